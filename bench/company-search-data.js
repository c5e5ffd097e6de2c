// Deterministic fictitious companies and queries for `npm run bench:company-search`: directory
// entries as the company directory reads them from a register (names, address, phone, mail,
// status), made one by one from their index so 3,000,000 of them never exist at once.
import { SURNAMES, fullSurname, initialsOf, MALE_FIRST, FEMALE_FIRST } from '../dist/demo/names.js';
import { CITIES, LETTER_PAIRS, streetName } from '../dist/demo/places.js';
import { Rng } from '../dist/demo/prng.js';
import { SBI } from '../dist/demo/sbi.js';
import { typo } from '../dist/screening/eval/variations.js';

const SYLLABLES =
  'ka ri mo va len dor as bel ton mir sa ha lo nik zu pe ra gin tu ve shan kov dar el min osh ber fa wen hol stra ker vin ma de gro'.split(
    ' ',
  );
const ENDINGS = ['', 'er', 'ink', 'ing', 'man', 'sen', 'stra', 'ma', 'ens', 'hof', 'veld'];
const ACTIVITY_WORDS = SBI.flatMap((s) => s.words);
const PLACE_WORDS =
  'Noordkade Zuidpoort Oostwind Westhaven Polderkracht Dijkzicht Lindeboom Molenhoek Duinrand Vaartzicht Groenhof Hoogland Kroonwerk Stadspoort Brugwachter Eikenhout Zilverreiger Klaproos Waterlelie Horizon Delta Meridiaan Kompas Ankerpunt Vliegwiel Zeemeeuw Heuvelrug Rietland Bronsgroen Windkracht Lichtbaken Kiemkracht Spoorzicht Torenvalk Korenbloem Veenhoop Zandloper Boegbeeld Sterrenwacht Koppelpunt'.split(
    ' ',
  );
const FORMS = [
  ['B.V.', 55],
  ['V.O.F.', 8],
  ['N.V.', 2],
  ['', 25],
  ['Holding B.V.', 10],
];
const STATUSES = [
  ['active', 88],
  ['dissolved', 5],
  ['bankrupt', 4],
  ['in_liquidation', 2],
  ['inactive', 1],
];
const CITY_WEIGHTS = CITIES.map((c) => [c, c.weight]);

const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** A made-up word of two or three syllables: the long tail of names a real register has. */
function madeUpWord(rng) {
  let word = '';
  for (let i = rng.int(2, 3); i > 0; i--) word += rng.pick(SYLLABLES);
  return capital(word + rng.pick(ENDINGS));
}

/** Half the family names from the common Dutch ones, half made up. */
const surname = (rng) => (rng.chance(0.5) ? fullSurname(rng.pick(SURNAMES)) : madeUpWord(rng));

function companyName(rng) {
  const form = rng.weighted(FORMS);
  const activity = rng.pick(ACTIVITY_WORDS);
  const family = capital(surname(rng));
  const suffix = form ? ` ${form}` : '';
  switch (rng.int(0, 5)) {
    case 0:
      return `${activity} ${family}`;
    case 1: {
      const first = rng.pick(rng.chance(0.5) ? MALE_FIRST : FEMALE_FIRST);
      return `${initialsOf(first)} ${family}${suffix}`;
    }
    case 2:
      return `${rng.chance(0.3) ? rng.pick(PLACE_WORDS) : madeUpWord(rng)} ${activity}${suffix}`;
    case 3:
      return `Stichting ${activity} ${rng.chance(0.5) ? rng.pick(PLACE_WORDS) : madeUpWord(rng)}`;
    case 4:
      return `${family} & ${capital(surname(rng))} ${activity} V.O.F.`;
    default:
      return `${family} ${activity}${suffix}`;
  }
}

const slug = (name) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(b\.v\.|n\.v\.|v\.o\.f\.)/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Directory entry `i`: a fictitious company with its address and contact details. */
export function companyAt(i, seed = 1) {
  const rng = new Rng(seed, 31, i);
  const name = companyName(rng);
  const cityIndex = CITIES.indexOf(rng.weighted(CITY_WEIGHTS));
  const city = CITIES[cityIndex];
  const letter = rng.chance(0.1) ? rng.pick(['A', 'B', 'C']) : '';
  const addition = rng.chance(0.05) ? `-${rng.int(1, 3)}` : '';
  return {
    id: `bench-co-${i}`,
    names: [name],
    postcode: `${rng.int(city.pc4From, city.pc4To)}${rng.pick(LETTER_PAIRS)}`,
    houseNumber: `${rng.int(1, 180)}${letter}${addition}`,
    street: streetName(cityIndex, rng.int(0, 400)),
    city: city.name,
    country: 'nl',
    phone: `+31${city.areaCode}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`.slice(0, 12),
    mail: `info@${slug(name)}.example`,
    status: rng.weighted(STATUSES),
  };
}

export function* generateCompanies(count, seed = 1) {
  for (let i = 0; i < count; i++) yield companyAt(i, seed);
}

const withoutForm = (name) => name.replace(/\s(Holding B\.V\.|B\.V\.|N\.V\.|V\.O\.F\.)$/, '');

/**
 * `count` name searches over a directory of `size`: 40 % a listed name with a typo in one
 * word, 20 % a listed name without its legal form, 20 % a listed name narrowed by its city,
 * 20 % a name made from the same parts that is (almost surely) not listed. `expected` and
 * `expectedName`: the id and name of the company looked for, when there is one.
 */
export function generateQueries(count, size, seed = 1) {
  const queries = [];
  for (let q = 0; q < count; q++) {
    const rng = new Rng(seed, 32, q);
    const kind = rng.int(0, 9);
    if (kind >= 8) {
      queries.push({ kind: 'unlisted', query: { name: companyName(new Rng(seed + 1, 31, q)) } });
      continue;
    }
    const target = companyAt(rng.int(0, size - 1), seed);
    const [name] = target.names;
    if (kind < 4) {
      const words = name.split(' ');
      const at = words.findIndex((w) => w.length >= 5);
      if (at >= 0) words[at] = typo(words[at], rng);
      queries.push({
        kind: 'typo',
        query: { name: words.join(' ') },
        expected: target.id,
        expectedName: name,
      });
    } else if (kind < 6) {
      queries.push({
        kind: 'no-form',
        query: { name: withoutForm(name) },
        expected: target.id,
        expectedName: name,
      });
    } else {
      queries.push({
        kind: 'city',
        query: { name, address: { city: target.city } },
        narrow: true,
        expected: target.id,
        expectedName: name,
      });
    }
  }
  return queries;
}
