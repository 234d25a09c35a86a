#!/usr/bin/env python3
"""Shows GNU Backgammon's legal plays of one position and roll, to investigate a
perft disagreement: for each distinct result, the checker steps and the
Position ID after the turn, with the other side now on roll (as
`SheshBesh::position_id` gives it after the turn, which the Rust perft test
prints for each of our turns).

Usage: python3 show.py POSITION_ID D1-D2   (needs `pip install --pre gnubg-nn`)
"""

import sys

import gnubg_nn as g


def main():
    pid, dice = sys.argv[1], sys.argv[2]
    d1, d2 = (int(x) for x in dice.split("-"))
    board = [list(s) for s in g.board_from_position_id(pid)]
    plays = g.moves(board, d1, d2, 1)
    print(f"{pid} {d1}-{d2}: {len(plays)} distinct results (gnubg-nn {g.__version__.full_version})")
    for key, steps in plays:
        mover_second = [list(s) for s in g.board_from_position_key(key)]
        after = [mover_second[1], mover_second[0]]
        text = " ".join(f"{a}/{b if b else 'off'}".replace("25/", "bar/") for a, b in steps)
        print(f"  {g.position_id(after)}  {text}")


if __name__ == "__main__":
    main()
