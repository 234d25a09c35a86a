#!/usr/bin/env python3
"""Writes ../../tests/pubeval/gnubg.txt: GNU Backgammon's pubeval (the
`gnubg-nn` Python package's `pub_eval_score` and `pub_best_move`) on a sample
of positions, for the Rust test `tests/pubeval.rs` to compare ours against.

Positions: those of ../perft/positions.txt, and positions met in seeded random
games (random.Random(SEED), every third turn), so openings, middle games,
races and bear-offs all appear. For each position and a roll drawn with it:

    P <position id> <d1> <d2> <best id>
    M <after id> <score>           (one line per legal play)

where <position id> is the position with the side on roll as GNU Backgammon
writes it (its second side), <best id> the position `pub_best_move` plays to,
and each M line one distinct position the roll can reach
(`gnubg_nn.moves`) with its `pub_eval_score` for the side that moved.
`pub_eval_score(board)` scores `board[0]` (the side not on roll in GNU
Backgammon's layout), judging contact or race from that board itself, so it is
given the position with its sides swapped. Position IDs of positions after a move keep the same sides (the
mover still second), as `gnubg_nn.moves` gives them.

The output is committed, so neither CI nor the Rust tests need Python.

Usage: python3 fixture.py   (needs `pip install gnubg-nn==1.1.0a11`)
"""

import pathlib
import random

import gnubg_nn as g

HERE = pathlib.Path(__file__).resolve().parent
PERFT = HERE.parent / "perft" / "positions.txt"
OUT = HERE.parent.parent / "tests" / "pubeval" / "gnubg.txt"
SEED = 12
RANDOM_GAMES = 5


def apply_steps(board, steps):
    """The position after the 0-based (from, to) steps of pub_best_move, the
    mover being the second side; to -1 is off, from 24 the bar."""
    opp, me = list(board[0]), list(board[1])
    for frm, to in steps:
        me[frm] -= 1
        if to >= 0:
            me[to] += 1
            if opp[23 - to] == 1:
                opp[23 - to] = 0
                opp[24] += 1
    return [opp, me]


def swapped(board):
    return [list(board[1]), list(board[0])]


def perft_positions():
    for line in PERFT.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            yield line.split()[0]


def random_positions(rng):
    start = g.board_from_position_id("4HPwATDgc/ABMA")
    for _ in range(RANDOM_GAMES):
        board = [list(start[0]), list(start[1])]
        turn = 0
        while True:
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
            plays = g.moves(board, d1, d2)
            if turn % 3 == 0:
                yield g.position_id(board)
            if plays:
                after = g.board_from_position_key(rng.choice(plays))
                after = [list(after[0]), list(after[1])]
                if sum(after[1]) == 0:
                    break
                board = swapped(after)
            else:
                board = swapped(board)
            turn += 1


def main():
    rng = random.Random(SEED)
    ids = list(perft_positions()) + list(random_positions(rng))
    lines = [
        "# GNU Backgammon's pubeval (gnubg-nn 1.1.0a11: pub_eval_score, pub_best_move)",
        "# on sample positions; written by tools/pubeval/fixture.py, see there.",
    ]
    for pid in ids:
        board = g.board_from_position_id(pid)
        board = [list(board[0]), list(board[1])]
        d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        plays = g.moves(board, d1, d2)
        if not plays:
            continue
        best = g.pub_best_move(board, d1, d2)
        steps = list(zip(best[0::2], best[1::2]))
        best_id = g.position_id(apply_steps(board, steps))
        lines.append(f"P {pid} {d1} {d2} {best_id}")
        for key in plays:
            after = g.board_from_position_key(key)
            after = [list(after[0]), list(after[1])]
            # pub_eval_score scores its board's first side: the mover, once swapped.
            score = g.pub_eval_score(swapped(after))
            lines.append(f"M {g.position_id(after)} {score:.6f}")
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text("\n".join(lines) + "\n")
    print(f"wrote {OUT}: {sum(l.startswith('P') for l in lines)} positions")


if __name__ == "__main__":
    main()
