// A seeded pseudo-random choice, the same on every run, for tests in Node
// and in the browser alike.

/** @param {number} seed @returns {(n: number) => number} a choice of 0..n-1 */
export function seededRandom(seed) {
  return (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
}
