//! One player's area: an 8 × 8 grid of cells (G1), kept as bit masks so that
//! the possible and interlocking placements of a piece (D1, D2), groups (G7),
//! ladder chains and stealable pieces (D5) are a few dozen word operations.
//!
//! Bit `row × 8 + col` of a mask is the cell at `row`, `col`. Besides the
//! pieces, an area keeps, for every side and profile, the cells whose piece
//! shows a knob (or a hollow) of that profile on that side. Shifting those
//! masks one cell gives, for every empty cell at once, what its neighbour on
//! each side presents towards it; the contacts a piece would make there (G4)
//! follow without looking at any cell one by one.

use crate::cell::Cell;
use crate::contact::Contact;
use crate::shape::{Edge, Piece, Profile, Shape, Side};

/// Every cell but those of column 0 (west).
const NOT_WEST: u64 = !0x0101_0101_0101_0101;
/// Every cell but those of column 7 (east).
const NOT_EAST: u64 = !0x8080_8080_8080_8080;

/// For every cell, the bit of its neighbour on `side` taken from `mask`: bit
/// `x` of the result is set when the cell next to `x` on `side` is in `mask`.
/// Cells on the edge have no neighbour there (G6).
#[inline]
#[must_use]
pub(crate) const fn from_neighbour(side: Side, mask: u64) -> u64 {
    match side {
        Side::North => mask << 8,
        Side::South => mask >> 8,
        Side::East => (mask >> 1) & NOT_EAST,
        Side::West => (mask << 1) & NOT_WEST,
    }
}

/// `mask` and every cell sharing a side with one of its cells.
#[inline]
#[must_use]
pub(crate) const fn spread(mask: u64) -> u64 {
    mask | mask << 8 | mask >> 8 | ((mask << 1) & NOT_WEST) | ((mask >> 1) & NOT_EAST)
}

/// The cells of `within` connected to `seed` through shared sides, staying
/// inside `within` (`seed` must be inside it).
#[inline]
#[must_use]
pub(crate) fn flood(seed: u64, within: u64) -> u64 {
    let mut reached = seed & within;
    loop {
        let next = spread(reached) & within;
        if next == reached {
            return reached;
        }
        reached = next;
    }
}

/// The four edges, North to West, of each of the 24 oriented pieces
/// (shape index × 4 + rotation).
const ORIENTED: [[Edge; 4]; 24] = {
    let mut table = [[Edge::Flat; 4]; 24];
    let mut code = 0;
    while code < 24 {
        let piece = Piece::from_code(code as u8);
        let mut side = 0;
        while side < 4 {
            table[code][side] = piece.edge(Side::ALL[side]);
            side += 1;
        }
        code += 1;
    }
    table
};

/// Why a placement is refused (D1, D2): the fact, for a screen to word in
/// its players' language; [`Refusal::words`] says it in English, as the
/// rules' errors do.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// The rotation is not 0 to 3 quarter turns.
    Rotation,
    /// The cell holds a piece already (D1).
    Taken,
    /// The piece's side would meet its neighbour in an impossible contact
    /// (G4: a knob goes only into a hollow of its profile).
    Impossible(Side),
    /// The piece can interlock somewhere, so it must, and here it makes no
    /// interlock (D2).
    MustFit,
}

impl Refusal {
    /// The refusal of a piece of `shape` in `cell` turned `rot`, in English
    /// words citing the rules file's marks (for the engine's errors).
    #[must_use]
    pub fn words(self, shape: Shape, cell: Cell, rot: u8) -> String {
        match self {
            Refusal::Rotation => format!("a rotation is 0 to 3 quarter turns, not {rot}"),
            Refusal::Taken => format!("{cell} is taken"),
            Refusal::Impossible(side) => format!(
                "in {cell} turned r{rot} its {} side would meet its neighbour in an impossible contact (a knob goes only into a hollow of its profile)",
                side.name()
            ),
            Refusal::MustFit => {
                format!("the {shape} can interlock somewhere, so it must (D2): {cell} turned r{rot} makes no interlock")
            }
        }
    }
}

/// One player's area.
#[derive(Clone, PartialEq, Eq)]
pub struct Area {
    /// The occupied cells.
    occupied: u64,
    /// The cells holding each shape, by shape index.
    by_shape: [u64; 6],
    /// `knob[side][profile]`: the cells whose piece shows a knob of that
    /// profile on that side.
    knob: [[u64; 3]; 4],
    /// The same for hollows.
    hollow: [[u64; 3]; 4],
    /// Each cell's piece as 1 + its oriented code, 0 when empty.
    cells: [u8; 64],
}

impl Default for Area {
    fn default() -> Self {
        Area {
            occupied: 0,
            by_shape: [0; 6],
            knob: [[0; 3]; 4],
            hollow: [[0; 3]; 4],
            cells: [0; 64],
        }
    }
}

impl std::fmt::Debug for Area {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map()
            .entries(self.pieces().map(|(c, p)| (c, (p.shape.value(), p.rot))))
            .finish()
    }
}

/// What the neighbours of every cell present towards it, side by side: the
/// masks from which a piece's possible and interlocking cells are read.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Facing {
    /// The empty cells.
    empty: u64,
    /// Cells with a neighbour on that side.
    neighbour: [u64; 4],
    /// Cells whose neighbour on that side shows them a knob of any profile.
    any_knob: [u64; 4],
    /// Cells whose neighbour on that side shows them a knob of the profile.
    knob: [[u64; 3]; 4],
    /// Cells whose neighbour on that side shows them a hollow of the profile.
    hollow: [[u64; 3]; 4],
}

impl Facing {
    /// The cells where `piece` may be placed (D1: empty, and no impossible
    /// contact) and, among them, those where it makes at least one interlock.
    #[inline]
    #[must_use]
    pub(crate) fn cells_for(&self, piece: Piece) -> (u64, u64) {
        let edges = &ORIENTED[usize::from(piece.code())];
        let mut bad = 0;
        let mut interlock = 0;
        for (side, edge) in edges.iter().enumerate() {
            match *edge {
                // A flat side or a hollow may not face a knob, except a
                // hollow facing a knob of its own profile (G4).
                Edge::Flat => bad |= self.any_knob[side],
                Edge::Hollow(p) => {
                    bad |= self.any_knob[side] & !self.knob[side][p.index()];
                    interlock |= self.knob[side][p.index()];
                }
                // A knob must face nothing or a hollow of its profile.
                Edge::Knob(p) => {
                    bad |= self.neighbour[side] & !self.hollow[side][p.index()];
                    interlock |= self.hollow[side][p.index()];
                }
            }
        }
        let possible = self.empty & !bad;
        (possible, interlock & possible)
    }

    /// D1, D2: where a piece of `shape` may go, by rotation.
    #[must_use]
    pub(crate) fn placements(&self, shape: Shape) -> Placements {
        let mut possible = [0; 4];
        let mut interlocking = [0; 4];
        for rot in 0..4u8 {
            let (p, i) = self.cells_for(Piece::new(shape, rot));
            possible[rot as usize] = p;
            interlocking[rot as usize] = i;
        }
        let must_fit = interlocking.iter().any(|&m| m != 0);
        Placements {
            cells: if must_fit { interlocking } else { possible },
            must_fit,
        }
    }
}

/// The cells a piece of one shape may be placed on, by rotation, under D1
/// and D2.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Placements {
    /// The cells allowed for each rotation 0–3, as masks (see [`Cell::of_mask`]).
    pub cells: [u64; 4],
    /// Whether must-fit applies (D2): some placement interlocks, so only
    /// interlocking placements are allowed.
    pub must_fit: bool,
}

impl Placements {
    /// Whether the piece can be placed at all (D3 when not).
    #[must_use]
    pub fn any(&self) -> bool {
        self.cells.iter().any(|&m| m != 0)
    }

    /// How many placements (cell and rotation) are allowed.
    #[must_use]
    pub fn count(&self) -> usize {
        self.cells.iter().map(|m| m.count_ones() as usize).sum()
    }

    /// Whether `cell` in rotation `rot` is allowed.
    #[must_use]
    pub fn allows(&self, cell: Cell, rot: u8) -> bool {
        self.cells.get(usize::from(rot)).is_some_and(|m| m & cell.bit() != 0)
    }

    /// The cells allowed in some rotation.
    #[must_use]
    pub fn any_rotation(&self) -> u64 {
        self.cells.iter().fold(0, |a, m| a | m)
    }
}

impl Area {
    /// An empty area.
    #[must_use]
    pub fn new() -> Area {
        Area::default()
    }

    /// The piece in `cell`, if any.
    #[must_use]
    pub fn piece(&self, cell: Cell) -> Option<Piece> {
        match self.cells[cell.index()] {
            0 => None,
            code => Some(Piece::from_code(code - 1)),
        }
    }

    /// Every piece with its cell, row by row from the north-west.
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, Piece)> + '_ {
        Cell::of_mask(self.occupied).filter_map(|c| Some((c, self.piece(c)?)))
    }

    /// The occupied cells, as a mask.
    #[must_use]
    pub fn occupied(&self) -> u64 {
        self.occupied
    }

    /// The cells holding pieces of `shape`, as a mask.
    #[must_use]
    pub fn of_shape(&self, shape: Shape) -> u64 {
        self.by_shape[shape.index()]
    }

    /// How many pieces.
    #[must_use]
    pub fn len(&self) -> usize {
        self.occupied.count_ones() as usize
    }

    /// True when no piece is placed.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.occupied == 0
    }

    /// Puts `piece` in `cell`, which must be empty (the caller checks the
    /// rules; a full cell is left as it was).
    pub(crate) fn put(&mut self, cell: Cell, piece: Piece) {
        let bit = cell.bit();
        if self.occupied & bit != 0 {
            return;
        }
        self.occupied |= bit;
        self.by_shape[piece.shape.index()] |= bit;
        for side in Side::ALL {
            match piece.edge(side) {
                Edge::Knob(p) => self.knob[side.index()][p.index()] |= bit,
                Edge::Hollow(p) => self.hollow[side.index()][p.index()] |= bit,
                Edge::Flat => {}
            }
        }
        self.cells[cell.index()] = piece.code() + 1;
    }

    /// Takes the piece out of `cell`, if there is one.
    pub(crate) fn take(&mut self, cell: Cell) -> Option<Piece> {
        let piece = self.piece(cell)?;
        let keep = !cell.bit();
        self.occupied &= keep;
        self.by_shape[piece.shape.index()] &= keep;
        for side in &mut self.knob {
            for mask in side {
                *mask &= keep;
            }
        }
        for side in &mut self.hollow {
            for mask in side {
                *mask &= keep;
            }
        }
        self.cells[cell.index()] = 0;
        Some(piece)
    }

    /// What the neighbours of every cell present towards it.
    #[must_use]
    pub(crate) fn facing(&self) -> Facing {
        let mut facing = Facing {
            empty: !self.occupied,
            neighbour: [0; 4],
            any_knob: [0; 4],
            knob: [[0; 3]; 4],
            hollow: [[0; 3]; 4],
        };
        for side in Side::ALL {
            let s = side.index();
            // The neighbour on `side` meets the cell with its opposite side.
            let back = side.opposite().index();
            facing.neighbour[s] = from_neighbour(side, self.occupied);
            for p in Profile::ALL {
                let k = from_neighbour(side, self.knob[back][p.index()]);
                facing.knob[s][p.index()] = k;
                facing.any_knob[s] |= k;
                facing.hollow[s][p.index()] = from_neighbour(side, self.hollow[back][p.index()]);
            }
        }
        facing
    }

    /// D1, D2: where a piece of `shape` may be placed, by rotation.
    #[must_use]
    pub fn placements(&self, shape: Shape) -> Placements {
        self.facing().placements(shape)
    }

    /// The contacts `piece` would make in `cell`, side by side (North, East,
    /// South, West); `None` where nothing is there (an empty cell or the
    /// edge, G6).
    #[must_use]
    pub fn contacts(&self, cell: Cell, piece: Piece) -> [Option<Contact>; 4] {
        Side::ALL.map(|side| {
            let other = self.piece(cell.neighbour(side)?)?;
            Some(Contact::between(piece.edge(side), other.edge(side.opposite())))
        })
    }

    /// D4: the gap contacts `piece` would make in `cell`.
    #[must_use]
    pub fn gaps(&self, cell: Cell, piece: Piece) -> u8 {
        let gaps = self
            .contacts(cell, piece)
            .iter()
            .filter(|c| **c == Some(Contact::Gap))
            .count();
        u8::try_from(gaps).unwrap_or(4)
    }

    /// Every impossible contact between pieces of the area (a loaded state
    /// may hold some; play never makes one): each pair once, the western or
    /// northern cell first.
    #[must_use]
    pub fn impossible_contacts(&self) -> Vec<(Cell, Side, Cell)> {
        let mut found = Vec::new();
        for (cell, piece) in self.pieces() {
            for side in [Side::East, Side::South] {
                let Some(next) = cell.neighbour(side) else { continue };
                if let Some(other) = self.piece(next)
                    && Contact::between(piece.edge(side), other.edge(side.opposite())) == Contact::Impossible
                {
                    found.push((cell, side, next));
                }
            }
        }
        found
    }

    /// Why a piece of `shape` may not go in `cell` turned `rot` under D1 and
    /// D2, in words a player understands; `None` when it may. What `apply`
    /// says when it refuses a placement (the words of [`Refusal::words`]).
    #[must_use]
    pub fn refusal(&self, shape: Shape, cell: Cell, rot: u8) -> Option<String> {
        self.refused(shape, cell, rot)
            .map(|refusal| refusal.words(shape, cell, rot))
    }

    /// Why a piece of `shape` may not go in `cell` turned `rot` under D1 and
    /// D2, as a fact a screen words in its players' language; `None` when
    /// it may.
    #[must_use]
    pub fn refused(&self, shape: Shape, cell: Cell, rot: u8) -> Option<Refusal> {
        if rot > 3 {
            return Some(Refusal::Rotation);
        }
        if self.piece(cell).is_some() {
            return Some(Refusal::Taken);
        }
        let contacts = self.contacts(cell, Piece::new(shape, rot));
        if let Some(side) = Side::ALL
            .into_iter()
            .find(|s| contacts[s.index()] == Some(Contact::Impossible))
        {
            return Some(Refusal::Impossible(side));
        }
        if self.placements(shape).must_fit && !contacts.contains(&Some(Contact::Interlock)) {
            return Some(Refusal::MustFit);
        }
        None
    }

    /// G7: the same-colour group of the piece in `cell` (empty if none).
    #[must_use]
    pub fn group_of(&self, cell: Cell) -> u64 {
        match self.piece(cell) {
            Some(p) => flood(cell.bit(), self.by_shape[p.shape.index()]),
            None => 0,
        }
    }

    /// G7: every same-colour group, with its shape, by shape then from the
    /// north-west (a lone piece is a group of one).
    pub fn groups(&self) -> impl Iterator<Item = (Shape, u64)> + '_ {
        Shape::ALL.into_iter().flat_map(move |shape| {
            let mut rest = self.by_shape[shape.index()];
            std::iter::from_fn(move || {
                if rest == 0 {
                    return None;
                }
                let group = flood(rest & rest.wrapping_neg(), rest);
                rest &= !group;
                Some((shape, group))
            })
        })
    }

    /// D5: the pieces that may be stolen: those whose removal does not split
    /// the group of joined pieces (of any colour) they belong to. A lone
    /// piece may be stolen.
    #[must_use]
    pub fn stealable(&self) -> u64 {
        let mut out = 0;
        for cell in Cell::of_mask(self.occupied) {
            let bit = cell.bit();
            // A piece with at most one neighbour is an end: taking it splits nothing.
            if (spread(bit) & !bit & self.occupied).count_ones() <= 1 {
                out |= bit;
                continue;
            }
            let rest = flood(bit, self.occupied) & !bit;
            let start = rest & rest.wrapping_neg();
            if flood(start, rest) == rest {
                out |= bit;
            }
        }
        out
    }

    /// G7: for each start value `v` and length `len` (2 to 4), whether a
    /// ladder chain of joined pieces `v`, `v+1`, … of that length is in the
    /// area; the cells that end such chains.
    #[must_use]
    pub fn chain_ends(&self, start: Shape, len: usize) -> u64 {
        let first = start.index();
        if len == 0 || first + len > 6 {
            return 0;
        }
        let mut ends = self.by_shape[first];
        for step in 1..len {
            ends = spread(ends) & self.by_shape[first + step];
        }
        ends
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str) -> Cell {
        name.parse().expect("a cell")
    }

    fn piece(value: u8, rot: u8) -> Piece {
        Piece::new(Shape::new(value).expect("1 to 6"), rot)
    }

    /// The placements found cell by cell from the contacts, the slow way.
    fn by_hand(area: &Area, shape: Shape) -> Placements {
        let mut possible = [0u64; 4];
        let mut interlocking = [0u64; 4];
        for rot in 0..4u8 {
            for c in Cell::all() {
                if area.piece(c).is_some() {
                    continue;
                }
                let contacts = area.contacts(c, Piece::new(shape, rot));
                if contacts.contains(&Some(Contact::Impossible)) {
                    continue;
                }
                possible[rot as usize] |= c.bit();
                if contacts.contains(&Some(Contact::Interlock)) {
                    interlocking[rot as usize] |= c.bit();
                }
            }
        }
        let must_fit = interlocking.iter().any(|&m| m != 0);
        Placements {
            cells: if must_fit { interlocking } else { possible },
            must_fit,
        }
    }

    /// D1/D2: the masks agree with the contacts read cell by cell, on areas
    /// filled piece by piece with what the masks allow.
    #[test]
    fn d1_d2_the_bit_masks_agree_with_the_contacts_cell_by_cell() {
        let mut seed = 7u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..40 {
            let mut area = Area::new();
            for _ in 0..40 {
                let shape = Shape::ALL[(next() % 6) as usize];
                let fast = area.placements(shape);
                assert_eq!(fast, by_hand(&area, shape), "{area:?} shape {shape}");
                let options: Vec<(Cell, u8)> = (0..4u8)
                    .flat_map(|r| Cell::of_mask(fast.cells[r as usize]).map(move |c| (c, r)))
                    .collect();
                if options.is_empty() {
                    continue;
                }
                let (c, r) = options[(next() % options.len() as u64) as usize];
                area.put(c, Piece::new(shape, r));
                assert!(area.impossible_contacts().is_empty());
            }
        }
    }

    /// G6: a side facing the edge of the area makes no contact, so a knob may
    /// face the edge: a 6 (three knobs) fits in a corner of an empty area.
    #[test]
    fn g6_a_side_on_the_edge_touches_nothing() {
        let area = Area::new();
        let six = piece(6, 0);
        assert_eq!(area.contacts(cell("a1"), six), [None; 4]);
        let p = area.placements(Shape::new(6).expect("six"));
        assert!(!p.must_fit, "nothing to interlock with");
        assert_eq!(p.count(), 256, "any cell, any rotation");
    }

    /// G4/D1: a placement that would make an impossible contact is refused; an
    /// interlock is found on the matching side only.
    #[test]
    fn g4_d1_contacts_decide_where_a_piece_may_go() {
        let mut area = Area::new();
        // A 1 at d4, rotation 0: knob ● north, hollow ● south.
        area.put(cell("d4"), piece(1, 0));
        // Another 1 right below (d5): its knob ● north goes into the hollow ● above.
        assert_eq!(
            area.contacts(cell("d5"), piece(1, 0)),
            [Some(Contact::Interlock), None, None, None]
        );
        // Right above (d3): its hollow ● south takes the knob ● of d4.
        assert_eq!(area.contacts(cell("d3"), piece(1, 0))[2], Some(Contact::Interlock));
        // Beside it (e4): flat west against d4's flat east, a plain join.
        assert_eq!(area.contacts(cell("e4"), piece(1, 0))[3], Some(Contact::Join));
        // A 1 turned upside down below (rotation 2: hollow ● north): two hollows, a gap.
        assert_eq!(area.contacts(cell("d5"), piece(1, 2))[0], Some(Contact::Gap));
        assert_eq!(area.gaps(cell("d5"), piece(1, 2)), 1);
        // A 3 (knob ▲ north) below: a knob in a hollow ● is impossible.
        assert_eq!(area.contacts(cell("d5"), piece(3, 0))[0], Some(Contact::Impossible));
        let three = area.placements(Shape::new(3).expect("3"));
        assert!(!three.allows(cell("d5"), 0));
    }

    /// G7: groups are of one colour, joined through their own pieces only.
    #[test]
    fn g7_groups_are_connected_through_their_own_colour_only() {
        let mut area = Area::new();
        // 2 2 1 2 along row 1 (flat/flat joins need the right turns: put
        // them anyway, the groups do not look at contacts).
        area.put(cell("a1"), piece(2, 0));
        area.put(cell("b1"), piece(2, 0));
        area.put(cell("c1"), piece(1, 0));
        area.put(cell("d1"), piece(2, 0));
        area.put(cell("d2"), piece(2, 0));
        let groups: Vec<(u8, u32)> = area.groups().map(|(s, g)| (s.value(), g.count_ones())).collect();
        assert_eq!(groups, [(1, 1), (2, 2), (2, 2)], "the red 1 splits the oranges");
        assert_eq!(area.group_of(cell("d2")), cell("d1").bit() | cell("d2").bit());
        assert_eq!(area.group_of(cell("e5")), 0);
    }

    /// D5: only pieces whose removal keeps their structure in one piece may
    /// be stolen; a lone piece may.
    #[test]
    fn d5_a_piece_that_would_split_its_structure_cannot_be_stolen() {
        let mut area = Area::new();
        // A line a1-b1-c1, and a lone piece at h8.
        for name in ["a1", "b1", "c1", "h8"] {
            area.put(cell(name), piece(1, 0));
        }
        let names: Vec<String> = Cell::of_mask(area.stealable()).map(|c| c.to_string()).collect();
        assert_eq!(names, ["a1", "c1", "h8"], "b1 holds the line together");
        // Close a square: a1 b1 a2 b2 — every corner of a cycle is an end.
        let mut square = Area::new();
        for name in ["a1", "b1", "a2", "b2"] {
            square.put(cell(name), piece(1, 0));
        }
        assert_eq!(square.stealable(), square.occupied());
    }

    /// G7: a ladder chain follows rising values through joined pieces.
    #[test]
    fn g7_ladder_chains_rise_by_one_through_joined_pieces() {
        let mut area = Area::new();
        // 1 at a1, 2 at b1, 3 at b2, 4 at c2: a chain 1-2-3-4; a 5 at h8 alone.
        for (name, v) in [("a1", 1), ("b1", 2), ("b2", 3), ("c2", 4), ("h8", 5)] {
            area.put(cell(name), piece(v, 0));
        }
        let one = Shape::new(1).expect("1");
        assert_eq!(area.chain_ends(one, 4), cell("c2").bit());
        assert_eq!(area.chain_ends(Shape::new(4).expect("4"), 2), 0, "the 5 is not joined");
        assert_eq!(area.chain_ends(Shape::new(3).expect("3"), 4), 0, "past 6");
        // Taking and putting back leaves the masks as they were.
        let before = area.clone();
        let taken = area.take(cell("b2"));
        assert_eq!(taken, Some(piece(3, 0)));
        assert_eq!(area.chain_ends(one, 4), 0);
        area.put(cell("b2"), piece(3, 0));
        assert_eq!(area, before);
    }
}
