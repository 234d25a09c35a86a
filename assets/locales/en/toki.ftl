# toki: the game's own words (en). Ids start with "toki-".
# Cards come as $card: a number, or "toki" (each message says it as the language does).

## The game, its seats (setup, picker)

toki-title = Toki Toki (توكي توكي)
toki-summary = Make pairs in columns of a face-down box; the Toki copies.
toki-seat-1 = Player 1
toki-seat-2 = Player 2
toki-seat-3 = Player 3
toki-seat-4 = Player 4
toki-seat-5 = Player 5
toki-seat-6 = Player 6

## Cards and words used inside other messages

toki-card = { $card ->
    [toki] a Toki
   *[other] { $card }
}
toki-the-card = { $card ->
    [toki] the Toki
   *[other] the { $card }
}
toki-face-down-card = { $card ->
    [toki] a face-down Toki
   *[other] a face-down { $card }
}
toki-from-bank = the bank
toki-from-discard = the discard pile
# A bonus group: "four of 12s −10" ($group: four, six or eight).
toki-bonus = { $group ->
    [four] four
    [six] six
   *[eight] eight
} of { $value }s { $points }
toki-and = { $first } and { $second }
toki-list-comma = {", "}
toki-list-semicolon = {"; "}
# A box's pairs, in its score explained: "no pair", "a pair of 7", "pairs of 7, 12".
toki-pairs-of = { $count ->
    [0] no pair
    [one] a pair of { $values }
   *[other] pairs of { $values }
}
toki-points = {"="} { $points }
toki-points-change = { $before }→{ $after }

## The keys (key bar and help)

toki-key-cell = a card of the box
toki-key-rule = rule a, b, c or d
toki-key-next = next / previous
toki-key-flip = the card above or below
toki-key-all-help = at a round's end: turn up every hidden card
toki-key-choose = choose
toki-key-back = step back
toki-key-results = the results
toki-key-next-round = deal the next round
toki-key-turn-up = turn up the next card
toki-key-all = all of them
toki-key-deal = deal
toki-click = a pile, a card of the box, an answer; again to confirm
toki-notation-does = type a choice (open 1 6, take bank, a3)
toki-notation-examples = Enter chooses it, Esc closes (e.g. open 1 6, take bank, a3, c keep)
toki-typed-not-legal = { $notation } is not a legal choice now.

## The prompt row

toki-rule-a = a face-up card
toki-rule-b = b face-down card
toki-rule-c = c discard, turn up
toki-rule-d = d flying Toki
toki-answer-chance = let chance decide
toki-answer-bank = the bank's top card
toki-answer-discard = the discard pile
toki-answer-discard-card = the discard pile's { $card ->
    [toki] Toki
   *[other] { $card }
}
toki-answer-turn-up = turn it up
toki-answer-keep = keep it hidden
toki-ask-deal = Round { $round } is next: Enter deals.
toki-ask-open = { $name }: turn up two cards of your box (1–8).
toki-ask-open-second = { $name }: card { $cell }, and which other?
toki-ask-starter = A tie at { $sum }: who starts?
toki-ask-take = { $name } takes
toki-ask-rule = { $card }:
toki-ask-last-card = Your last hidden card:
toki-recap-last = Round { $round } is over, and the game. Enter: the results.
toki-recap-done = Round { $round } is over. Enter: deal round { $next }.
toki-recap-replay = Round { $round } is over.
toki-recap-replay-last = Round { $round } is over, and the game.
toki-recap-turning = Round { $round } is over. Enter: turn up the next card ({ $count } left) · s: all

## The message line: what a choice does, what to do now

toki-do-open = Turn up cards { $first } and { $second }.
toki-do-starts = { $name } starts.
toki-do-take-bank = Take the bank's top card.
toki-do-take-discard = Take { $card } from the discard pile (it must then be placed).
toki-do-a = Card { $cell }: { $card } replaces { $old }, which goes to the discard pile.
toki-do-b = Card { $cell }: { $card } replaces the face-down card, discarded unseen.
toki-do-c = Discard { $card } and turn card { $cell } up.
toki-do-keep = Discard { $card } and keep your last card hidden.
toki-do-d = Card { $toki }'s Toki flies onto card { $to } (discarded unseen); { $card } takes its place.
toki-hint-scores = The scores of each round are in the table; the lowest total after five wins.
toki-hint-open = A card by its number, or ←→ and Enter, or a click. Nobody knows these cards yet.
toki-hint-starter = The sheet says: the one whose birthday is nearest. ←→ and Enter, or a click.
toki-hint-take = ←→ and Enter, or click the bank or the discard pile.
toki-hint-rule = a, b, c or d for { $card }; or a card of your box (a face-up one: a; face down: b).
toki-hint-a = a: which face-up card does { $card } replace? 1–8, ←→ Enter, or a click.
toki-hint-b = b: which face-down card does { $card } replace? It is discarded unseen.
toki-hint-c = c: { $card } is discarded; which face-down card is turned up?
toki-hint-d = d: where does the Toki land? On a face-down card, which is discarded unseen.
toki-hint-last-card = You may keep your last card hidden and discard the card taken.
toki-hint-toki = d: which Toki flies? { $card ->
    [toki] The Toki
   *[other] The { $card }
} takes its place.
toki-recap-keys = Round { $round } is over: Enter turns up the next card, s all of them.

## Refusals

toki-refuse-nothing = Nothing to choose here.
toki-refuse-c = A card taken from the discard pile must be placed: a, b or d.
toki-refuse-d-nowhere = No d: with no face-down card the Toki has nowhere to land.
toki-refuse-d-no-toki = No d: no face-up Toki of yours copies { $card }.
toki-refuse-b = No b: every card of your box is face up.
toki-refuse-pile = That pile is empty.
toki-refuse-not-now = That cannot be chosen now.
toki-refuse-take-first = First take a card: the bank's or the discard pile's.
toki-refuse-open-first = First everyone turns up two cards of their box.
toki-refuse-rules-later = The rules a–d are for the card taken in a turn.
toki-refuse-open-up = Card { $cell } is face up already: turn up a face-down card.
toki-refuse-cell = Card { $cell } cannot take { $card }.
toki-refuse-a-down = a replaces a face-up card; card { $cell } is face down (that is b).
toki-refuse-b-up = b replaces a face-down card; card { $cell } is face up (that is a).
toki-refuse-c-up = c turns up a face-down card; card { $cell } is face up.
toki-refuse-d-up = The Toki lands only on a face-down card; card { $cell } is face up.
toki-refuse-cell-any = Card { $cell } cannot be chosen.
toki-refuse-last-card = Your last hidden card: turn it up, or keep it hidden.
toki-refuse-not-flyer = Card { $cell } is not a Toki that may fly.
toki-refuse-starter-first = First: who starts?
toki-refuse-other-box = That is { $name }'s box.

## The board and the panel

toki-round-of = Round { $round } of { $of }
toki-game-over = The game is over
toki-bank-out = bank out { $times }× of 2
toki-news-all-up = { $name } is all face up: last turns
toki-news-tie = A tie for the highest sum
toki-pile-bank = Bank
toki-pile-discard = Pile
toki-pile-taken = Taken
toki-taken-from-bank = bank
toki-taken-from-discard = discard
toki-box-all-up = all face up: last turns
toki-column-pair = pair
toki-table-round = Round
toki-table-total = Total
toki-round-title = Round { $round }
toki-recap-why = The round is over: { $why }.
toki-recap-turned = Turned up: { $shown } of { $count }.
toki-end-last-turns = a box is all face up and everyone has had a last turn
toki-end-bank-twice = the bank ran out a second time
toki-end-turn-limit = everyone has played { $count } turns this round

## The log

toki-log-dealt = Round { $round }: the cards are dealt; { $card } starts the discard pile.
toki-log-opened = { $name } turns up { $first } and { $second }: { $sum }.
toki-log-tied = { $names } tie at { $sum }: the table decides who starts.
toki-log-starts-tied = { $name } starts, chosen among the tied.
toki-log-starts = { $name } starts with the highest sum, { $sum }.
toki-log-takes = takes { $card } from { $pile }
toki-log-plays-taken = plays the card taken
toki-log-replaced = { $name } { $took } for card { $cell }, replacing { $old }.
toki-log-discarded-turned = { $name } { $took } and discards it; card { $cell } is turned up: { $card }.
toki-log-discarded-kept = { $name } { $took } and discards it, keeping the last card hidden.
toki-log-flew = { $name } { $took } for the Toki at card { $toki }; the Toki flies to card { $to }, replacing { $old }, which is discarded.
toki-log-box-up = { $name }'s box is all face up: everyone else plays one more turn.
toki-log-bank-out = The bank has run out.
toki-log-bank-out-twice = The bank has run out a second time: the round ends after this turn.
toki-log-reshuffled = The discard pile but its top card is shuffled: a new bank of { $count }.
toki-log-round-over = Round { $round } is over: { $why }.
toki-log-scores = { $name } scores { $points }: { $why }.
toki-log-scores-turned = { $name } scores { $points } (turned up: { $turned }): { $why }.
toki-log-game-over = { $count ->
    [one] { $names } wins with the lowest total, { $best }.
   *[other] { $names } share the win with { $best }.
}

## The results and the shelf of saved games

toki-not-over = The game is not over
toki-headline = { $count ->
    [one] { $names } wins with the lowest total, { $best }
   *[other] { $names } share the win with { $best }
}
toki-details = Lowest total wins. By round:
toki-details-round = Round { $round }: { $scores }
toki-details-score = { $name } { $points }
toki-progress = round { $round } of { $of } · move { $moves }
toki-progress-lead = round { $round } of { $of }, { $count ->
    [one] { $names } leads
   *[other] { $names } lead
} with { $best } · move { $moves }
toki-progress-level = round { $round } of { $of }, level at { $best } · move { $moves }

## The typed line: text that reads as no action.
toki-unread-empty = Nothing to read: try take bank, a3, b6, c6, c keep or d2>6.
toki-unread-seed = The seed must be a whole number.
toki-unread-one-seed = { $word } takes one seed: { $word } 42.
toki-unread-starter = The player who starts is a number 1 to 6.
toki-unread-starts-one = starts takes the player's number: starts 2.
toki-unread-same-cell = The two cards turned up are two different cards: open 1 6.
toki-unread-open-two = open takes two cards 1 to 8: open 1 6.
toki-unread-take = take bank, or take discard.
toki-unread-not-an-action = Not a choice: take bank or take discard, then a, b, c or d with a card's number (a3, c keep, d2>6).
toki-unread-one-cell = { $letter } takes one card's number, 1 to 8: { $letter }3.
toki-unread-toki-cells = d takes the Toki's number and where it lands: d2>6.
toki-unread-cell = A card's number is 1 to 8 (top row 1–4, bottom row 5–8).

## The hint's why: what the computer's choice does (toki::bot::Said).
# $card is a card with its article (toki-the-card); $old and $pair a card as
# the messages take it (a number, or "toki"); $cell a card of the box, 1–8;
# $saves, $would and $points are toki-why-points.
toki-why-points = about { $points } points
toki-why-opens-two-columns = turns up cards of two columns: two chances to pair
toki-why-opens = turns up your cards { $first } and { $second }
toki-why-takes-discard = takes { $card } from the discard pile: it saves { $saves } in your box
toki-why-takes-discard-nothing = takes { $card } from the discard pile, though it saves nothing in your box
toki-why-takes-bank = takes the bank's top card: it may save { $saves }, { $card } on the discard pile { $would }
toki-why-takes-bank-over-nothing = takes the bank's top card: it may save { $saves }, { $card } on the discard pile nothing
toki-why-takes-bank-empty = takes the bank's top card: the discard pile is empty
toki-why-toki-pairs = the Toki pairs your column { $column }
toki-why-pairs = pairs your { $pair }s
toki-why-replaces = { $card } replaces your { $old ->
    [toki] Toki
   *[other] { $old }
}
toki-why-goes-on = { $card } goes on your card { $cell }
toki-why-replaces-hidden = { $card } replaces your hidden card { $cell }
toki-why-discards-turns-up = discards { $card } and turns up your card { $cell }
toki-why-discards-keeps = discards { $card } and keeps your last card hidden
toki-why-flies = the Toki flies to your card { $cell }: two pairs
toki-why-saving = { $what }, saving { $points }
toki-why-ends = { $what }; your box is all face up: the round ends with it at { $points }
