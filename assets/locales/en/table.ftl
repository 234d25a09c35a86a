# The table's words: the seated screen, log, messages, saves, history, dates.

# { $count } players
count-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
