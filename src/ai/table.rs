//! The transposition table of the alpha-beta search: what an earlier
//! search found about a position (reached by another order of actions, or
//! at a shallower depth), so it is not searched again and its best action
//! is tried first. Positions are known by a 64-bit key that each game
//! computes ([`Knowledge::position_key`]) with a [`KeyHasher`].
//!
//! [`Knowledge::position_key`]: super::Knowledge::position_key

use crate::game::Action;
use std::hash::Hasher;

/// A won game is worth this, less one for each action it takes, so the
/// search prefers the quickest win and the slowest loss.
pub const WIN: f32 = 1.0e6;

/// Won and lost values lie beyond this.
pub const DECIDED: f32 = WIN - 10_000.0;

/// Entries in a table: 2^18, about 8 MB.
const SLOTS: usize = 1 << 18;

/// What a stored value says about the position's true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true value is at least this (the search was cut off above).
    Lower,
    /// The true value is at most this.
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub key: u64,
    /// How many actions deep the value was searched.
    pub depth: u32,
    pub value: f32,
    pub bound: Bound,
    /// The action that was best or cut the search off, if any.
    pub best: Option<Action>,
}

/// A table replacing by depth: an entry gives way to one searched at least
/// as deep, or to any entry of another position.
pub struct Table {
    entries: Vec<Option<Entry>>,
}

impl Default for Table {
    fn default() -> Self {
        Table::new()
    }
}

impl Table {
    pub fn new() -> Table {
        Table {
            entries: vec![None; SLOTS],
        }
    }

    fn slot(key: u64) -> usize {
        (key as usize) & (SLOTS - 1)
    }

    pub fn get(&self, key: u64) -> Option<Entry> {
        self.entries[Table::slot(key)].filter(|e| e.key == key)
    }

    pub fn put(&mut self, entry: Entry) {
        let slot = &mut self.entries[Table::slot(entry.key)];
        let keep = matches!(slot, Some(old) if old.key == entry.key && old.depth > entry.depth);
        if !keep {
            *slot = Some(entry);
        }
    }
}

/// What a bound found `depth` actions deep or deeper says about a position
/// searched with (`alpha`, `beta`) at `ply`: its value, when that is enough
/// to stand for a search.
pub fn usable(entry: Entry, depth: u32, ply: u32, alpha: f32, beta: f32) -> Option<f32> {
    if entry.depth < depth {
        return None;
    }
    let value = from_stored(entry.value, ply);
    match entry.bound {
        Bound::Exact => Some(value),
        Bound::Lower if value >= beta => Some(value),
        Bound::Upper if value <= alpha => Some(value),
        _ => None,
    }
}

/// What a value found with `window` is: outside it, only a bound (the
/// search stopped at the first action that proved it so).
pub fn bound_of(value: f32, (alpha, beta): (f32, f32)) -> Bound {
    if value <= alpha {
        Bound::Upper
    } else if value >= beta {
        Bound::Lower
    } else {
        Bound::Exact
    }
}

/// A won or lost value counts the actions from the root; the table keeps
/// them counted from the position itself, which may be met at another ply.
pub fn to_stored(value: f32, ply: u32) -> f32 {
    if value > DECIDED {
        value + ply as f32
    } else if value < -DECIDED {
        value - ply as f32
    } else {
        value
    }
}

pub fn from_stored(value: f32, ply: u32) -> f32 {
    if value > DECIDED {
        value - ply as f32
    } else if value < -DECIDED {
        value + ply as f32
    } else {
        value
    }
}

/// A fast, non-cryptographic hasher for position keys: each 8 bytes of
/// input are mixed in whole by MurmurHash3's finaliser, so that every bit
/// of the key depends on every bit of the input. (A multiply-and-rotate
/// hash such as Fx lets nearby boards collide: two Kobudai positions, each
/// with one female a square apart, had one key.)
#[derive(Default)]
pub struct KeyHasher(u64);

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

fn mix(mut h: u64) -> u64 {
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^= h >> 33;
    h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    h ^ (h >> 33)
}

impl KeyHasher {
    fn add(&mut self, word: u64) {
        self.0 = mix(self.0 ^ word).wrapping_add(SEED);
    }
}

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word) ^ (rest.len() as u64) << 56);
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn finish(&self) -> u64 {
        mix(self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::Hash;

    fn key(value: impl Hash) -> u64 {
        let mut h = KeyHasher::default();
        value.hash(&mut h);
        h.finish()
    }

    #[test]
    fn keys_differ_for_nearby_inputs_and_slots_spread() {
        let mut cells = [0u8; 64];
        let base = key(cells);
        let mut slots = std::collections::HashSet::new();
        for i in 0..64 {
            cells[i] = 1;
            let k = key(cells);
            assert_ne!(k, base, "cell {i}");
            slots.insert(Table::slot(k));
            cells[i] = 0;
        }
        assert!(slots.len() > 60, "{}", slots.len());
        assert_ne!(key((1u8, [0u8; 10])), key((2u8, [0u8; 10])));
    }

    #[test]
    fn a_deeper_entry_is_kept_and_another_position_replaces() {
        let mut t = Table::new();
        let entry = |key, depth| Entry {
            key,
            depth,
            value: 1.0,
            bound: Bound::Exact,
            best: None,
        };
        t.put(entry(7, 5));
        t.put(entry(7, 3));
        assert_eq!(t.get(7).map(|e| e.depth), Some(5));
        t.put(entry(7 + SLOTS as u64, 1));
        assert!(t.get(7).is_none());
        assert_eq!(t.get(7 + SLOTS as u64).map(|e| e.depth), Some(1));
    }
}
