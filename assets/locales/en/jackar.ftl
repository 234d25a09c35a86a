# jackar: the game's own words (en). Ids start with "jackar-".
# The sheet's terms: marble, home, graveyard, base, match leader, kill, swap.

## The shelf and setup (read from the game's description)

jackar-title = Jackar (جاكار)
jackar-summary = Marbles race round the board by cards; four or six play in teams.
jackar-seat-1 = Player 1
jackar-seat-2 = Player 2
jackar-seat-3 = Player 3
jackar-seat-4 = Player 4
jackar-seat-5 = Player 5
jackar-seat-6 = Player 6
jackar-option-passing = Passing others
jackar-option-passing-help = How many marbles of other colours a move may pass over.
jackar-option-passing-one = Pass at most one
jackar-option-passing-block = Two side by side block
jackar-option-passing-free = Pass any number

# The setup screen's line on teams.
jackar-setup-one-against-one = One against one
# $pairs: the seats' numbers, "1 + 3, 2 + 4".
jackar-setup-teams = Teams: players { $pairs }
# $pairs: the names typed, "Amal + Dov, Sami + Lea".
jackar-setup-partners = Partners sit opposite: { $pairs }
jackar-player = Player { $number }

## The hint on the message line

jackar-won-one = { $name } won.
jackar-won-two = { $first } and { $second } won.
jackar-hint-throw = { $name }: no card can be played. Press t (or Enter) to throw the hand.
jackar-hint-discard = Discard the { $card }? Enter to discard, Esc to choose another.
# $play: the play in notation ("9 a").
jackar-hint-plays = { $name } plays { $play }: Enter to confirm, Esc to take it back.
# $owners: whose marbles of other colours it touches ("Sami's c").
jackar-hint-plays-owners = { $name } plays { $play } ({ $owners }): Enter to confirm, Esc to take it back.
jackar-hint-stopped = { $name }, a 10 stops you: pick a card to discard (1–9 or ←→ and Enter, or click it).
jackar-hint-pick-card = { $name } to play: pick a card (1–9, or ←→ and Enter, or click it).
jackar-hint-pick-card-partner = { $name } to play (with { $partner }'s marbles): pick a card (1–9, or ←→ and Enter, or click it).
jackar-hint-effect = Which effect? ←→ and Enter, or click it; Esc: another card.
jackar-hint-enter-plays = Enter plays { $play }; Tab/←→ another marble; Esc: back.
jackar-hint-enter-plays-owners = Enter plays { $play } ({ $owners }); Tab/←→ another marble; Esc: back.
jackar-hint-pick-marble = Pick a marble: Tab/←→ and Enter, or click it; Esc: back.
jackar-hint-steps = How many steps for the first marble? 1–6 or ←→ and Enter; Esc: back.
# $marbles: the marbles the play would kill ("Sami's c").
jackar-hint-kills = Kills { $marbles }.
# Another player's marble, by its letter: "Sami's c".
jackar-owned-marble = { $name }'s { $letter }
# A list, two items at a time: "Sami's c, Dov's a", "A, 4, 9".
jackar-list = { $first }, { $second }

## The prompt beside the hand

jackar-hand-waiting = { $holder }'s hand · { $name } to play
jackar-hand-empty = No cards.
jackar-prompt-stopped = Stopped by a 10:
jackar-prompt-stopped-pick = Stopped by a 10: pick a card to discard
jackar-prompt-discard = discard the { $card }
jackar-prompt-cannot-play = No card can be played:
jackar-prompt-throw = throw the hand
jackar-prompt-marble = { $card }, marble:
jackar-prompt-effect-marble = { $card } { $effect }, marble:
jackar-prompt-split-first = { $card } split, first marble:
jackar-prompt-swap-mine = { $card }, your marble:
jackar-prompt-split-moves = { $card } split, { $marble } moves:
jackar-prompt-split-then = { $card } split, { $marble } { $steps }, then { $rest }:
jackar-prompt-swap-with = { $card }, swap { $marble } with:

# A card's effects, as the prompt offers them.
jackar-effect-out = out
jackar-effect-move = move { $steps }
jackar-effect-back = back { $steps }
jackar-effect-whole = whole 7
jackar-effect-split = split
jackar-effect-stop = stop
jackar-effect-swap = swap

## Refusals on the message line

jackar-warn-steps = The first part cannot be { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} here.
jackar-warn-must-throw = No card can be played: press t or Enter to throw the hand.
jackar-warn-no-card = There is no card { $number } in the hand.
jackar-warn-not-marked = That is not one of the marbles marked.
jackar-warn-card-first = Pick a card first, then its marble.
jackar-warn-discard-one = A stopped player discards one card: pick it.
jackar-warn-cannot-throw = A card can be played, so the hand cannot be thrown.
jackar-warn-effect = The { $card } cannot be played as "{ $effect }" now.
jackar-warn-card = The { $card } cannot be played now.

## The typed-notation line (seated::Notation's examples and refusal, as
## message ids once the table's typed line reads them)

jackar-typed-does = type a play (7 a3 b4)
jackar-typed-examples = Enter plays it, Esc closes (e.g. 8 a, 7 a3 b4, J a 2c)
jackar-typed-not-legal = { $notation } is not a legal play now.

## The game's keys in the key bar and help (keys::Binding's words, as
## message ids once the shell's bindings read them)

jackar-key-pick-card = pick a card
jackar-key-throw = throw the hand (no play)
jackar-click = a card, a choice, a marble

## The board's centre and the table box

jackar-centre-played = played by
jackar-centre-thrown = thrown by
jackar-centre-discarded = discarded by
jackar-centre-thrown-count = { $name } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
})
jackar-centre-stopped = { $name } (stopped)
jackar-centre-last-card = last card
jackar-centre-to-deal = { $count } to deal
jackar-centre-set-aside = { $count } set aside
jackar-table-title = Series { $series } · deal { $deal } of { $deals }
jackar-table-title-short = Deal { $deal }/{ $deals }
jackar-table-leader = Leader
jackar-table-cards = cards
jackar-table-base = base
# A team's line: its names ("Amal + Dov") and its marbles in base.
jackar-table-team = { $names }: { $home }/{ $total } in base
# The same, when the panel is narrow.
jackar-table-team-short = { $names }: { $home }/{ $total }

## The log

jackar-log-title = Log

jackar-log-marble = marble { $letter }
jackar-log-their-marble = { $name }'s marble { $letter }
jackar-log-forward = { $marble } forward { $steps }
jackar-log-back = { $marble } back { $steps }
# $draws: each player's name and card, "Amal 9, Sami A".
jackar-log-opening = Opening draw (an A counts 1): { $draws }
jackar-log-opening-again = A tie for the highest: drawn again: { $draws }
jackar-log-leads-first = { $name } draws highest and leads
jackar-log-leads-next = Series over: { $name } leads the next
jackar-log-set-aside = { $count ->
    [one] { $count } card
   *[other] { $count } cards
} set aside unseen
jackar-log-deals = { $name } deals { $each } each ({ $deal ->
    [1] first
    [2] second
    [3] third
    [4] fourth
   *[other] fifth
} deal of { $deals })
jackar-log-stopped = { $name } is stopped and discards a card
jackar-log-discards = { $name } discards { $card }
jackar-log-throws = { $name } cannot play: throws { $cards }
jackar-log-finished = { $name } has all four in base
jackar-log-finished-partner = { $name } has all four in base and plays { $partner }'s now
jackar-log-wins-one = { $name } wins!
jackar-log-wins-two = { $first } and { $second } win!
jackar-log-for = { $name } (for { $partner })
jackar-log-plays = { $who } plays { $card }: { $what }
jackar-log-out = { $marble } out
jackar-log-a-marble-out = a marble out
jackar-log-split = { $first }, { $second }
jackar-log-stops = stops { $name }
jackar-log-a-stop = a stop
jackar-log-swaps = swaps { $mine } with { $theirs }
# Added after a play: what else happened.
jackar-log-kills = , kills { $marble }
jackar-log-enters = , { $marble } enters the base

## Results and the shelf of saved games

jackar-headline-none = The match is not over
jackar-headline-one = { $name } wins: all four marbles in base
jackar-headline-team = Team { $names } wins: all eight marbles in base
jackar-details-scores = Scores are marbles in base.
jackar-details-cards = { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} played over { $series ->
    [one] { $series } series
   *[other] { $series } series
} of deals.
jackar-details-team = { $names }: { $home } of { $total } in base
# $bases: the marbles in base, team by team, "2–1".
jackar-progress = series { $series }, deal { $deal } of { $deals } · { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} used · in base { $bases }
jackar-progress-lead-one = { $progress }, { $name } leads
jackar-progress-lead-two = { $progress }, { $first } and { $second } lead

## The hint's why (the rules crate's typed reasons, jackar::bot::Deed)

jackar-why-yours = your marble { $letter }
jackar-why-partners = your partner's marble { $letter }
jackar-why-players = player { $number }'s marble { $letter }
jackar-why-wins = wins the match
jackar-why-last-home = brings your last marble home
jackar-why-kills-own = kills { $marble } (your own)
jackar-why-kills = kills { $marble }
jackar-why-into-base = brings a marble into the base
jackar-why-out = brings a marble out
jackar-why-swaps = swaps places with { $marble }
jackar-why-stops = stops player { $number }: they discard a card
jackar-why-discards = discards the { $card }
jackar-why-throws = no card can be played: the hand is thrown
jackar-why-back = moves { $marble } 4 steps back
jackar-why-moves = moves { $marble } { $steps ->
    [one] 1 step
   *[other] { $steps } steps
}
jackar-why-splits = splits the 7: { $first } { $first_steps } and { $second } { $second_steps }
jackar-why-plays-on = plays on
jackar-why-keeps = keeps the { $card } to bring a marble out
jackar-why-and = { $first }, { $rest }

## The typed line's refusals of text that does not read (jackar::notation::Unread)

jackar-unread-empty = empty: write a card and what it does, e.g. "8 a", or "throw"
jackar-unread-not-a-seed = "{ $text }" is not a seed (a whole number below 2^64)
jackar-unread-one-seed = { $text } takes one seed, e.g. "{ $text } 42"
jackar-unread-throw-alone = "throw" stands alone
jackar-unread-discard-which = write the card to discard, e.g. "discard 7"
jackar-unread-not-a-card-to-discard = "{ $text }" is not a card (A, 2–10, J, Q, K)
jackar-unread-not-a-card = "{ $text }" is neither a card (A, 2–10, J, Q, K) nor throw, discard, draw or deal
jackar-unread-what-does = what does the { $card } do? e.g. "{ $card } a"
jackar-unread-only-out = only an A or a K brings a marble out, not a { $card }
jackar-unread-only-stop = only a 10 stops, not a { $card }
jackar-unread-jack-no-steps = the Jack swaps two marbles and moves no steps: "J a<->2c"
jackar-unread-jack-two = the Jack swaps two marbles: "J a<->2c"
jackar-unread-split-steps = each part of a split 7 gives its steps: "7 a3 b4"
jackar-unread-ace-steps = the A moves 1 or 11: write "A { $text }1" or "A { $text }11"
jackar-unread-moves-none = the { $card } moves no marble
jackar-unread-too-much = too much after the { $card }: one marble, e.g. "{ $card } a"
jackar-unread-not-a-marble = "{ $text }" is not a marble: a letter a–d, after a player number 1–6 if needed
jackar-unread-needs-player = marble "{ $text }" needs its player number here, e.g. "1{ $letter }"
jackar-unread-not-steps = "{ $text }" is not a number of steps
jackar-unread-after-marble = "{ $text }" after the marble is not a number of steps
