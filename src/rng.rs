//! A small seeded random number generator (SplitMix64), so random playouts,
//! tests and benchmarks repeat exactly from a seed with no dependency.

#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n`; `n` must be positive.
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }

    /// Puts `items` in a random order (Fisher-Yates, from the back).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn same_seed_same_numbers_and_all_values_reached() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        let mut seen = [false; 5];
        for _ in 0..200 {
            let x = a.below(5);
            assert_eq!(x, b.below(5));
            seen[x] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn a_shuffle_keeps_every_item_and_repeats_from_a_seed() {
        let shuffled = |seed| {
            let mut items: Vec<u32> = (0..20).collect();
            Rng::new(seed).shuffle(&mut items);
            items
        };
        let mut sorted = shuffled(3);
        assert_eq!(shuffled(3), sorted);
        assert_ne!(sorted, (0..20).collect::<Vec<u32>>());
        sorted.sort_unstable();
        assert_eq!(sorted, (0..20).collect::<Vec<u32>>());
    }
}
