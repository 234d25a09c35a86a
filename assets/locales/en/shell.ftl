# The shell's words: picker, setup, results, overlays, key bar.
# Ids have no prefix; a game's own words are in its <game id>.ftl.

# The interface language's own name, as the picker offers it.
language-name = English
