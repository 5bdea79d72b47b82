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
}
