#!/usr/bin/env python3
"""Writes positions.txt: the positions whose move counts generate.py records.

Two kinds of positions, each line `POSITION_ID  label`:
- hand-made edge cases (below, each with a comment saying what it tests);
- positions met in random games that gnubg-nn plays against itself, picking
  uniformly among the distinct results of gnubg_nn.moves at every turn (seeded,
  so the sample is the same on every run), sampled by kind of position.

Boards are GNU Backgammon's: two 25-entry arrays, [other side, side on roll];
entry i < 24 is that side's own (i + 1)-point, entry 24 its bar.

Usage: python3 sample_positions.py > positions.txt   (needs `pip install --pre gnubg-nn`)
"""

import random
import sys

import gnubg_nn as g


def side(**points):
    """A side from keyword points: p6=5 is five checkers on the 6-point, bar=1 one on the bar."""
    s = [0] * 25
    for name, n in points.items():
        s[24 if name == "bar" else int(name[1:]) - 1] = n
    return s


def check(board):
    """A board gnubg accepts: its ID reads back to the same board."""
    pid = g.position_id(board)
    back = [list(x) for x in g.board_from_position_id(pid)]
    assert back == board, (board, pid, back)
    for s in board:
        assert sum(s) <= 15, board
    for i in range(24):
        assert not (board[0][i] and board[1][23 - i]), (board, i)
    return pid


START = side(p6=5, p8=3, p13=5, p24=2)
CLOSED = dict(p1=2, p2=2, p3=2, p4=2, p5=2, p6=2)

# (label, side on roll, other side). The mover's point p is the other side's 25 - p.
HAND = [
    ("start position", START, START),
    ("on the bar against a closed board: every roll passes",
     side(bar=1, p6=5, p8=3, p13=6), side(**CLOSED, p8=3)),
    ("two on the bar, only the other side's 5-point open: only 5s enter",
     side(bar=2, p6=5, p8=3, p13=5), side(p1=2, p2=2, p3=2, p4=2, p6=2, p13=5)),
    ("one on the bar, blots in the other side's home: entering hits",
     side(bar=1, p6=4, p8=3, p13=5, p11=2), side(p1=1, p2=2, p3=1, p6=5, p8=3, p13=3)),
    ("one on the bar, few entry points, the rest of the mover nearly stuck",
     side(bar=1, p1=8, p2=6), side(p2=2, p4=2, p5=2, p6=2, p7=2, p8=2, p9=2, p13=1)),
    ("both sides on the bar",
     side(bar=1, p6=5, p8=3, p13=4, p24=2), side(bar=1, p6=5, p8=3, p13=4, p24=2)),
    ("bear-off: all fifteen on the 1-point",
     side(p1=15), side(p6=5, p8=3, p13=5, p19=2)),
    ("bear-off: a higher die takes a checker from the highest point",
     side(p3=2, p2=3), side(p6=5, p8=3, p13=5, p19=2)),
    ("bear-off: one checker still outside must come in first",
     side(p7=1, p6=4, p5=3, p4=3, p3=2, p2=2), side(p6=5, p8=3, p13=5, p17=2)),
    ("bear-off: checkers on the 6- and 1-points (6-5 has two results)",
     side(p6=1, p1=1), side(p6=5, p8=3, p13=5, p16=2)),
    ("bear-off against an anchor and a blot in the mover's home",
     side(p6=3, p5=3, p3=3, p1=2), side(p21=2, p23=1, p6=5, p8=3, p13=4)),
    ("bear-off with the other side on the bar",
     side(p6=4, p5=4, p4=3, p3=2, p2=2), side(bar=1, p6=5, p8=3, p13=6)),
    ("the last checker, on the 3-point",
     side(p3=1), side(p6=5, p8=3, p13=5, p18=2)),
    ("one back checker: 6-5 plays either die alone but not both, so the 6",
     side(p24=1), side(p12=2, p8=3, p13=5, p3=5)),
    ("one back checker: only the smaller die of 6-5 plays",
     side(p24=1), side(p7=2, p12=2, p11=2, p8=4, p3=5)),
    ("one checker: 6-3 plays both dice only as 3 then 6",
     side(p10=1), side(p21=2, p6=5, p8=3, p13=5)),
    ("back checkers behind a five-point prime: doubles play few moves",
     side(p24=2, p6=5, p5=4, p4=4), side(p7=2, p8=2, p9=2, p10=2, p11=2, p13=5)),
    ("a six-point prime: the back checkers cannot pass",
     side(p24=2, p6=5, p8=3, p10=5), side(p7=2, p8=2, p9=2, p10=2, p11=2, p12=2, p13=3)),
    ("one checker can hit several blots in a turn",
     side(p13=1, p6=5, p5=3, p3=2, p8=4), side(p15=1, p18=1, p21=1, p6=4, p8=3, p13=5)),
    ("race: no contact left",
     side(p6=4, p5=3, p4=2, p8=3, p9=2, p11=1), side(p6=5, p5=3, p3=2, p7=3, p10=2)),
    ("all fifteen on each side's 24-point",
     side(p24=15), side(p24=15)),
    ("both sides with few checkers, far apart",
     side(p20=1, p2=1), side(p19=1, p3=1)),
]


def sample_random_games(seed, games):
    """Positions met in random self-play games, with the side to move second."""
    rng = random.Random(seed)
    seen = []
    for _ in range(games):
        board = [list(START), list(START)]
        for _ply in range(400):
            if sum(board[1]) == 0 or sum(board[0]) == 0:
                break
            seen.append([list(board[0]), list(board[1])])
            d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
            keys = g.moves(board, d1, d2)
            if keys:
                board = [list(x) for x in g.board_from_position_key(rng.choice(keys))]
            board = [board[1], board[0]]
    return rng, seen


def kind(board):
    mover, other = board[1], board[0]
    if mover[24]:
        return "mover on the bar"
    if other[24]:
        return "other side on the bar"
    if sum(mover[6:]) == 0:
        return "mover bearing off"
    c = g.classify(board)
    return {g.c_race: "race", g.c_crashed: "crashed", g.c_contact: "contact", g.c_bearoff: "bear-off"}.get(c, "other")


def main():
    out = sys.stdout
    out.write("# Positions for the Shesh-Besh perft counts (tools/perft/generate.py reads them).\n")
    out.write(f"# Written by tools/perft/sample_positions.py with gnubg-nn {g.__version__.full_version}.\n")
    out.write("# POSITION_ID  label; the side on roll is the second side of the ID (as GNU Backgammon).\n")
    ids = set()
    for label, mover, other in HAND:
        pid = check([other, mover])
        assert pid not in ids, label
        ids.add(pid)
        out.write(f"{pid}  hand: {label}\n")
    rng, seen = sample_random_games(seed=20261123, games=40)
    quota = {"mover on the bar": 12, "other side on the bar": 8, "contact": 26, "crashed": 8,
             "race": 12, "mover bearing off": 12, "bear-off": 0, "other": 0}
    rng.shuffle(seen)
    for board in seen:
        k = kind(board)
        pid = check(board)
        if quota.get(k, 0) > 0 and pid not in ids:
            quota[k] -= 1
            ids.add(pid)
            out.write(f"{pid}  random game: {k}\n")
    left = {k: n for k, n in quota.items() if n}
    assert not left, left


if __name__ == "__main__":
    main()
