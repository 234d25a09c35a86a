# shesh-besh: the game's own words (en). Ids start with "shesh-besh-".

## The game on the shelf: its name, its seats and its options.
shesh-besh-title = Shesh-Besh (שש בש)
shesh-besh-summary = Backgammon as played in Israel, scored with Mars and Turkish Mars.
shesh-besh-seat-1 = White
shesh-besh-seat-2 = Black
shesh-besh-option-match-to = Match length
shesh-besh-option-match-to-help = Play a match to this many points; 1 is a single game.
shesh-besh-option-match-to-value = { $count ->
    [1] One game
   *[other] { $count } points
}
shesh-besh-option-opening = Opening roll
shesh-besh-option-opening-help = What the winner of the opening roll does with it.
shesh-besh-option-opening-play-roll = Higher die plays it
shesh-besh-option-opening-reroll = Higher die rolls again
shesh-besh-option-cube = Doubling cube
shesh-besh-option-cube-help = Play with the doubling cube (the sheet has none).

## The board's labels.
shesh-besh-off = off
shesh-besh-bar = BAR
# A seat's home board, after its checker: "○ Amal's home".
shesh-besh-home = { $name }'s home
shesh-besh-keys-opening-roll = r: opening roll
shesh-besh-keys-roll = r: roll
shesh-besh-keys-roll-or-double = r: roll  d: double
shesh-besh-keys-take-or-drop = t: take  x: drop

## The players' panel and the log.
shesh-besh-single-game = Single game
shesh-besh-match-game = Match to { $match_to } · game { $game }
shesh-besh-score = Score
shesh-besh-pips = Pips
shesh-besh-moves = Moves
shesh-besh-no-moves = No moves yet.

## How a game is won ($kind: plain, mars, turkish-mars, dropped).
shesh-besh-how = { $kind ->
    [plain] a plain win
    [mars] Mars
    [turkish-mars] Turkish Mars
   *[dropped] a dropped double
}
# The same, opening a sentence.
shesh-besh-how-first = { $kind ->
    [plain] A plain win
    [mars] Mars
    [turkish-mars] Turkish Mars
   *[dropped] A dropped double
}
# A win played for the cube at $cube: "Mars × 4".
shesh-besh-how-cube = { $how } × { $cube }
shesh-besh-points = { $count ->
    [one] 1 point
   *[other] { $count } points
}

## What is left of a roll after a step: one die, or a double's.
shesh-besh-dice-left = { $count ->
    [1] the { $value } left
    [2] the { $value } and { $value } left
   *[other] the { $value }, { $value } and { $value } left
}

## The message line.
shesh-besh-numbering-mine = Points are numbered from the side of the player whose turn it is (n: fixed from White's side).
shesh-besh-numbering-fixed = Points are numbered from White's side for the whole game (n: from the mover's side).
shesh-besh-hint-wins-game = { $name } wins the game.
shesh-besh-hint-wins-match = { $name } wins the match.
shesh-besh-hint-over = The game is over.
shesh-besh-hint-next-game = Press Enter for the next game.
shesh-besh-hint-opening = Game { $game }: opening roll, press r. Each player rolls one die; the higher starts.
shesh-besh-hint-roll = { $name } to roll: press r or Space.
shesh-besh-hint-doubles = { $name } doubles to { $value }: Enter to confirm, u to take it back.
shesh-besh-hint-roll-or-double = { $name } to roll (r or Space), or double to { $value } (d).
shesh-besh-hint-takes = { $name } takes the cube at { $value }: Enter to confirm, u to take it back.
shesh-besh-hint-drops = { $name } drops the double and loses the game: Enter to confirm, u to take it back.
shesh-besh-hint-take-or-drop = { $doubler } doubles to { $value }. { $name }: take (t) or drop (x)?
shesh-besh-hint-confirm = { $name } plays { $moves }: Enter to confirm, u to undo.
shesh-besh-hint-move-from-point = { $name }: move the checker on { $point } to a marked point (Enter), Esc to put it back.
shesh-besh-hint-move-from-bar = { $name }: move the checker on the bar to a marked point (Enter), Esc to put it back.
shesh-besh-hint-pick = { $name } to play { $dice }: pick a checker (Enter or click).
shesh-besh-cannot-move = { $name } rolled { $dice } and cannot move: the turn passes to { $next }.
shesh-besh-answer-double-first = { $name } answers the double first: t to take, x to drop.
shesh-besh-no-cube = This table plays without the doubling cube.
shesh-besh-no-double-crawford = No doubling in the Crawford game.
shesh-besh-cube-highest = The cube is at { $value }, its highest.
shesh-besh-cube-owned = The cube is { $name }'s: only its owner may double.
shesh-besh-double-before-rolling = A double is offered before rolling.
shesh-besh-no-double-offered = No double is offered.
shesh-besh-roll-first = Roll first: press r, or click the dice.
shesh-besh-nothing-to-undo-confirmed = Nothing to undo: the last turn is confirmed.
shesh-besh-position-id = Position ID: { $id }
shesh-besh-position-id-turn-began = Position ID: { $id } (as the turn began)
shesh-besh-dice-rolled = The dice are rolled: { $dice }. Play them, then Enter.
shesh-besh-turn-not-finished = The turn is not finished: play the dice first.
shesh-besh-no-double-now = The dice are rolled: a double is offered before rolling, and none is offered now.
shesh-besh-turn-complete = The turn is complete: Enter to confirm, u to undo.
shesh-besh-not-yours = No checker of yours there.
shesh-besh-off-stays = Borne-off checkers stay off.
shesh-besh-no-checker-on-point = { $name } has no checker on { $point }.
shesh-besh-no-checker-on-bar = { $name } has no checker on the bar.
shesh-besh-enter-first = { $name } has a checker on the bar: it must enter first.
shesh-besh-cannot-move-with = This checker cannot move with { $dice }.
shesh-besh-not-allowed = That step is not allowed: press u to undo.
shesh-besh-no-legal-turn = The rules found no legal turn with these steps: press u to undo.
shesh-besh-nothing-to-undo = Nothing to undo this turn.

## The log.
shesh-besh-log-turn = { $name } { $dice }: { $moves }
shesh-besh-log-no-move = { $name } { $dice }: no move, the turn passes
shesh-besh-log-opening = Opening roll: { $white } { $white_die }, { $black } { $black_die }: { $starter } starts
shesh-besh-log-opening-tie = Opening roll: { $die } each, roll again
shesh-besh-log-game-won = Game { $game }: { $name } wins, { $how }, { $points } ({ $white }–{ $black })
shesh-besh-log-match-won = { $name } wins the match { $white }–{ $black }
shesh-besh-log-doubles = { $name } doubles to { $value }
shesh-besh-log-takes = { $name } takes the cube at { $value }
shesh-besh-log-drops = { $name } drops the double

## A game's result on the board, and the results screen.
shesh-besh-result-wins = { $name } wins
shesh-besh-result-wins-game = { $name } wins game { $game }
shesh-besh-result-kind = { $how } · { $points }
shesh-besh-result-over = The game is over
shesh-besh-result-match = { $name } wins the match
shesh-besh-result-next = Enter: next game
shesh-besh-headline-game = { $name } wins the game: { $how }
shesh-besh-headline-match = { $name } wins the match { $won }–{ $lost }
shesh-besh-headline-in-progress = Match in progress: { $white } { $white_score } – { $black_score } { $black }
shesh-besh-details-single = { $how }: { $points }
shesh-besh-details-game = Game { $game }: { $name }, { $how }, { $points } ({ $white }–{ $black })

## The shelf of saved games, and the leave question.
shesh-besh-progress-pips = { $name } leads by { $pips ->
    [one] 1 pip
   *[other] { $pips } pips
} · move { $moves }
shesh-besh-progress-move = move { $moves }
shesh-besh-progress-match = match to { $match_to }, game { $game }, { $name } leads { $white }–{ $black } · move { $moves }
shesh-besh-progress-match-level = match to { $match_to }, game { $game }, { $white }–{ $black } · move { $moves }
shesh-besh-unconfirmed-double = { $name }'s double is chosen but not confirmed
shesh-besh-unconfirmed-take = { $name }'s take is chosen but not confirmed
shesh-besh-unconfirmed-drop = { $name }'s drop is chosen but not confirmed
shesh-besh-unconfirmed-turn = { $name } has played { $moves } of { $dice } but not confirmed it

## The game's keys, in the help and the key bar.
shesh-besh-key-pick = pick, move, confirm
shesh-besh-key-undo = undo a step
shesh-besh-key-cursor = cursor
shesh-besh-key-other-row = other row
shesh-besh-key-next-checker = next checker
shesh-besh-key-esc = put the picked checker back; with none picked, leave the game (asks first)
shesh-besh-key-numbering = numbers from my side / fixed
shesh-besh-key-position-id = show & copy Position ID
shesh-besh-key-double = double (cube on, before rolling)
shesh-besh-key-take-drop = take / drop a double
shesh-besh-click = a checker, then a marked point; the dice to roll; the cube to double
shesh-besh-typed-does = type a turn, points numbered from your side (13/7 8/7)
shesh-besh-typed-examples = Enter chooses it, Esc closes (your side's points: 13/7 8/7, bar/22, 6/off)
shesh-besh-typed-not-legal = { $notation } is not a legal turn now.

## The hint's why (the rules crate's typed reasons, shesh_besh::bot::TurnSaid)

shesh-besh-why-hits = { $count ->
    [one] hits a blot
   *[other] hits { $count } blots
}
shesh-besh-why-enters = enters from the bar
shesh-besh-why-enters-one = enters a checker from the bar
shesh-besh-why-bears-off = { $count ->
    [one] bears off a checker
   *[other] bears off { $count } checkers
}
shesh-besh-why-makes-point = makes your { $point } point
shesh-besh-why-makes-two = makes your { $first } and { $second } points
shesh-besh-why-makes-points = makes { $count } points, from your { $first } to your { $last }
shesh-besh-why-runs = { $count ->
    [one] runs a back checker
   *[other] runs { $count } back checkers
}
shesh-besh-why-no-blot = leaves no blot
shesh-besh-why-races = races home
shesh-besh-why-leaves = { $count ->
    [one] leaves a blot
   *[other] leaves { $count } blots
}
shesh-besh-why-best = the best these dice allow
shesh-besh-why-best-though = the best these dice allow, though it { $cost }
shesh-besh-why-and = { $first }, { $rest }
## A cube answer's why (D3), from the answer alone (English readers keep
## the bot's line, with its odds).
shesh-besh-why-double = well ahead: time to double
shesh-besh-why-no-double = not far enough ahead to double
shesh-besh-why-take = still wins often enough to take
shesh-besh-why-drop = too far behind to take

## The typed line's refusals of text that does not read
## (shesh_besh::notation::Unread); $text is the word as typed, $from and
## $to the places of a move as typed (a point, bar or off).
shesh-besh-unread-bad-repeat = bad repeat count in "{ $text }"
shesh-besh-unread-not-a-move = "{ $text }" is not a move (write from/to, as 24/18)
shesh-besh-unread-to-bar = a checker cannot move to the bar
shesh-besh-unread-from-off = a checker cannot move from off the board
shesh-besh-unread-not-a-point = "{ $text }" is not a point (1 to 24), "bar" or "off"
shesh-besh-unread-backwards = { $from }/{ $to } does not move toward home
shesh-besh-unread-after-off = nothing follows a checker borne off
shesh-besh-unread-too-many-moves = too many moves for one turn
shesh-besh-unread-not-dice = "{ $text }" is not two dice (as 6-3)
shesh-besh-unread-dice-range = dice show 1 to 6, not { $first }-{ $second }
shesh-besh-unread-spans-dice = { $from }/{ $to } spans several dice; write one step per die, or read it in the position
shesh-besh-unread-off-from-outside = { $from }/off: only a checker in the home board bears off
shesh-besh-unread-four-steps = a turn has at most four steps
shesh-besh-unread-not-legal-here = not a legal turn with these dice here
shesh-besh-unread-ambiguous = ambiguous: it could be { $turns }; write every step (as 24/18*/13)
shesh-besh-unread-or = { $first } or { $rest }
