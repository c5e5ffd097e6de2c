/**
 * Name pools of the demo dataset. Common names, freely combined, so that no generated person
 * is meant to be anyone real; the whole dataset is labelled fictitious.
 */
import type { Rng } from './prng.js';

const words = (text: string): string[] => text.trim().split(/\s+/);
/** A list of names that may hold spaces, separated by commas. */
const list = (text: string): string[] =>
  text
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

export const MALE_FIRST = words(`
  Jan Pieter Kees Henk Willem Johannes Cornelis Hendrik Gerrit Dirk Bas Thomas Daan Lucas Sem
  Tim Ruben Jeroen Martijn Sander Erik Maarten Joost Frank Rob Mohamed Ahmed Mehmet Youssef Emre
  Rajesh Wei Stefan Marco Niels Wouter Arjen Bram Floris Jasper`);
export const FEMALE_FIRST = words(`
  Anna Maria Johanna Cornelia Elisabeth Wilhelmina Sanne Emma Julia Sophie Lotte Eva Fleur Anouk
  Lisa Linda Marieke Inge Ingrid Monique Petra Esther Femke Karin Yvonne Fatima Samira Ayşe Elif
  Priya Mei Olga Noor Saskia Hanneke Marloes Judith Iris Tessa Charlotte`);

/** A surname with its tussenvoegsel (prefix), which Dutch registers keep apart. */
export interface Surname {
  prefix: string;
  name: string;
}

// Surnames with a tussenvoegsel, as "prefix|name".
const PREFIXED = list(`
  de|Vries, de|Jong, van|Dijk, van den|Berg, van der|Meer, de|Boer, van|Leeuwen, de|Graaf,
  van der|Linden, de|Wit, van|Beek, van den|Bosch, de|Haan, de|Groot, van der|Heijden, ter|Horst,
  ten|Brink, van 't|Hof, van|Vliet, van de|Ven, van der|Wal, de|Bruijn, van|Wijk, in 't|Veld,
  van der|Laan, de|Lange, van|Dam, van der|Velde, de|Ruiter, van|Rijn`).map((n) => n.split('|'));
const PLAIN = list(`
  Jansen, Bakker, Visser, Smit, Meijer, Mulder, Bos, Vos, Peters, Hendriks, Dekker, Brouwer,
  Dijkstra, Smits, Janssen, Koster, Vermeulen, Kok, Willems, Huisman, Postma, Kuipers, Veenstra,
  Kramer, Prins, Blom, Schouten, Hoekstra, Kaya, Yılmaz, El Amrani, Bouzid, Nguyen, Wang, Pinas,
  Öztürk, Şahin, Kowalski, Boukhari, Maas, Verhoeven, Timmermans, Gerritsen, Bosman, Wouters`);

export const SURNAMES: readonly Surname[] = [
  ...PREFIXED.map(([prefix = '', name = '']) => ({ prefix, name })),
  ...PLAIN.map((name) => ({ prefix: '', name })),
];

/** "van der Meer", or "Jansen". */
export const fullSurname = (s: Surname): string => (s.prefix ? `${s.prefix} ${s.name}` : s.name);

/** Initials as Dutch registers write them: "J.P.". */
export const initialsOf = (...names: string[]): string =>
  names
    .filter(Boolean)
    .map((n) => `${n.charAt(0).toUpperCase()}.`)
    .join('');

/** Name pools of the countries of the foreign group companies and of the screening list. */
const pool = (first: string, last: string) => ({ first: words(first), last: words(last) });

/** Name pools of the countries of the foreign group companies and of the screening list. */
export const FOREIGN_NAMES: Readonly<Record<string, { first: string[]; last: string[] }>> = {
  be: pool(
    'Luc Koen Els Sophie Pieter-Jan Ann Wim Nathalie',
    'Peeters Janssens Maes Jacobs Dubois Lambert Claes Wouters',
  ),
  de: pool(
    'Klaus Petra Jürgen Sabine Matthias Katrin Uwe Birgit',
    'Müller Schmidt Schneider Fischer Weber Becker Hoffmann Wagner',
  ),
  lu: pool(
    'Marc Claude Anne Nadine Jean Carole Paul Sylvie',
    'Schmit Hoffmann Muller Weber Wagner Reuter Thill Kieffer',
  ),
  cy: pool(
    'Andreas Maria Christos Eleni Giorgos Despina Nikos Androulla',
    'Georgiou Christodoulou Ioannou Constantinou Charalambous Nicolaou',
  ),
  ru: pool(
    'Dmitri Sergei Olga Irina Andrei Yelena Pavel Natalya',
    'Sokolov Volkov Morozov Lebedev Kozlov Novikov Orlov Zaitsev',
  ),
  ae: pool(
    'Omar Karim Layla Rania Samir Yasmin Tariq Hana',
    'Haddad Khalil Nasser Saleh Mansour Aziz Darwish Rahman',
  ),
  gb: pool(
    'James Oliver Charlotte Amelia George Harriet Edward Lucy',
    'Whitfield Ashworth Pembroke Hollis Carrington Blackwood Fairfax',
  ),
};

const FEMALE_FOREIGN = new Set(
  words(`Els Sophie Ann Nathalie Petra Sabine Katrin Birgit Anne Nadine Carole Sylvie Maria Eleni
    Despina Androulla Olga Irina Yelena Natalya Layla Rania Yasmin Hana Charlotte Amelia Harriet Lucy`),
);

export interface GeneratedName {
  firstName: string;
  surname: Surname;
  gender: 'male' | 'female';
}

/** A Dutch first name and surname. */
export function dutchName(rng: Rng, surname?: Surname): GeneratedName {
  const gender = rng.chance(0.5) ? 'male' : 'female';
  return {
    firstName: rng.pick(gender === 'male' ? MALE_FIRST : FEMALE_FIRST),
    surname: surname ?? rng.pick(SURNAMES),
    gender,
  };
}

/** A name from the pools of `country`. */
export function foreignName(rng: Rng, country: string): GeneratedName {
  const pool = FOREIGN_NAMES[country] ?? FOREIGN_NAMES.de;
  if (!pool) throw new Error('no name pool');
  const firstName = rng.pick(pool.first);
  return {
    firstName,
    surname: { prefix: '', name: rng.pick(pool.last) },
    gender: FEMALE_FOREIGN.has(firstName) ? 'female' : 'male',
  };
}
