/** A random source in [0, 1): the same seed always gives the same sequence (mulberry32). */
export type Random = () => number;

/** FNV-1a of the text: turns any seed into a 32-bit integer. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A random sequence for the seed; the demo data draws from one per thing it invents. */
export function seededRandom(...seed: (string | number)[]): Random {
  let state = hash(seed.join('|'));
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number between `low` and `high`. */
export function between(random: Random, low: number, high: number): number {
  return low + (high - low) * random();
}
