//! The table's passphrase: a few plain words, new each time the table
//! opens, shown on the host's screen and typed by those who join.

use rand::RngExt;

/// Plain words, easy to say across a room and to type on a phone: no two
/// alike in sound, no letters but a–z.
const WORDS: &[&str] = &[
    "apple", "river", "candle", "olive", "garden", "window", "pepper", "lemon", "basket", "mountain", "coffee",
    "sugar", "pillow", "orange", "rabbit", "button", "carpet", "honey", "ladder", "marble", "needle", "pocket",
    "rocket", "saddle", "tiger", "violin", "wagon", "yellow", "zebra", "anchor", "bamboo", "cactus", "dolphin",
    "eagle", "falcon", "ginger", "harbor", "island", "jacket", "kettle", "lantern", "meadow", "nutmeg", "onion",
    "parrot", "quilt", "raisin", "salmon", "teapot", "umbrella", "velvet", "walnut", "almond", "bridge", "cherry",
    "desert", "engine", "forest", "guitar", "hammer", "iris", "jungle", "kitten", "lizard", "mango", "nest", "oyster",
    "pumpkin", "rainbow", "spoon", "tomato", "valley", "whistle", "acorn", "barley", "cotton", "daisy", "feather",
    "grape", "hazel", "igloo", "jasmine", "kiwi", "lily", "melon", "noodle", "orchid", "peach", "radish", "seashell",
    "thistle", "tulip", "wheat", "bread", "cloud", "drum", "field", "goose", "heart", "jelly", "lamp", "mint", "ocean",
    "piano", "queen", "robin", "stone", "train", "wheel", "candy", "dragon", "flute", "kite", "moon", "pearl", "ring",
    "star", "tent", "water", "cedar", "fig", "date", "camel", "sunset", "cookie", "planet", "tiger", "pencil",
    "castle", "puzzle", "dinner", "market",
];

/// How many words a passphrase has: 4 words of this list are about 28 bits,
/// and with the delay and the limit on attempts (see `limits`) a guess
/// would take years.
pub const WORD_COUNT: usize = 4;

/// The table's passphrase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Passphrase {
    words: Vec<String>,
}

impl Passphrase {
    /// A new passphrase of [`WORD_COUNT`] words, from the system's randomness.
    #[must_use]
    pub fn fresh() -> Self {
        let mut rng = rand::rng();
        let words = (0..WORD_COUNT)
            .map(|_| WORDS[rng.random_range(0..WORDS.len())].to_owned())
            .collect();
        Passphrase { words }
    }

    /// The passphrase as shown: the words with a space between.
    #[must_use]
    pub fn text(&self) -> String {
        self.words.join(" ")
    }

    /// Whether `typed` is this passphrase: the same words in the same order,
    /// in any case, with any spaces, dashes or dots between them. Every word
    /// is compared, so a wrong one takes as long as a right one.
    #[must_use]
    pub fn accepts(&self, typed: &str) -> bool {
        let given: Vec<String> = typed
            .split(|c: char| c.is_whitespace() || c == '-' || c == '.' || c == ',')
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect();
        let mut same = given.len() == self.words.len();
        for (index, word) in self.words.iter().enumerate() {
            let typed = given.get(index).map_or("", String::as_str);
            same &= constant_time_eq(typed.as_bytes(), word.as_bytes());
        }
        same
    }
}

/// Compares two byte strings in a time that depends on their lengths only.
fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    let mut diff = a.len() ^ b.len();
    for index in 0..a.len().max(b.len()) {
        let x = a.get(index).copied().unwrap_or(0);
        let y = b.get(index).copied().unwrap_or(0);
        diff |= usize::from(x ^ y);
    }
    diff == 0
}

impl From<&str> for Passphrase {
    /// A passphrase of given words (tests, and a host who chooses one).
    fn from(text: &str) -> Self {
        let words = text.split_whitespace().map(str::to_lowercase).collect();
        Passphrase { words }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fresh_passphrase_is_plain_words_and_differs_each_time() {
        let one = Passphrase::fresh();
        assert_eq!(one.text().split(' ').count(), WORD_COUNT);
        assert!(one.text().chars().all(|c| c == ' ' || c.is_ascii_lowercase()));
        // 4 words of over a hundred: two alike in ten tries would be a broken generator.
        let differ = (0..10).filter(|_| Passphrase::fresh() != one).count();
        assert!(differ >= 9, "{differ}");
    }

    #[test]
    fn typing_is_forgiving_of_case_and_spacing_but_not_of_words() {
        let p = Passphrase::from("apple river candle olive");
        assert!(p.accepts("apple river candle olive"));
        assert!(p.accepts("  Apple-RIVER candle.olive "));
        assert!(!p.accepts("apple river candle"));
        assert!(!p.accepts("apple river olive candle"));
        assert!(!p.accepts("apple river candle olives"));
        assert!(!p.accepts(""));
        assert!(!p.accepts("apple river candle olive apple"));
    }

    #[test]
    fn the_words_are_plain_and_long_enough() {
        assert!(WORDS.len() >= 128);
        assert!(
            WORDS
                .iter()
                .all(|w| w.len() >= 3 && w.chars().all(|c| c.is_ascii_lowercase()))
        );
    }
}
