// Fictitious addresses for the address index benchmark (bench/address-index.js), made one at a
// time while the builder packs them, shaped like the BAG: about 2,500 woonplaatsen of very
// different sizes in some 350 municipalities and 12 provinces, about 250,000 streets, about
// 460,000 postcodes (a short street on one, the odd and even sides of a longer one on
// postcodes of their own, some 22 addresses each), 6 % of numbers with letters (A, B) and 6 %
// with additions (1-4, H, BIS), and a few secondary addresses.

/** A small deterministic generator (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** One stream for the whole run: the benchmark's own picks (typos, order) continue it. */
export const random = rng(20240501);
const pick = (list) => list[Math.floor(random() * list.length)];

const SYLLABLES = [
  'ber',
  'gen',
  'dam',
  'wijk',
  'ho',
  'ven',
  'dijk',
  'hui',
  'zen',
  'mon',
  'ster',
  'burg',
  'lo',
  'ker',
  'kra',
  'veld',
  'win',
  'ter',
  'es',
  'sel',
  'oor',
  'den',
  'hout',
  'ma',
  'rie',
  'zand',
  'broek',
  'rijn',
  'lin',
  'ge',
  'hem',
  'sta',
];
const FIRST = [
  'Kerk',
  'Molen',
  'School',
  'Dorps',
  'Linden',
  'Eiken',
  'Beuken',
  'Wilgen',
  'Prins',
  'Konings',
  'Oranje',
  'Julian',
  'Beatrix',
  'Willem',
  'Hoog',
  'Nieuwe',
  'Oude',
  'Zuid',
  'Noord',
  'Oost',
  'West',
  'Markt',
  'Haven',
  'Sluis',
  'Brug',
  'Stations',
  'Tuin',
  'Park',
  'Bos',
  'Heide',
  'Veen',
  'Polder',
];
const PEOPLE = [
  'Burgemeester Jansen',
  'Dokter Kuyper',
  'Professor Lorentz',
  'Van Heemskerck',
  'De Ruyter',
  'Rembrandt',
  'Vondel',
  'Thorbecke',
  'Mesdag',
  'Huygens',
  'Erasmus',
  'Spinoza',
];
const KINDS = [
  'straat',
  'laan',
  'weg',
  'plein',
  'gracht',
  'kade',
  'singel',
  'dijk',
  'hof',
  'pad',
  'steeg',
  'dreef',
];
const PROVINCES = [
  'Groningen',
  'Fryslân',
  'Drenthe',
  'Overijssel',
  'Flevoland',
  'Gelderland',
  'Utrecht',
  'Noord-Holland',
  'Zuid-Holland',
  'Zeeland',
  'Noord-Brabant',
  'Limburg',
];

const word = (parts) => {
  let w = '';
  for (let i = 0; i < parts; i++) w += pick(SYLLABLES);
  return w.charAt(0).toUpperCase() + w.slice(1);
};

/** Woonplaatsen with Zipf-like sizes, their municipalities and PC4 ranges. */
function makeCities(cityCount, size) {
  const weights = Array.from({ length: cityCount }, (_, i) => 1 / (i + 1) ** 0.9);
  const total = weights.reduce((a, b) => a + b, 0);
  const names = new Set();
  const municipalities = Array.from({ length: 350 }, () => word(3));
  let pc4 = 1000;
  return weights.map((w, i) => {
    let name;
    do name = i % 9 === 0 ? `${word(2)}-${word(2)}` : word(2 + Math.floor(random() * 2));
    while (names.has(name));
    names.add(name);
    const addresses = Math.max(20, Math.round((size * w) / total));
    // Postcodes hold some 22 addresses; a PC4 has 676 letter pairs.
    const pc4Count = Math.max(1, Math.ceil(addresses / 22 / 600));
    const city = {
      name,
      municipality: i < 350 ? name : municipalities[i % 350],
      province: PROVINCES[i % PROVINCES.length],
      addresses,
      pc4From: pc4,
      pc4Count,
    };
    pc4 += pc4Count;
    if (pc4 > 9999) throw new Error('more postcodes than the Netherlands has');
    return city;
  });
}

function streetName(used) {
  for (;;) {
    const r = random();
    const name =
      r < 0.45
        ? `${pick(FIRST)}${pick(KINDS)}`
        : r < 0.6
          ? `${pick(PEOPLE)}${pick(KINDS)}`
          : `${word(2)}${pick(KINDS)}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
    if (used.size > 5000 && random() < 0.5) return `${name} ${used.size}`;
  }
}

/**
 * The 600 letter pairs a PC4 is given, in order from AA: SA, SD and SS are passed over, as the
 * BAG never issues them and its import rejects them.
 */
const PAIRS = Array.from({ length: 603 }, (_, i) =>
  String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)),
).filter((pair) => pair !== 'SA' && pair !== 'SD' && pair !== 'SS');

/** Streets with fewer addresses than this have one postcode for both sides. */
const SHORT_STREET = 45;
const LETTERS = [[''], ['', 'A'], ['', 'A', 'B']];
const ADDITIONS = [
  ['1', '2'],
  ['1', '2', '3'],
  ['H', '1', '2', '3'],
  ['', 'BIS'],
];

/**
 * Streams `size` addresses into `add`, and keeps every n-th address (with its street and city)
 * as a lookup to measure, about 4 × `count` of them.
 */
export function generateAddresses(size, count, add) {
  const cities = makeCities(2500, size);
  const every = Math.max(1, Math.floor(size / (4 * count)));
  const samples = [];
  let made = 0;
  let streets = 0;
  let postcodes = 0;
  for (const city of cities) {
    const used = new Set();
    let pair = 0;
    let left = Math.min(city.addresses, size - made);
    const nextPostcode = () => {
      const pc4 = city.pc4From + Math.floor(pair / 600);
      const letters = PAIRS[pair % 600];
      pair++;
      postcodes++;
      return `${pc4}${letters}`;
    };
    while (left > 0) {
      const street = streetName(used);
      streets++;
      const length = Math.min(left, 10 + Math.floor(random() * 60));
      // A short street has one postcode; a longer one a postcode per side, and a new one
      // every 25 numbers on each side.
      const first = nextPostcode();
      const sides = [first, length < SHORT_STREET ? first : nextPostcode()];
      let number = 0;
      let onStreet = 0;
      while (onStreet < length) {
        number++;
        const side = number % 2;
        if (number > 2 && number % 50 < 2) sides[side] = nextPostcode();
        const r = random();
        const variants =
          r < 0.88
            ? [['', '']]
            : r < 0.94
              ? pick(LETTERS).map((l) => [l, ''])
              : pick(ADDITIONS).map((a) => ['', a]);
        for (const [letter, addition] of variants) {
          if (onStreet >= length) break;
          const address = {
            postcode: sides[side],
            houseNumber: number,
            houseLetter: letter || undefined,
            addition: addition || undefined,
            street,
            city: city.name,
            municipality: city.municipality,
            province: city.province,
            objectType: 'VBO',
            secondary: random() < 0.004,
          };
          add(address);
          if (made % every === 0) samples.push(address);
          made++;
          onStreet++;
        }
      }
      left -= length;
    }
    if (made >= size) break;
  }
  return { samples, streets, postcodes, cities: cities.length };
}
