# The table's words: the seated screen, log, messages, saves, history, dates.

# { $count } players
count-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}

## Lists and places (crate::text)

# Between the first words of a list of three or more: "Amal, Sami and Dov".
table-list-comma = { $init }, { $next }
# The last two words of a list, the last a word of the language's own script.
table-list-and = { $init } and { $last }
# The same, the last word in another script (a Latin name in Arabic).
table-list-and-foreign = { $init } and { $last }
# A place in an order, in figures: 1st, 2nd, 3rd, 11th.
table-place = { $place ->
    [one] { $place }st
    [two] { $place }nd
    [few] { $place }rd
   *[other] { $place }th
}

## Whose turn

table-playing = { $name } is playing…
table-pass-device = Pass the device to { $name }.
table-thinking = { $name } is thinking…
table-has-chosen = { $name } has chosen.
table-too-small = { $game } needs at least { $width }×{ $height }; this is { $have_width }×{ $have_height }.

## The results and the shelf, when a game says no more

table-not-over = The game is not over
table-wins = { $name } wins
table-share-win = { $names } share the win
table-move = move { $number }
table-unconfirmed = { $name }'s choice is shown but not confirmed
table-unconfirmed-nobody = The choice is shown but not confirmed

## Refusals

table-rules-refused = The rules refused { $notation }: { $reason }
table-rules-refused-plain = The rules refused { $notation }.
table-cannot-roll = The dice cannot be rolled now.

## The log panel

table-log-title = Log
# Scrolled back: how many newer entries are below.
table-log-newer = ↓ { $count } newer: PgDn

## The session's keys, in the help and the key bar

table-key-confirm-choice = confirm the choice shown
table-key-confirm = confirm
table-key-take-back-choice = take the choice back (before it is confirmed)
table-key-take-back = take back
table-key-scroll-log = scroll the log
table-key-log = log
table-key-hint-help = hint: what the hard computer would play here, shown to confirm or take back
table-key-hint = hint
table-key-pause-help = pause or go on watching
table-key-pause = pause/go on
table-key-step-help = one move while paused
table-key-step = step
table-key-typed = type a move in the game's notation

## Computer players and hints

table-hint = Hint (hard): { $why }.
table-hint-shown-move = the move shown
table-hint-only-move = the only move
# A hint's why with how the computer's trial games went, for a reader
# whose words for the why are not the rules crate's English.
table-hint-searched = { $why }; { $searched }
table-hint-wins = wins { $percent } % of { $playouts ->
    [one] { $playouts } trial game
   *[other] { $playouts } trial games
}
table-hint-keys = Enter plays it, u takes it back.
table-hint-also = Also weighed: { $others }.
table-hint-thinking = Thinking of a hint…
table-hint-nobody = No hint now: nobody is to play.
table-hint-no-computer = This game has no computer player to give hints yet.
table-hint-holder = A hint is for the player holding the device, on their turn.
table-hint-failed = No hint could be found (a bug in the computer player).
table-computer-failed = The computer player failed to choose (a bug): it plays its first legal move.
table-computer-cannot-start = The computer player could not start: { $error }
table-paused = Paused: w goes on, . plays one move.
table-watching = Watching: w pauses.
table-pause-first = Pause first (w), then . plays one move at a time.

## The typed-notation line

table-typed-examples = Enter chooses it, Esc closes
# An action that reads but is not legal now; $notation is its notation.
# Right to left, start with a word of the language: a sentence that starts
# with the notation would run on from the text typed before it on the line.
table-typed-not-legal = { $notation } is not a legal move now.
# A text the game cannot read, when the game gives no reason in words.
table-typed-unread = That does not read as a move here.
table-typed-not-shown = That is legal, but it cannot be shown here: choose it with the keys.

## Seats

table-seat-human = Human
table-level-easy = easy
table-level-medium = medium
table-level-hard = hard
table-level-random = random
table-seat-computer = Computer ({ $level })
# A computer's default name, numbered by its seat when two share a level.
table-computer-name = Computer ({ $level })
table-computer-name-numbered = Computer { $number } ({ $level })
# A computer's short label, where room is short.
table-computer-label = Computer { $number }
# A player's name in a list of games, when a computer plays it.
table-computer-marked = { $name } (computer, { $level })

## Dates (crate::clock)

table-today = today { $time }
table-yesterday = yesterday { $time }
# Within a week: "Sat 3 May".
table-date-week = { $weekday } { $day } { $month }
# Within the year: "3 May".
table-date-year = { $day } { $month }
# Before: "3 May 2024".
table-date-full = { $day } { $month } { $year }
table-date-unknown = some time ago
table-weekday-1 = Mon
table-weekday-2 = Tue
table-weekday-3 = Wed
table-weekday-4 = Thu
table-weekday-5 = Fri
table-weekday-6 = Sat
table-weekday-7 = Sun
table-month-1 = Jan
table-month-2 = Feb
table-month-3 = Mar
table-month-4 = Apr
table-month-5 = May
table-month-6 = Jun
table-month-7 = Jul
table-month-8 = Aug
table-month-9 = Sep
table-month-10 = Oct
table-month-11 = Nov
table-month-12 = Dec

## Saved games and the history, as the picker says them

table-set-aside-save = A saved game could not be used: { $problem }. The file was kept as { $path }.
table-set-aside-record = A finished game's record could not be used: { $problem }. The file was kept as { $path }.
# A reason in brackets is the system's, a file reader's or a game's, in
# English: the -plain form is shown where the reader reads another language
# (the .why.txt beside the file keeps it whole).
table-problem-unreadable = it could not be read ({ $reason })
table-problem-unreadable-plain = it could not be read
table-problem-not-json = it is not valid JSON ({ $reason })
table-problem-not-json-plain = it is not valid JSON
table-problem-not-utf8 = it is not UTF-8 text
table-problem-foreign-save = it is not a Majlis save file
table-problem-foreign-record = it is not a Majlis history record
table-problem-newer = it was written by a newer Majlis (format version { $version }; this one reads versions 1 and 2)
table-problem-damaged = it is damaged: { $reason }
table-problem-damaged-plain = it is damaged
table-problem-unknown-game = it is a game of "{ $game }", which this Majlis does not have
table-problem-refused = the game could not be restored ({ $reason })
table-problem-refused-plain = the game could not be restored
table-problem-too-large = it is { $bytes } bytes long, and a file of Majlis is at most { $most } bytes
table-problem-not-a-file = it is not a regular file
table-problem-long-name = player { $player }'s name is { $chars } characters ({ $columns } columns) long, and a name may be at most { $most_columns } columns and { $most_chars } characters

## When saving fails

table-failure-no-data-dir = no data directory is known (set { $variable })
table-advice-no-data-dir = Start Majlis with { $variable } set to a folder it may write in.
table-advice-permission = Majlis may not write in { $folder }: give it the right to, or start it with { $variable } set to a folder it may write in.
table-advice-full = The disk of { $folder } is full: make room on it.
table-advice-other = Check that { $folder } is a folder Majlis may write in, or start it with { $variable } set to one.
table-short-no-data-dir = no data folder
table-short-permission = no permission
table-short-read-only = read-only disk
table-short-full = disk full
table-short-missing = folder missing
table-short-not-folder = not a folder
table-short-other = disk error
