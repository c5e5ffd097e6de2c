/**
 * A seeded pseudo-random generator for the demo dataset. Everything is 32-bit integer
 * arithmetic, so the same seed gives the same numbers on every platform and Node version.
 * Generators are made per thing (company 17, street 402, ...) from a hash of the seed, a
 * stream number and the index, so any item can be regenerated on its own, in any order.
 */

/** A 32-bit hash of a list of 32-bit integers (murmur3-style mixing). */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    let k = Math.imul(part | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Splits an index that may exceed 32 bits into two parts for hash32. */
const high = (index: number): number => Math.floor(index / 0x1_0000_0000);

/** sfc32: small, fast and well distributed; four words of state. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream: number, index = 0) {
    this.a = hash32(seed, stream, index, high(index), 1);
    this.b = hash32(seed, stream, index, high(index), 2);
    this.c = hash32(seed, stream, index, high(index), 3);
    this.d = 1;
    // The first outputs of sfc32 still show their seed; drop them.
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next() / 0x1_0000_0000;
  }

  /** An integer from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(list: readonly T[]): T {
    const item = list[Math.floor(this.float() * list.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** One of `items`, with the probability of its weight among the weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of items) total += weight;
    let at = this.float() * total;
    for (const [item, weight] of items) {
      at -= weight;
      if (at < 0) return item;
    }
    const last = items[items.length - 1];
    if (last === undefined) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** A calendar date from `from` to `to` (YYYY-MM-DD, both included). */
  date(from: string, to: string): string {
    return dayToIso(this.int(isoToDay(from), isoToDay(to)));
  }
}

// Civil date <-> day number (days since 1970-01-01), after Howard Hinnant's algorithms: far
// cheaper than going through Date objects for the hundreds of thousands of dates made.

const dayCache = new Map<string, number>();

/** Days since 1970-01-01 of an ISO date (YYYY-MM-DD). */
export function isoToDay(iso: string): number {
  const cached = dayCache.get(iso);
  if (cached !== undefined) return cached;
  const day = civilToDay(iso);
  // Dates recur (bounds, incorporation dates); a bounded cache saves most of the arithmetic.
  if (dayCache.size > 100_000) dayCache.clear();
  dayCache.set(iso, day);
  return day;
}

function civilToDay(iso: string): number {
  const m = Number(iso.slice(5, 7));
  const d = Number(iso.slice(8, 10));
  const y = Number(iso.slice(0, 4)) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** Days since 1970-01-01 as YYYY-MM-DD. */
export function dayToIso(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${pad2(m)}-${pad2(d)}`;
}

/** A date `days` after an ISO date, as YYYY-MM-DD. */
export const addDays = (iso: string, days: number): string => dayToIso(isoToDay(iso) + days);

/** Greatest common divisor. */
export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** (a * b) mod m without losing precision when the product passes 2^53. */
export function mulMod(a: number, b: number, m: number): number {
  if (a * b < Number.MAX_SAFE_INTEGER) return (a * b) % m;
  return Number((BigInt(a) * BigInt(b)) % BigInt(m));
}

/** The inverse of `a` modulo `m` (gcd(a, m) = 1). */
export function modInverse(a: number, m: number): number {
  let [oldR, r] = [a % m, m];
  let [oldS, s] = [1, 0];
  while (r !== 0) {
    const q = Math.floor(oldR / r);
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}

const MULTIPLIERS = [48_271, 69_621, 16_807, 40_692, 2_147_483_629, 999_983, 7_919, 104_729];

/**
 * A bijection of [0, size): i -> (a * i + b) mod size, and back. It spreads consecutive
 * indexes over the range (company k's address, person p's home), and its inverse tells, for an
 * address, who is there, without holding a table of either.
 */
export class Scatter {
  private readonly a: number;
  private readonly inverse: number;
  private readonly b: number;

  constructor(
    readonly size: number,
    salt: number,
  ) {
    if (size < 1) throw new Error('Scatter over an empty range');
    const a = MULTIPLIERS.find((m) => m % size !== 0 && gcd(m % size, size) === 1) ?? 1;
    this.a = size === 1 ? 0 : a % size;
    this.inverse = size === 1 ? 0 : modInverse(this.a, size);
    this.b = salt % size;
  }

  forward(i: number): number {
    return (mulMod(this.a, i % this.size, this.size) + this.b) % this.size;
  }

  backward(j: number): number {
    return mulMod(this.inverse, (j - this.b + this.size) % this.size, this.size);
  }
}
