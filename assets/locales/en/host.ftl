# The words of `majlis host`: the table served over SSH (players' screens, the host's panel).

host-majlis = Majlis
host-title = Majlis · { $game }
host-you-are = You are { $name }
host-lobby-welcome = Welcome to the table, { $name }.
host-lobby-waiting = Waiting for the host to start the game.
host-lobby-ended = The host may start another game: wait here.
host-lobby-game = The host is setting up { $game }.
host-lobby-here = At the table by SSH: { $names }
host-lobby-no-seat = The game has started without a seat for { $name }. The host can seat you by this name in the next game.
host-too-small = Your window is { $width }×{ $height }; the game needs at least { $min_width }×{ $min_height }. Make it bigger.
host-key-leave = leave the table
host-leave-ask = Leave the table? Your seat waits for you. y: leave · any other key: stay
host-key-leave-now = leave the table at once
host-key-language = language
host-help-lobby-keys = Your keys while you wait
host-left = { $name } has left the table
host-goodbye = You have left the table. Join again with the same name to take your seat.
host-replaced = You joined from another screen: this one is closed.
host-name-taken = { $name } is already at the table. If that is you and your other screen is gone, join again in a few seconds.
host-closed = The host has closed the table.
host-strip = F2 by SSH: { $count ->
    [one] { $count } player
   *[other] { $count } players
}
host-panel-title = The table by SSH
host-panel-join = Join from another terminal, with your name instead of NAME:
host-panel-passphrase = Passphrase: { $words }
host-panel-nobody = Nobody has joined yet.
host-panel-joined = Joined: { $names }
host-panel-playing = { $name } plays seat { $seat }
host-panel-away = { $name } has left the table (seat { $seat })
host-panel-computer = A computer plays seat { $seat } for { $name }
host-panel-keys = ↑↓ choose a seat · c a computer plays it · r it is the player's again · F2 close
host-setup-seat-help = ← → : a person here, a person joining by SSH (by this name) or a computer plays this seat. A name is up to { $max } columns.

# A seat's kind on the setup screen: a person joining by SSH.
host-seat-remote = By SSH
