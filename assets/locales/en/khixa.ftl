# khixa: the game's own words (en). Ids start with "khixa-".

## The game on the shelf: its name and its seats (it has no options).
khixa-title = Khixa (خيكسا)
khixa-summary = Jigsaw pieces by the die: build each round's formation; gaps win jokers.
khixa-seat-1 = Player 1
khixa-seat-2 = Player 2
khixa-seat-3 = Player 3
khixa-seat-4 = Player 4
khixa-seat-5 = Player 5
khixa-seat-6 = Player 6
khixa-seat-7 = Player 7
khixa-seat-8 = Player 8

## The rounds' formations ($formation: trio, pair, four, ladder, five, four-and-trio).
khixa-formation = { $formation ->
    [trio] Trio
    [pair] Pair
    [four] Four
    [ladder] Ladder
    [five] Five
   *[four-and-trio] Four and trio
}

## A piece by its colour ($colour: red, orange, yellow, green, blue, purple) and number.
khixa-the-piece = { $colour ->
    [red] the red { $value }
    [orange] the orange { $value }
    [yellow] the yellow { $value }
    [green] the green { $value }
    [blue] the blue { $value }
   *[purple] the purple { $value }
}
khixa-a-piece = { $colour ->
    [red] a red { $value }
    [orange] an orange { $value }
    [yellow] a yellow { $value }
    [green] a green { $value }
    [blue] a blue { $value }
   *[purple] a purple { $value }
}

## Lists: "Amal, Dov and Lea".
khixa-list-and = { $first } and { $last }
khixa-list-comma = { $first }, { $rest }
khixa-score-of = { $name } { $score }

## A placement's contacts.
khixa-contacts-none = no interlock, no gap
khixa-contacts-interlocks = { $interlocks ->
    [one] 1 interlock
   *[other] { $interlocks } interlocks
}
khixa-contacts-gaps = { $gaps ->
    [one] 1 gap
   *[other] { $gaps } gaps
}
khixa-contacts-both = { $interlocks ->
    [one] 1 interlock
   *[other] { $interlocks } interlocks
} and { $gaps ->
    [one] 1 gap
   *[other] { $gaps } gaps
}

## Under the large area, the small areas and the scores.
khixa-info-round-over = Round { $round } ({ $formation }) is over
khixa-info-winner = { $name }: { $points } points
khixa-info-ran-out = The pile ran out: nobody wins
khixa-info-from = From { $name }
khixa-info-round = { $whose } · round { $round }/6
khixa-info-rolls = Rolls
khixa-info-pile = Pile
khixa-info-must-fit = Must fit: + cells interlock
khixa-info-any-cell = Nothing to interlock: any + cell
khixa-info-jokers = { $count ->
    [one] 1 joker
   *[other] { $count } jokers
}: take a piece in [ ]
khixa-pager = ◀ [  { $shown } of { $others } areas shown  ] ▶
khixa-scores = Scores
khixa-total = Tot
khixa-totals-header = Scores · round { $round } of 6 · totals
khixa-log = Log
khixa-log-empty = Nothing yet.

## The message line.
khixa-round-over-press-enter = Round { $round } is over: press Enter for the next round.
khixa-roll-first = Roll first: press r.
khixa-hint-over = The match is over.
khixa-hint-round-over = Round { $round } is over: Enter for the next round.
khixa-hint-opening = { $name } rolls for the first turn: press r. The highest roll starts; ties roll again.
khixa-hint-roll = { $name } to roll: press r (or Enter).
khixa-hint-placed = { $name } places the { $shape } at { $cell }, turned r{ $rot }: Enter to confirm, u to take it back.
khixa-hint-place = { $name }: place { $piece }. Arrows move, t turns, Enter places it on a + cell.
khixa-hint-declines = { $name } declines a joker: Enter to confirm, u to take it back.
khixa-hint-steals = { $name } steals { $victim }'s piece from { $from } and places it at { $to }, turned r{ $rot }: Enter to confirm, u to take it back.
khixa-hint-put = { $name }: place { $victim }'s piece. t turns, Enter places it on a + cell, u puts it back.
khixa-hint-jokers = { $name } has { $count ->
    [one] 1 joker
   *[other] { $count } jokers
}: Tab to a piece in [ ], Enter takes it; x declines.
khixa-die-rolled = The die is rolled: place the { $shape } first.
khixa-put-back-first = A piece is picked to steal: u puts it back, then x declines.
khixa-no-joker = No joker to decline: place the piece.
khixa-turned-to-fit = Turned r{ $rot } to fit at { $cell }: Enter to confirm, u to take it back.
khixa-own-area = That is your own area: a joker steals from another player.
khixa-pick-first = Pick a piece to steal first (Tab, Enter), or x to decline the joker.
khixa-use-joker-first = Use the joker first: take a piece marked [ ], or x to decline.
khixa-no-piece-in = { $name } has no piece in { $cell }.
khixa-would-split = Taking { $name }'s piece in { $cell } would split { $name }'s pieces: only an end may be stolen.
khixa-no-placement-for = { $name }'s { $shape } in { $cell } has no possible placement in your area.

## Why a piece may not go in a cell ($side: north, east, south, west).
khixa-refused-taken = Not there: { $cell } is taken.
khixa-refused-impossible = Not there: in { $cell } turned r{ $rot } its { $side ->
    [north] north
    [east] east
    [south] south
   *[west] west
} side would meet its neighbour in an impossible contact (a knob goes only into a hollow of its profile).
khixa-refused-must-fit = Not there: the { $shape } can interlock somewhere, so it must: { $cell } turned r{ $rot } makes no interlock.
khixa-refused = Not there: the { $shape } cannot go in { $cell }.

## The log.
khixa-log-opening-roll = { $name } rolls { $value } for the first turn
khixa-log-opening-tie = { $names } tie on the highest roll: they roll again
khixa-log-opening-won = { $name } has the highest roll and starts
khixa-log-rolls = { $name } rolls { $value }: { $piece }
khixa-log-turn-lost = { $name } rolls { $value }: no { $value } left in the pile, the turn is lost
khixa-log-set-aside = { $name }'s { $shape } has no possible placement: set aside for the round
khixa-log-places = { $name } places the { $shape } at { $cell }: { $contacts }
khixa-log-places-turned = { $name } places the { $shape } at { $cell }, turned r{ $rot }: { $contacts }
khixa-log-steals = { $name } steals { $victim }'s { $shape } from { $from } and places it at { $cell }: { $contacts }
khixa-log-steals-turned = { $name } steals { $victim }'s { $shape } from { $from } and places it at { $cell }, turned r{ $rot }: { $contacts }
khixa-log-jokers-earned = { $name } earns { $count ->
    [one] 1 joker
   *[other] { $count } jokers
}
khixa-log-declines = { $name } declines a joker
khixa-log-jokers-lost = { $name } loses { $count ->
    [one] 1 joker
   *[other] { $count } jokers
}: no piece can be stolen and placed
khixa-log-round-won = Round { $round } ({ $formation }): { $name } completes it and scores { $points }
khixa-log-round-empty = Round { $round } ({ $formation }): the pile is empty, nobody wins
khixa-log-round-scores = Scores of round { $round }: { $scores }
khixa-log-match-won = { $name } wins the match with { $best }
khixa-log-match-shared = { $names } share the win with { $best }

## The results, the shelf of saved games and the leave question.
khixa-headline-in-progress = Round { $round } of 6 in progress
khixa-headline-wins = { $name } wins with { $points } points
khixa-headline-share = { $names } share the win with { $points } points
khixa-details-won = Round { $round } ({ $formation }): { $name } completed it; { $scores }.
khixa-details-ran-out = Round { $round } ({ $formation }): the pile ran out; { $scores }.
khixa-progress = round { $round } of 6
khixa-progress-level = round { $round } of 6, level at { $best }
khixa-progress-leads = round { $round } of 6, { $count ->
    [one] { $names } leads
   *[other] { $names } lead
} with { $best }
khixa-progress-over = over, { $count ->
    [one] { $names } leads
   *[other] { $names } lead
} with { $best }
khixa-unconfirmed-place = { $name }'s { $shape } at { $cell }, turned r{ $rot }, is chosen but not confirmed
khixa-unconfirmed-steal = { $name }'s steal of { $victim }'s piece from { $from } to { $to } is chosen but not confirmed
khixa-unconfirmed-decline = { $name }'s joker declined is chosen but not confirmed
khixa-unconfirmed-picked = { $victim }'s piece in { $from } is picked with a joker but not placed

## The game's keys, in the help and the key bar.
khixa-key-primary = place, take, roll
khixa-key-turn = turn the piece
khixa-key-cursor = cursor
khixa-key-next-cell = next marked cell
khixa-key-decline = decline a joker
khixa-key-put-back = put a stolen piece back
khixa-key-pages = other players' areas, page by page
khixa-key-roll = roll
khixa-key-place = place
khixa-key-take = take
khixa-key-next-piece = next piece
khixa-key-next-round = next round
khixa-click = a cell to place (again to confirm); a marked piece to steal; right click turns
khixa-typed-does = type a placement (place 3 c4 r1)
khixa-typed-examples = Enter chooses it, Esc closes (e.g. place 3 c4 r1, decline)
khixa-typed-not-legal = { $notation } is not a legal move now.

## The hint's why (the rules crate's typed reasons, khixa::bot::Why): the
## piece placed ($rot: clockwise quarter turns 0 to 3), then what it does.
khixa-why-placed = { $rot ->
    [1] the { $shape } at { $cell } (turned a quarter)
    [2] the { $shape } at { $cell } (turned half round)
    [3] the { $shape } at { $cell } (turned three quarters)
   *[other] the { $shape } at { $cell }
}
khixa-why-completes = { $placed } completes the { $formation }
khixa-why-ladder = { $placed } builds toward a ladder
khixa-why-starts = { $placed } starts a group
khixa-why-joins = { $placed } joins your { $shape }s: a group of { $size }
khixa-why-jokers = { $said }; earns { $count ->
    [one] 1 joker
   *[other] { $count } jokers
}
khixa-why-steals = { $rot ->
    [1] steals player { $victim }'s { $shape } from their { $from } to your { $to } (turned a quarter)
    [2] steals player { $victim }'s { $shape } from their { $from } to your { $to } (turned half round)
    [3] steals player { $victim }'s { $shape } from their { $from } to your { $to } (turned three quarters)
   *[other] steals player { $victim }'s { $shape } from their { $from } to your { $to }
}
khixa-why-steal-completes = { $steal }: completes the { $formation }
khixa-why-steal-breaks = { $steal }, breaking their group
khixa-why-declines = declines the joker

## The typed line's refusals of text that does not read (khixa::Unread);
## $text is the word as typed.
khixa-unread-not-an-action = an action is `roll 4`, `place 3 c4 r1`, `steal 2:d5 to e4 r0` or `decline`
khixa-unread-roll-how = write a roll as `roll 4`
khixa-unread-not-a-face = "{ $text }" is not a die's face (1 to 6)
khixa-unread-place-how = write a placement as `place 3 c4 r1` (shape, cell, rotation)
khixa-unread-not-a-shape = "{ $text }" is not a shape's value (1 to 6)
khixa-unread-cell-written = "{ $text }" is not a cell: write a column a-h and a row 1-8, as c4
khixa-unread-cell-outside = "{ $text }" is not a cell: columns go from a to h and rows from 1 to 8
khixa-unread-not-a-rotation = "{ $text }" is not a rotation: write r0, r1, r2 or r3 (clockwise quarter turns)
khixa-unread-steal-how = write a steal as `steal 2:d5 to e4 r0` (the victim's seat and cell, then your cell and rotation)
khixa-unread-not-a-victims-piece = "{ $text }" is not a victim's piece: write seat:cell, as 2:d5
khixa-unread-not-a-seat = "{ $text }" is not a seat number (from 0)
khixa-unread-decline-alone = `decline` takes nothing after it
