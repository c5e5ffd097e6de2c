/**
 * The persons of the demo register: directors, shareholders and the owners of foreign group
 * companies, each regenerated from its slot number.
 */
import { CITIES } from './places.js';
import { dutchName, foreignName, fullSurname, initialsOf, type Surname } from './names.js';
import { Rng } from './prng.js';

const STREAM_PERSON = 201;
const STREAM_FOREIGN_PERSON = 202;

/** How many person slots each company has; slot k*3+j is its j-th own person. */
export const PERSON_SLOTS = 3;

export interface DemoPerson {
  id: string;
  firstName: string;
  /** A second given name, only for the initials. */
  secondName: string;
  surname: Surname;
  gender: 'male' | 'female';
  birthDate: string;
  birthPlace: string;
  /** ISO 3166 alpha-2, lower case (FtM). */
  nationality: string;
}

/** "Jan van der Meer". */
export const personName = (p: DemoPerson): string => `${p.firstName} ${fullSurname(p.surname)}`;

/** The day a person turned 21: the earliest start of a role (29 February as the 28th). */
export function adultFrom(p: DemoPerson): string {
  const date = `${Number(p.birthDate.slice(0, 4)) + 21}${p.birthDate.slice(4)}`;
  return date.endsWith('-02-29') ? `${date.slice(0, -2)}28` : date;
}

/** "J.P." */
export const personInitials = (p: DemoPerson): string => initialsOf(p.firstName, p.secondName);

/** The own person `j` of company `k`. */
export function dutchPerson(seed: number, k: number, j: number): DemoPerson {
  const rng = new Rng(seed, STREAM_PERSON, k * PERSON_SLOTS + j);
  const name = dutchName(rng);
  const second = dutchName(rng);
  return {
    id: `demo-pe-${k}-${j}`,
    firstName: name.firstName,
    secondName: rng.chance(0.4) && second.gender === name.gender ? second.firstName : '',
    surname: name.surname,
    gender: name.gender,
    birthDate: rng.date('1945-01-01', '1999-12-31'),
    birthPlace: rng.chance(0.9)
      ? rng.pick(CITIES).name
      : rng.pick(['Paramaribo', 'Istanbul', 'Casablanca', 'Antwerpen']),
    nationality: 'nl',
  };
}

/** The person `j` behind foreign group company `f`, of one of the countries given. */
export function foreignPerson(seed: number, f: number, j: number, country: string): DemoPerson {
  const rng = new Rng(seed, STREAM_FOREIGN_PERSON, f * 2 + j);
  const name = foreignName(rng, country);
  return {
    id: `demo-fpe-${f}-${j}`,
    firstName: name.firstName,
    secondName: '',
    surname: name.surname,
    gender: name.gender,
    birthDate: rng.date('1950-01-01', '1992-12-31'),
    birthPlace: '',
    nationality: country,
  };
}
