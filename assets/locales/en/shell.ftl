# The shell's words: picker, setup, results, overlays, key bar.
# Ids have no prefix; a game's own words are in its <game id>.ftl.

# The interface language's own name, as the picker offers it.
language-name = English

# The settings file (config.json) and the language remembered in it.
config-set-aside = The settings file could not be used ({ $reason }): it is kept as { $path }, and the language comes from this computer's settings.
config-unreadable = The settings file { $path } could not be read: { $reason }
language-not-remembered = The language could not be remembered: { $reason }
