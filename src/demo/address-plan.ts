/**
 * The demo address set: streets in real Dutch cities, each with a run of house numbers (some
 * with letters or additions) on postcodes from its city's real PC4 range. Only the street plan
 * is held (a few typed arrays, one entry per street); the addresses of a street are regenerated
 * from its seed when asked for, so the set streams at any size and any address can be found by
 * its index.
 */
import { CITIES, LETTER_PAIRS, STREET_NAME_COUNT, streetName, type City } from './places.js';
import { Rng } from './prng.js';

export interface DemoAddress {
  /** Position in the whole address set, 0-based. */
  index: number;
  street: string;
  houseNumber: number;
  houseLetter: string;
  addition: string;
  postcode: string;
  city: City;
  objectId: string;
  objectType: 'VBO' | 'LIG';
  /** A nevenadres: a second address of the previous address's object. */
  secondary: boolean;
  x: number;
  y: number;
  lat: number;
  lon: number;
}

const STREAM_PLAN = 101;
const STREAM_STREET = 102;
const MIN_MEAN_LENGTH = 22;
const METRES_PER_DEGREE = 111_320;

/** Splits `total` over `weights` in whole parts (largest remainder), deterministically. */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => [e - Math.floor(e), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left === 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left--;
  }
  return parts;
}

export class AddressPlan {
  private readonly cityOf: Uint8Array;
  private readonly ordinal: Uint32Array;
  private readonly pc4: Uint16Array;
  private readonly pairStart: Uint16Array;
  private readonly block: Uint16Array;
  /** offsets[s] is the index of street s's first address; offsets[streets] = count. */
  private readonly offsets: Float64Array;
  private readonly cache = new Map<number, DemoAddress[]>();

  constructor(
    private readonly seed: number,
    readonly count: number,
  ) {
    const rng = new Rng(seed, STREAM_PLAN);
    const perCity = apportion(
      count,
      CITIES.map((c) => c.weight),
    );
    const lengths: number[] = [];
    const cities: number[] = [];
    const blocks: number[] = [];
    perCity.forEach((addresses, c) => {
      const city = CITIES[c];
      if (!city || addresses === 0) return;
      const capacity = (city.pc4To - city.pc4From + 1) * LETTER_PAIRS.length;
      // Long enough streets that the names and the postcodes of the city suffice.
      const mean = Math.max(
        MIN_MEAN_LENGTH,
        addresses / (0.9 * STREET_NAME_COUNT),
        addresses / (0.2 * capacity),
      );
      const streets = Math.ceil(addresses / mean);
      // Numbers per postcode along a street (odd and even sides each get their own postcode).
      const block = Math.max(24, Math.ceil((2 * addresses) / (0.85 * capacity - 2 * streets)));
      let left = addresses;
      while (left > 0) {
        const length = Math.min(left, rng.int(Math.ceil(mean * 0.3), Math.floor(mean * 1.7)));
        lengths.push(length);
        cities.push(c);
        blocks.push(block);
        left -= length;
      }
    });
    const streets = lengths.length;
    this.cityOf = new Uint8Array(streets);
    this.ordinal = new Uint32Array(streets);
    this.pc4 = new Uint16Array(streets);
    this.pairStart = new Uint16Array(streets);
    this.block = new Uint16Array(streets);
    this.offsets = new Float64Array(streets + 1);
    const usedPairs = new Uint16Array(10_000);
    const ordinals = new Uint32Array(CITIES.length);
    for (let s = 0; s < streets; s++) {
      const c = cities[s] ?? 0;
      const city = CITIES[c];
      if (!city) throw new Error('unreachable: a street without a city');
      const length = lengths[s] ?? 1;
      const block = blocks[s] ?? 24;
      const needed = 2 * Math.ceil(length / block);
      const span = city.pc4To - city.pc4From + 1;
      const start = rng.int(0, span - 1);
      let pc4 = -1;
      for (let probe = 0; probe < span; probe++) {
        const candidate = city.pc4From + ((start + probe) % span);
        if ((usedPairs[candidate] ?? 0) + needed <= LETTER_PAIRS.length) {
          pc4 = candidate;
          break;
        }
      }
      if (pc4 < 0) throw new Error(`the postcodes of ${city.name} are exhausted`);
      this.cityOf[s] = c;
      this.ordinal[s] = ordinals[c] ?? 0;
      ordinals[c] = (ordinals[c] ?? 0) + 1;
      this.pc4[s] = pc4;
      this.pairStart[s] = usedPairs[pc4] ?? 0;
      usedPairs[pc4] = (usedPairs[pc4] ?? 0) + needed;
      this.block[s] = block;
      this.offsets[s + 1] = (this.offsets[s] ?? 0) + length;
    }
  }

  get streets(): number {
    return this.cityOf.length;
  }

  /** The addresses of street `s`, in house number order. */
  street(s: number): DemoAddress[] {
    const cached = this.cache.get(s);
    if (cached) return cached;
    const addresses = this.generateStreet(s);
    if (this.cache.size >= 256) this.cache.clear();
    this.cache.set(s, addresses);
    return addresses;
  }

  /** The address with index `index` (0 <= index < count). */
  at(index: number): DemoAddress {
    let low = 0;
    let high = this.streets - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if ((this.offsets[mid] ?? 0) <= index) low = mid;
      else high = mid - 1;
    }
    const address = this.street(low)[index - (this.offsets[low] ?? 0)];
    if (!address) throw new Error(`no demo address ${index}`);
    return address;
  }

  private generateStreet(s: number): DemoAddress[] {
    const rng = new Rng(this.seed, STREAM_STREET, s);
    const city = CITIES[this.cityOf[s] ?? 0];
    if (!city) throw new Error('unreachable: a street without a city');
    const name = streetName(this.cityOf[s] ?? 0, this.ordinal[s] ?? 0);
    const first = this.offsets[s] ?? 0;
    const length = (this.offsets[s + 1] ?? 0) - first;
    const pc4 = this.pc4[s] ?? 1000;
    const pairStart = this.pairStart[s] ?? 0;
    const block = this.block[s] ?? 24;
    const water = /(gracht|kade)$/.test(name);

    // The street is a line from a point near the centre; houses 7 m apart, odd and even sides
    // 16 m apart. Bigger cities spread wider.
    const radius = 1500 + 150 * Math.sqrt(city.weight);
    const distance = radius * Math.sqrt(rng.float());
    const bearing = rng.float() * 2 * Math.PI;
    const direction = rng.float() * 2 * Math.PI;
    const x0 = city.x + distance * Math.cos(bearing);
    const y0 = city.y + distance * Math.sin(bearing);

    const out: DemoAddress[] = [];
    let number = 0;
    while (out.length < length) {
      number++;
      const kind = rng.float();
      let variants: [string, string][];
      if (kind < 0.86) variants = [['', '']];
      else if (kind < 0.92)
        variants = [
          ['', ''],
          ['A', ''],
          ['B', ''],
        ].slice(0, rng.int(2, 3)) as [string, string][];
      else if (kind < 0.975) {
        const floors = rng.int(2, 4);
        const additions = rng.chance(0.3) ? ['H', '1', '2', '3'] : ['1', '2', '3', '4'];
        variants = additions.slice(0, floors).map((a) => ['', a]);
      } else
        variants = [
          ['', ''],
          ['', 'BIS'],
        ];
      const pair = pairStart + Math.floor((number - 1) / block) * 2 + (number % 2 === 0 ? 1 : 0);
      const postcode = `${pc4}${LETTER_PAIRS[pair] ?? 'AA'}`;
      const along = (number - 1) * 3.5;
      const side = number % 2 === 0 ? 8 : -8;
      const x = x0 + along * Math.cos(direction) - side * Math.sin(direction);
      const y = y0 + along * Math.sin(direction) + side * Math.cos(direction);
      const lat = city.lat + (y - city.y) / METRES_PER_DEGREE;
      const lon =
        city.lon + (x - city.x) / (METRES_PER_DEGREE * Math.cos((city.lat * Math.PI) / 180));
      for (const [letter, addition] of variants) {
        if (out.length >= length) break;
        const index = first + out.length;
        const boat = water && letter === '' && addition === '' && rng.chance(0.1);
        const previous = out[out.length - 1];
        const secondary = previous?.objectType === 'VBO' && !boat && rng.chance(0.006);
        const serial = String(index + 1).padStart(10, '0');
        out.push({
          index,
          street: name,
          houseNumber: number,
          houseLetter: letter,
          addition,
          postcode,
          city,
          objectId:
            secondary && previous
              ? previous.objectId
              : `${city.municipalityCode}${boat ? '02' : '01'}${serial}`,
          objectType: boat ? 'LIG' : 'VBO',
          secondary,
          x,
          y,
          lat,
          lon,
        });
      }
    }
    return out;
  }
}

/** "Kerkstraat 12A-2": the street line of an address. */
export function streetLine(a: DemoAddress): string {
  const extra = a.addition ? `-${a.addition}` : '';
  return `${a.street} ${a.houseNumber}${a.houseLetter}${extra}`;
}

/** "Kerkstraat 12A-2, 1012 AB Amsterdam". */
export const fullAddress = (a: DemoAddress): string =>
  `${streetLine(a)}, ${a.postcode.slice(0, 4)} ${a.postcode.slice(4)} ${a.city.name}`;
