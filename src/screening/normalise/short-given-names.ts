/**
 * Dutch call names (roepnamen) beside the official given names that registers, passports and
 * lists write: a Dutch man is called Henk and registered as Hendrik, called Wim and registered
 * as Wilhelmus. Data only; beside the same full birth date, `score/pair-rules.ts` pairs a call
 * name with its official name as an initial pairs with a name of its letter
 * (`initialSimilarity`), below the same name written alike.
 *
 * Source: call names are recorded nowhere official (the Meertens Instituut's Nederlandse
 * Voornamenbank holds official names only); G. Bloothooft and D. Onland linked the call names
 * of 1.5 million Dutch people to their registered names ("Een corpus van roepnamen en
 * voornamen", Neerlandistiek, January 2019). The table holds only call names in common use
 * that stand for one or two official names. One that is a name of its own as often (Jan, Hans)
 * still pairs with its official name: the birth date, country and other names tell the persons
 * apart.
 */

// prettier-ignore
const SHORT_FORMS: Readonly<Record<string, readonly string[]>> = {
  henk: ['hendrik', 'hendrikus', 'henricus'],
  kees: ['cornelis'],
  piet: ['pieter', 'petrus'],
  jan: ['johannes'],
  hans: ['johannes'],
  joop: ['johannes'],
  wim: ['willem', 'wilhelmus'],
  klaas: ['nicolaas'],
  koos: ['jacobus'],
  kobus: ['jacobus'],
  sjaak: ['jacobus'],
  toon: ['antonius'],
  ton: ['antonius'],
  harm: ['hermanus'],
  gijs: ['gijsbertus'],
  huub: ['hubertus'],
  rien: ['marinus'],
  sjef: ['josephus'],
  bep: ['elisabeth'],
  truus: ['geertruida'],
};

const PAIRS: ReadonlySet<string> = new Set(
  Object.entries(SHORT_FORMS).flatMap(([short, full]) =>
    full.flatMap((name) => [`${short} ${name}`, `${name} ${short}`]),
  ),
);

/** Whether one of two folded words is a Dutch short form of the other (Henk and Hendrik). */
export const isShortFormOf = (a: string, b: string): boolean => PAIRS.has(`${a} ${b}`);
