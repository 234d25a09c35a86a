#!/usr/bin/env python3
"""Writes ../../tests/perft/gnubg.txt: GNU Backgammon's move counts for the
positions of positions.txt, for each of the 21 rolls.

For each position ID (the side on roll is the ID's second side, as in GNU
Backgammon) and each roll d1-d2 (d1 >= d2), the count is

    len(gnubg_nn.moves(gnubg_nn.board_from_position_id(id), d1, d2))

that is, the number of distinct positions the side on roll can reach by a full
legal play of that roll (gnubg_nn.moves moves the second array of the board and
lists each resulting position once). When no die can be played, gnubg lists no
position and the count is 0; see the header written below for how the Rust test
reads that.

The output is committed, so neither CI nor the Rust tests need Python.

Usage: python3 generate.py   (needs `pip install --pre gnubg-nn`)
"""

import datetime
import pathlib

import gnubg_nn as g

HERE = pathlib.Path(__file__).resolve().parent
POSITIONS = HERE / "positions.txt"
OUT = HERE.parent.parent / "tests" / "perft" / "gnubg.txt"

ROLLS = [(d1, d2) for d1 in range(6, 0, -1) for d2 in range(d1, 0, -1)]
assert len(ROLLS) == 21


def read_positions():
    for line in POSITIONS.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        pid, label = line.split(None, 1)
        yield pid, label.strip()


def main():
    version = g.__version__.full_version
    today = datetime.date.today().isoformat()
    lines = [
        "# Shesh-Besh perft counts from GNU Backgammon's move generator.",
        f"# Source: gnubg-nn {version} (PyPI, git {g.__version__.git_revision}),",
        "#   count = len(gnubg_nn.moves(gnubg_nn.board_from_position_id(ID), D1, D2)),",
        f"#   generated {today} by crates/shesh-besh/tools/perft/generate.py",
        "#   from the positions in crates/shesh-besh/tools/perft/positions.txt.",
        "# Every data line is `POSITION_ID D1-D2 COUNT`: the number of distinct",
        "# positions the side on roll (the ID's second side, as in GNU Backgammon)",
        "# can reach by a full legal play of the roll D1-D2.",
        "# A count of 0 means gnubg finds no legal move: our rules then offer exactly",
        "# one action, the pass (an empty turn), which leaves the board unchanged, so",
        "# the test expects 1 action for a 0 here.",
        "# Do not edit by hand: change positions.txt and run generate.py again.",
        "",
    ]
    total = 0
    for pid, label in read_positions():
        board = [list(side) for side in g.board_from_position_id(pid)]
        assert g.position_id(board) == pid, pid
        lines.append(f"# {label}")
        for d1, d2 in ROLLS:
            count = len(g.moves(board, d1, d2))
            lines.append(f"{pid} {d1}-{d2} {count}")
            total += 1
        lines.append("")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("\n".join(lines))
    print(f"wrote {total} counts to {OUT}")


if __name__ == "__main__":
    main()
