/** Fictitious companies and helpers shared by the company-directory*.test.ts files. */
import type { DirectoryEntry } from './company-directory-data.js';
import { CompanyDirectory } from './company-directory.js';

/** Fictitious companies: two bakeries of one name in two cities, a crowd of one name, more. */
export const ENTRIES: DirectoryEntry[] = [
  {
    id: 'jansen-utrecht',
    names: ['Bakkerij Jansen B.V.'],
    postcode: '3511AA',
    houseNumber: '10',
    city: 'Utrecht',
    region: 'Utrecht',
    country: 'nl',
    phone: '030-1234567',
    mail: 'info@bakkerij-jansen.example',
    status: 'active',
  },
  {
    id: 'jansen-zwolle',
    names: ['Bakkerij Jansen B.V.'],
    postcode: '8011AB',
    houseNumber: '3',
    city: 'Zwolle',
    // As GLEIF writes a region: its ISO 3166-2 code.
    region: 'NL-OV',
    country: 'nl',
    phone: '038-7654321',
    mail: 'info@jansen-zwolle.example',
    status: 'active',
  },
  {
    id: 'pinas',
    names: ['Pinas Makelaars B.V.', 'Pinas Vastgoed'],
    postcode: '1060AB',
    houseNumber: '6A-2',
    city: 'Amsterdam',
    country: 'nl',
    status: 'active',
  },
  {
    id: 'kompas',
    names: ['Kompas Trading B.V.'],
    postcode: '1060AB',
    houseNumber: '6',
    status: 'active',
  },
  {
    id: 'kompas-old',
    names: ['Kompas Trading V.O.F.'],
    postcode: '1060AB',
    houseNumber: '6B',
    status: 'dissolved',
  },
  { id: 'khalil', names: ['Khalil Capital S.A.'], country: 'lu' },
  // Known abroad by postcode and city only (its address is one text).
  { id: 'claes', names: ['Claes Invest BV'], postcode: '1000', city: 'Brussel', country: 'be' },
  {
    id: 'gerritsen',
    names: ['Gerritsen Kapsalon B.V.'],
    postcode: '5211AA',
    houseNumber: '4',
    city: "'s-Hertogenbosch",
    country: 'nl',
    status: 'active',
  },
  // 120 companies of one name: more than the engine scores in full for one query.
  ...Array.from({ length: 120 }, (_, i): DirectoryEntry => ({
    id: `crowd-${i}`,
    names: ['Horizon Schoonmaak B.V.'],
    postcode: `${1100 + i}XY`,
    houseNumber: String(1 + (i % 7)),
    city: i % 2 === 0 ? 'Amsterdam' : 'Rotterdam',
    country: 'nl',
    status: i % 3 === 0 ? 'dissolved' : 'active',
  })),
];

export const directory = CompanyDirectory.build(ENTRIES);
export const ids = (matches: { entityId: string }[]) => matches.map((m) => m.entityId);
export const find = (
  query: Parameters<CompanyDirectory['findByName']>[0],
  options: { narrow?: boolean; limit?: number } = {},
) => directory.findByName(query, { limit: 10, ...options });
