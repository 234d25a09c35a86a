# The shell's words: picker, setup, results, overlays, key bar.
# Ids have no prefix; a game's own words are in its <game id>.ftl.

# The interface language's own name, as the picker offers it.
language-name = English

# The settings file (config.json) and the language remembered in it.
config-set-aside = The settings file could not be used ({ $reason }): it is kept as { $path }, and the language comes from this computer's settings.
config-unreadable = The settings file { $path } could not be read: { $reason }
language-not-remembered = The language could not be remembered: { $reason }
## Lists and names (chrome)

# Between the items of a list but the last ("Amal, Dov").
list-separator = {", "}
names-versus = { $a } vs { $b }
names-and = { $list } and { $last }
leader-one = { $name } leads
leaders-many = { $list } and { $last } lead
players-count = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
players-range = { $min }–{ $max } players
players-choice = { $list } or { $last } players

## An on/off option's values (a game's other values are in its own file)

option-on = On
option-off = Off

## The picker

picker-tab-games = Games
picker-tab-results = Results
picker-counts = { $games ->
    [one] { $games } game
   *[other] { $games } games
} · { $saved } saved · { $finished } finished
picker-saved-games = Saved games
picker-new-game = New game
picker-last-games = Last games
picker-players-table = Players: games played / won
picker-reading = { $count ->
    [one] Reading a finished game's record…
   *[other] Reading { $count } finished games' records…
}
picker-none-finished = No game has been finished at this table yet.
picker-continue = Continue: { $game }
picker-open-elsewhere = open in another window
picker-saved-name = { $game }, { $names }
picker-saved-name-progress = { $game }, { $names } ({ $progress })
picker-notice-more = { $count ->
    [one] …and { $count } more note: ? shows them all.
   *[other] …and { $count } more notes: ? shows them all.
}
picker-notice-summary = { $count ->
    [one] ⚠ A note about the saved games: ? shows it.
   *[other] ⚠ { $count } notes about the saved games and results: ? shows them all.
}

## Keys: what a key does, in the key bar and the help

key-choose = choose
key-next-previous = next / previous
key-step-back = step back
key-roll = roll
key-up = up
key-down = down
key-open = open
key-pages = Games / Results page
key-delete-saved = delete the saved game selected (asks first)
key-delete-save = delete save
key-first-entry = first entry
key-last-entry = last entry
key-rules-selected = the rules of the game selected
key-rules = rules
key-help = help
key-quit = quit
key-previous-field = previous field
key-next-field = next field
key-field = field
key-previous-value = previous value
key-next-value = next value
key-change = change
key-next-press = next / press
key-help-rules = help & rules
key-back = back
key-leave = leave
key-previous-button = previous button
key-next-button = next button
key-press = press
key-play-again = play again
key-picker = picker
key-results-up = scroll the results up
key-results-down = scroll the results down
key-more = more
key-a-page-up = a page up
key-a-page-down = a page down
key-scroll-up = scroll up
key-scroll-down = scroll down
key-scroll = scroll
key-page-up = page up
key-page-down = page down
key-page = page
key-top = top
key-bottom = bottom
key-close = close
key-delete = delete
key-keep-it = keep it
key-move-back = a move back
key-move-forward = a move forward
key-step = step
key-start = start
key-end = end
key-back-to-results = back to results
key-to-picker = to picker
key-quit-majlis = quit Majlis
key-keep-playing = keep playing
key-continue = continue
key-new-game = new game
key-replay = replay
key-human-computer = human/computer
key-button = button
key-start-game = start
key-next = next

## The setup screen

setup-title = New game: { $game }
setup-start = Start
setup-back = Back
setup-players = Players
setup-player = Player { $seat }
setup-too-small = ⚠ { $game } for { $count } players needs a terminal of { $need_columns }×{ $need_rows }; this one is { $columns }×{ $rows }. Enlarge it before starting.
setup-too-small-fewer = ⚠ { $game } for { $count } players needs a terminal of { $need_columns }×{ $need_rows }; this one is { $columns }×{ $rows }. Enlarge it, or choose fewer players.
setup-name-full = Player { $seat }'s name is full: a name is at most { $max } columns (a letter takes one, an emoji two).
setup-name-help-computers = ← → : a person or a computer (easy, medium, hard) plays this seat. A name is up to { $max } columns.
setup-name-help = A name is up to { $max } columns: a letter of any script takes one, an emoji two.
setup-option-range = { $help } { $min } to { $last }.

## The results screen

results-play-again = Play again
results-to-picker = Back to picker
results-title = { $game } — results
results-title-short = Results
results-winner = winner
results-more-below = ↓ more: ↑↓
results-more-above = ↑ more above: ↑↓
# A computer's name with its level, where the name does not say it.
results-computer-level = { $name } ({ $level })
results-computers = Played by the computer: { $list }

## A replay (on the game's message line)

replay-note = Replay, move { $shown } of { $moves }. ←/→ step, Home/End, Esc back to the results.
replay-note-start = Replay, move 0 of { $moves } (before anyone played). ←/→ step, Home/End, Esc back to the results.
replay-note-end = Replay, move { $shown } of { $moves }: the end. ←/→ step, Home/End, Esc back to the results.

## Deleting a saved game

delete-title = Delete the saved game?
delete-delete = Delete
delete-keep = Keep it
# The saved game, as the picker names it (the game, its players and how far it went).
delete-which = { $game }.
delete-for-good = Deleting it cannot be undone.

## Leaving a game

leave-title = Leave the game?
# What leaving now drops (a turn played halfway).
leave-drops = ⚠ { $what }: leaving drops it.
leave-will-save = The game will be saved (every confirmed move is). Choose it in the picker to play on.
leave-not-saved = ⚠ The game is not saved: the last save failed.
leave-tries-again = Leaving tries to save once more; if that fails too, you will be asked again.
leave-keys = p: save, to picker · q: save and quit · Esc: keep playing
leave-save-failed = The game could not be saved:
leave-loses-moves = Leaving now loses the moves since the last save. Keep playing to try again at the next move.
leave-save-to-picker = Save, to picker
leave-save-quit = Save and quit
leave-unsaved-to-picker = Leave unsaved
leave-unsaved-quit = Quit unsaved
leave-keep-playing = Keep playing

## The pass-the-device curtain

curtain-pass-to = Pass the device to
curtain-when-only = When only { $name } can see the screen:
curtain-press-a-key = now press a key.
curtain-a-moment = a moment, please…

## The terminal too small

too-small-title = The terminal is too small.
too-small-needs = Majlis needs { $need_columns }×{ $need_rows } here; this one is { $columns }×{ $rows }.
too-small-enlarge = Enlarge the window to go on.
too-small-quit-saving = q saves the game and quits.
too-small-quit = q quits.

## The help overlay

help-title = Help
help-title-rules = Rules
help-notes = About the saved games and results
help-house-rules = House rules at this table
# An option's label before its value ("Match length: 5 points").
help-option-label = { $label }:
help-position = { $first }–{ $last } of { $total }
help-picker-keys = Picker keys
help-setup-keys = Setup keys
help-results-keys = Results keys
help-replay-keys = Replay keys
help-table-keys = Table keys
help-game-keys = { $game } keys
help-key-letters = letters
help-letters = type the focused player's name
help-erase = erase a letter
help-key-on-player = ←/→ on a player
help-seat-kind = a person, or a computer (easy, medium, hard), plays the seat

## The title bar

title-majlis = Majlis · مجلس
title-majlis-short = Majlis
title-tagline = a family game table
title-new-game = — new game
title-results = — results
title-replay = — replay, move { $shown } of { $total }

## The key bar

bar-key-wait = wait
bar-a-moment = a moment
bar-key-any = any key
bar-takes-the-device = { $name } takes the device
bar-not-saved-because = ⚠ Not saved ({ $short }): q tells what to do
bar-not-saved = ⚠ Not saved: q tells what to do

## Notices (under the picker's list, in the help, on the results)

notice-open-elsewhere = This game is open in another window of Majlis: play it there, or leave it there first. (A window that crashed lets go of it by itself.)
notice-open-elsewhere-delete = This game is open in another window of Majlis: it can be deleted once that window has left it.
notice-not-deleted = The saved game could not be deleted: { $error }
notice-no-longer-on-shelf = That game is no longer on the shelf: it was finished or deleted in another window.
notice-could-not-start = The game could not start: { $error }
notice-not-kept = The finished game could not be kept in the history: { $error }
notice-save-not-removed = The finished game's save could not be removed: { $error }
notice-record-refused = A finished game's record could not be replayed: { $problem }. The file was kept as { $file }.

## A saved game or record its game cannot open (said in a notice)

registry-not-a-save = this is not a { $game } save: { $error }
registry-names-count = the save is of { $players } players but names { $names }
registry-seats-count = the save is of { $players } players but has { $seats } seats
# The game, the counts it is played by ("2–6 players"), the count asked.
registry-players = { $game } is played by { $players }, not { $count }

# The picker's key that changes the interface language.
key-language = change the language (English, العربية or עברית)
