# wajh-alnahs: the game's own words (en). Ids start with "wajh-alnahs-".
# The special cards keep the rules file's names; the booklet's Arabic beside them.

## The game, its seats and options (setup, picker)

wajh-alnahs-title = Wajh al-Nahs (وجه النحس)
wajh-alnahs-summary = Shed your cards; the last player holding any is the bad-luck face.
wajh-alnahs-seat-1 = Player 1
wajh-alnahs-seat-2 = Player 2
wajh-alnahs-seat-3 = Player 3
wajh-alnahs-seat-4 = Player 4
wajh-alnahs-seat-5 = Player 5
wajh-alnahs-seat-6 = Player 6
wajh-alnahs-option-stages = Stages
wajh-alnahs-option-stages-help = How many stages the session has; each stage's Wajh al-Nahs gets a mark.
wajh-alnahs-option-stages-value = { $count ->
    [one] { $count } stage
   *[other] { $count } stages
}

## The cards

wajh-alnahs-card-zero = Zero
wajh-alnahs-card-five-or-less = Five-or-less
wajh-alnahs-card-skip = Skip
wajh-alnahs-card-reverse = Reverse
wajh-alnahs-card-burn = Burn
wajh-alnahs-card-transparent = Transparent
wajh-alnahs-card-under-over = Under-over
wajh-alnahs-card-carry-it = Carry-it
# On a tile: five columns at most.
wajh-alnahs-tile-zero = Zero
wajh-alnahs-tile-five-or-less = ≤5
wajh-alnahs-tile-skip = Skip
wajh-alnahs-tile-reverse = Rev
wajh-alnahs-tile-burn = Burn
wajh-alnahs-tile-transparent = Trans
wajh-alnahs-tile-under-over = U/O
wajh-alnahs-tile-carry-it = Carry
wajh-alnahs-explain-number = { $value } goes on a pile value of { $value } or lower (1 is the lowest card, 13 the highest).
wajh-alnahs-explain-zero = Zero (صفرها): goes on anything; the pile's value becomes 0: the next player may play any card.
wajh-alnahs-explain-five-or-less = Five-or-less (5 أو أقل): goes on a pile value lower than 5; the next player must play a card of 5 or less.
wajh-alnahs-explain-skip = Skip (قُبّ): goes on a pile value lower than 6; the next player loses their turn.
wajh-alnahs-explain-reverse = Reverse (اعكسها): goes on a pile value lower than 7; the direction of play reverses.
wajh-alnahs-explain-burn = Burn (احرق): goes on anything; the whole pile leaves the game; the same player plays again.
wajh-alnahs-explain-transparent = Transparent (شفاف): goes on anything; the pile keeps the value of the card under it.
wajh-alnahs-explain-under-over = Under-over (تحت فوق): goes on anything; the bottom card of the pile is moved to the top.
wajh-alnahs-explain-carry-it = Carry-it (شيل يا نحس): goes on anything; the player names anyone to pick up the pile.
# Cards as a player says them: "a 7", "an 8", "two 7s".
wajh-alnahs-number-cards = { $count ->
    [one] { $value ->
        [8] an 8
        [11] an 11
       *[other] a { $value }
    }
    [2] two { $value }s
    [3] three { $value }s
    [4] four { $value }s
   *[other] several { $value }s
}
# $card is the card's name in notation (zero, under-over, …); $name its name in words.
wajh-alnahs-special-cards = { $count ->
    [one] { $card ->
        [under-over] an { $name }
       *[other] a { $name }
    }
    [2] two { $name }s
    [3] three { $name }s
    [4] four { $name }s
   *[other] several { $name }s
}
wajh-alnahs-cards-count = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
wajh-alnahs-and = { $first } and { $last }
wajh-alnahs-comma = {", "}
wajh-alnahs-semicolon = {"; "}
wajh-alnahs-turn-arrow = {" → "}
wajh-alnahs-limit = 5 or less!

## The keys (key bar and help)

wajh-alnahs-key-digit = pick a card (or an answer)
wajh-alnahs-key-pick-up = pick up the pile
wajh-alnahs-key-keep = keep the cards (swap)
wajh-alnahs-click = a card, an answer, a player to name
wajh-alnahs-notation-does = type a turn (7 7)
wajh-alnahs-notation-examples = Enter chooses it, Esc closes (e.g. 7 7, carry-it 2, pick up)
wajh-alnahs-typed-not-legal = { $notation } is not a legal turn now.

## The table and the pile

wajh-alnahs-stage-of = Stage { $stage } of { $of }
wajh-alnahs-column-player = player
wajh-alnahs-column-hand = hand
wajh-alnahs-column-face-up = face up
wajh-alnahs-column-down = down
wajh-alnahs-column-marks = marks
wajh-alnahs-column-total = total
wajh-alnahs-out = out { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}
wajh-alnahs-footer-naming = Carry-it! { $name } names the carrier
wajh-alnahs-footer-named = { $by } named { $name }; next after { $by }  { $arrow }
wajh-alnahs-footer-next = Next: { $order }  { $arrow }
wajh-alnahs-pile-title = Pile: { $count ->
    [one] { $count } card
   *[other] { $count } cards
} · draw pile { $draw } · out { $out }
wajh-alnahs-preview-burns = It burns: the whole pile leaves the game.
wajh-alnahs-preview-again = Then you play again.
wajh-alnahs-preview-after = {"After: "}
wajh-alnahs-pile-empty = The pile is empty.
wajh-alnahs-pile-value = {"Pile "}
wajh-alnahs-value-limit = 5 or less, or a wild card
wajh-alnahs-value-empty = empty
wajh-alnahs-value-any = any card goes
wajh-alnahs-value = value { $value }
wajh-alnahs-value-higher = lay { $value } or higher

## The cards below: whose they are, what to do

wajh-alnahs-hand = { $name }'s hand: { $cards }, { $kinds ->
    [one] 1 kind
   *[other] { $kinds } kinds
}
wajh-alnahs-label-swap = { $name }'s hand (1–3) and face-up cards (4–6): mark cards to swap
wajh-alnahs-label-face-down = { $name }'s face-down cards: nobody has seen them, { $name } neither
wajh-alnahs-label-face-up = { $name }'s face-up cards (hand and draw pile are empty)
wajh-alnahs-label-hand-empty = { $name }'s hand is empty
wajh-alnahs-label-covered = { $name }'s new cards stay covered until { $name }'s turn · { $playing } to play
wajh-alnahs-label-their-face-up = { $name }'s face-up cards
wajh-alnahs-label-their-face-down = { $name }'s face-down cards
wajh-alnahs-label-no-cards = { $name } has no cards left
wajh-alnahs-label-waiting = { $whose } · { $playing } to play
wajh-alnahs-more-left = ◀ { $count } more
wajh-alnahs-more-right = { $count } more ▶
wajh-alnahs-info-face-down = Face-down card { $number }: unseen. Laid if it fits, else picked up with the pile.
wajh-alnahs-info-pick-up = Nothing in hand fits the pile: it must be picked up.

## The prompt row

wajh-alnahs-ask-swap = Swap before play:
wajh-alnahs-answer-keep = keep the cards as dealt (k)
wajh-alnahs-ask-count = How many { $card }s?
wajh-alnahs-ask-pick-up = Nothing fits the pile:
wajh-alnahs-answer-pick-it-up = pick it up, { $cards } (p)
wajh-alnahs-ask-name = Carry-it! Who carries the pile ({ $count })?
wajh-alnahs-answer-name = { $number } { $name }
wajh-alnahs-answer-name-out = { $number } { $name } (out)
wajh-alnahs-ask-answer = { $name } named you:
wajh-alnahs-answer-pick-up = pick up the pile, { $cards } (p)
wajh-alnahs-answer-carry-it = answer with your Carry-it
wajh-alnahs-answer-deal = deal stage { $stage } (Enter)

## The message line

wajh-alnahs-hint-stage-over = Stage { $stage } is over: { $name } is the Wajh al-Nahs. Enter deals stage { $next }.
wajh-alnahs-hint-session-over = The session is over.
wajh-alnahs-do-keep = { $name } keeps the cards as dealt
wajh-alnahs-do-swap = { $name }: { $give } face up, { $take } into the hand
wajh-alnahs-do-lay = { $name } lays { $cards }
wajh-alnahs-do-face-down = { $name } turns over face-down card { $number }
wajh-alnahs-do-pick-up = { $name }: p (or Enter) picks up the pile, { $cards }. Esc: not yet.
wajh-alnahs-do-name = { $name } names { $named } to carry the pile
wajh-alnahs-do-confirm = { $what }: Enter to confirm, Esc to take it back.
wajh-alnahs-hint-swap = { $name }: mark cards to swap, as many of each row, or k to keep them.
wajh-alnahs-hint-face-up = { $name } plays a face-up card: 1–9, ←→ and Enter, or click it.
wajh-alnahs-hint-opening = No hand holds a number card: { $name } lays any one card (1–9, or click it).
wajh-alnahs-hint-cards = { $name } to play: pick a card (1–9, ←→ and Enter, or click it).
wajh-alnahs-hint-count = How many { $card }s? ←→, then Enter to lay them; Esc: another card.
wajh-alnahs-hint-face-down = { $name }: pick a face-down card, unseen (1–3, or click it).
wajh-alnahs-hint-pick-up = { $name }: nothing fits. p picks up the pile.
wajh-alnahs-hint-name = Who must pick up the pile? A player's number, ←→ and Enter, or click a name.
wajh-alnahs-hint-answer = { $name }: p picks up the pile; or answer with your own Carry-it.

## Refusals

wajh-alnahs-refuse-keep = Keeping the cards as dealt is for the swap before play.
wajh-alnahs-refuse-name-self = A player may not name themself.
wajh-alnahs-refuse-pick-up-face-down = Pick a face-down card first: only one that does not fit is taken with the pile.
wajh-alnahs-refuse-pick-up-playable = A card can be played, so the pile may not be picked up.
wajh-alnahs-refuse-pick-up-none = There is no pile to pick up now.
wajh-alnahs-refuse-name = Player { $number } cannot be named.
wajh-alnahs-refuse-no-card = There is no card { $number } here.
wajh-alnahs-why-not-now = The { $card } cannot be laid now.
wajh-alnahs-why-limit = 5 or less!: the { $card } does not go now; lay a card of 5 or less, or a wild card.
wajh-alnahs-why-lower = The { $value } is lower than the pile's value { $pile }.
wajh-alnahs-why-special = The { $card } goes only on a pile value lower than { $below }; the pile's value is { $pile }.

## The log

wajh-alnahs-log-dealt = Stage { $stage }: 3 cards face down, 3 face up and 3 in hand each
wajh-alnahs-log-keeps = { $name } keeps the cards as dealt
wajh-alnahs-log-swaps = { $name } swaps: puts { $give } face up, takes { $take } into the hand
wajh-alnahs-log-opens = { $name } holds the lowest card and opens with { $card }
wajh-alnahs-log-lays = { $name } lays { $cards }
wajh-alnahs-log-lays-face-up = { $name } lays { $cards } from the face-up cards
wajh-alnahs-log-turns-fits = { $name } turns over a face-down card, { $card }, and lays it
wajh-alnahs-log-turns-misfit = { $name } turns over a face-down card: { $card }, which does not fit
wajh-alnahs-log-four-burns = four of a kind burns the pile ({ $out } out of the game)
wajh-alnahs-log-burns = it burns the pile ({ $out } out of the game)
wajh-alnahs-log-brought-up = { $card } comes up from the bottom
wajh-alnahs-log-skipped = { $names } skipped
wajh-alnahs-log-reversed = play turns the other way
wajh-alnahs-log-plays-again = { $name } plays again
wajh-alnahs-log-picks-up-nothing = { $name } picks up nothing: the pile is empty
wajh-alnahs-log-taken-with-pile = taken into the hand with the pile ({ $cards })
wajh-alnahs-log-picks-up = { $name } picks up the pile ({ $cards })
wajh-alnahs-log-named = { $by }: "Carry it, { $name }!" (شيل يا نحس)
wajh-alnahs-log-out = { $name } is out of cards ({ $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
})
wajh-alnahs-log-rejoined = { $name } is back in the stage
wajh-alnahs-log-stage-over = Stage { $stage } is over: { $name } is the Wajh al-Nahs (وجه النحس)
wajh-alnahs-log-stage-over-stalemate = Stage { $stage } is over: { $name } is the Wajh al-Nahs (وجه النحس) at the 40th pick-up without progress, holding the most cards
wajh-alnahs-log-stage-over-last-out = Stage { $stage } is over: { $name } is the Wajh al-Nahs (وجه النحس), the last to run out
wajh-alnahs-log-session-over = Session over: { $winners } { $count ->
    [one] wins
   *[other] win
} with the fewest marks; { $wajh } { $losers ->
    [one] is
   *[other] are
} the Wajh al-Nahs of the session

## Between stages, the results, the shelf of saved games

wajh-alnahs-stage-over-title = Stage { $stage } is over
wajh-alnahs-ceremony-is = { $count ->
    [one] is the Wajh al-Nahs (وجه النحس)
   *[other] are the Wajh al-Nahs (وجه النحس)
}
wajh-alnahs-ceremony-of-stage = of stage { $stage }.
wajh-alnahs-ceremony-session = { $count ->
    [one] is the Wajh al-Nahs (وجه النحس) of the session.
   *[other] are the Wajh al-Nahs (وجه النحس) of the session.
}
wajh-alnahs-ceremony-stalemate = At the 40th pick-up without progress, holding the most cards ({ $count }).
wajh-alnahs-ceremony-last-out = The last to run out when a Carry-it chain left nobody holding cards.
wajh-alnahs-ceremony-left = Left holding { $cards }.
wajh-alnahs-ceremony-out = Out of cards, in order: { $names }.
wajh-alnahs-session-title = The session
wajh-alnahs-headline-level = Everyone has { $marks ->
    [one] 1 mark
   *[other] { $marks } marks
}: nobody is the Wajh al-Nahs of the session
wajh-alnahs-headline = { $wajh } { $count ->
    [one] is
   *[other] are
} the Wajh al-Nahs of the session ({ $marks ->
    [one] 1 mark
   *[other] { $marks } marks
}); { $winners } { $wins ->
    [one] wins
   *[other] win
} with { $least }
wajh-alnahs-details = Scores are marks: one for each stage's Wajh al-Nahs; fewer is better.
wajh-alnahs-details-stage = Stage { $stage }: { $name } is the Wajh al-Nahs
wajh-alnahs-details-stalemate = Stage { $stage }: { $name } is the Wajh al-Nahs (the most cards at the 40th pick-up without progress)
wajh-alnahs-details-last-out = Stage { $stage }: { $name } is the Wajh al-Nahs (the last to run out)
wajh-alnahs-details-out = {"; "}out in order: { $names }
wajh-alnahs-progress = stage { $stage } of { $of }
wajh-alnahs-progress-lead = stage { $stage } of { $of }, { $names } { $count ->
    [one] leads
   *[other] lead
} with { $marks ->
    [0] no mark
    [one] 1 mark
   *[other] { $marks } marks
}
wajh-alnahs-progress-level = stage { $stage } of { $of }, level at { $marks ->
    [0] no mark
    [one] 1 mark
   *[other] { $marks } marks
}

## The hint's why: what the computer's choice does (wajh_alnahs::bot::Said).
# $card, $first, $second: a card's name in words; $pile the cards in the
# pile; $cards a count of cards (wajh-alnahs-cards-count); $shed a
# wajh-alnahs-why-sheds-* sentence; $give, $take lists of cards' names.
wajh-alnahs-why-passes = passes the pile ({ $pile }) on with your Carry-it
wajh-alnahs-why-plays-carry-it = plays your Carry-it: someone else carries the pile ({ $pile })
wajh-alnahs-why-burns = burns the pile ({ $pile }), and you play again
wajh-alnahs-why-four-of-a-kind = four of a kind: burns the pile ({ $pile }), and you play again
wajh-alnahs-why-sheds-only = sheds your only { $card }
wajh-alnahs-why-sheds-both = sheds both your { $card }s
wajh-alnahs-why-sheds-all = sheds all { $count } of your { $card }s
wajh-alnahs-why-sheds-one-of = sheds one of your { $held } { $card }s
wajh-alnahs-why-sheds-some-of = sheds { $count } of your { $held } { $card }s
wajh-alnahs-why-then-does = { $shed }: { $does }
wajh-alnahs-why-then-keeps-one = { $shed }, keeps the { $card } for later
wajh-alnahs-why-then-keeps-two = { $shed }, keeps the { $first } and the { $second } for later
wajh-alnahs-why-does-zero = the pile's value becomes 0: the next player may play any card
wajh-alnahs-why-does-five-or-less = the next player must play a card of 5 or less
wajh-alnahs-why-does-skip = the next player loses their turn
wajh-alnahs-why-does-reverse = the direction of play reverses
wajh-alnahs-why-does-burn = the whole pile leaves the game; the same player plays again
wajh-alnahs-why-does-transparent = the pile keeps the value of the card under it
wajh-alnahs-why-does-under-over = the bottom card of the pile is moved to the top
wajh-alnahs-why-does-carry-it = the player names anyone to pick up the pile
wajh-alnahs-why-names = makes player { $player } carry the pile ({ $pile }); they hold { $cards }
wajh-alnahs-why-picks-up-keeping = picks up the pile ({ $pile }), keeping your Carry-it
wajh-alnahs-why-picks-up = nothing fits: picks up the pile ({ $pile })
wajh-alnahs-why-face-down = turns a face-down card over, unseen
wajh-alnahs-why-keeps-dealt = keeps the cards as dealt
wajh-alnahs-why-swaps = puts { $give } face up for later, takes { $take } into your hand

## The typed line: text that reads as no turn (wajh_alnahs::notation::Unread).
# $text is a word as typed; the notation's own words stay as they are typed.
wajh-alnahs-unread-empty = Nothing written: write the cards to lay, e.g. 7 7, or pick up.
wajh-alnahs-unread-not-a-seed = { $text } is not a seed: a seed is a whole number.
wajh-alnahs-unread-deal-one-seed = deal takes one seed: deal 42.
wajh-alnahs-unread-keep-alone = keep stands alone.
wajh-alnahs-unread-pick-up = Write pick up.
wajh-alnahs-unread-not-a-position = { $text } is not a face-down card's number (1–{ $most }).
wajh-alnahs-unread-not-a-player = { $text } is not a player's number (1–{ $most }).
wajh-alnahs-unread-face-down-which = Write which face-down card, counted from the left: face-down 1.
wajh-alnahs-unread-name-which = Write the player to name: name 2.
wajh-alnahs-unread-not-a-card = { $text } is not a card or a word of a turn (pick up, face-down, swap, keep, carry-it 2).
wajh-alnahs-unread-one-kind = Cards laid together are all of one kind, not { $first } and { $second }.
wajh-alnahs-unread-too-many = Too many cards.
wajh-alnahs-unread-swap-for = Write the hand cards, for, then the face-up cards: swap 9 for 3.
wajh-alnahs-unread-swap-counts = A swap gives as many hand cards as it takes face-up cards ({ $give } for { $take }).
wajh-alnahs-unread-swap-three = A swap exchanges at most three cards.
wajh-alnahs-unread-swap-not-a-card = { $text } is not a card (1–13, zero, five-or-less, skip, reverse, burn, transparent, under-over, carry-it).
