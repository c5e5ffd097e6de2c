/**
 * An English report says the checks' messages as they are written, but for the parts the API
 * keeps in its own terms: a BAG use is the register's Dutch word ("Use: woonfunctie"), and a
 * screened party's role is a key ("ubo: Ann Claes (also ubo)"). Those are said in English.
 */
import { BAG_USE_NAMES } from '../../checks/person/address-information.js';

const BAG_USES: Readonly<Record<string, string>> = BAG_USE_NAMES;

/** "woonfunctie, kantoorfunctie" as "residential, office"; undefined where one is not known. */
function bagUsesInEnglish(list: string): string | undefined {
  const uses = list
    .split(', ')
    .map((use) => (Object.hasOwn(BAG_USES, use) ? BAG_USES[use] : undefined));
  return uses.every((use) => use !== undefined) ? uses.join(', ') : undefined;
}

/** A role of a screened party as a reader writes it: "ubo" is "UBO". */
const roleInEnglish = (role: string): string =>
  role === 'ubo' ? 'UBO' : role === 'possible ubo' ? 'possible UBO' : role;

// A party as src/checks/company/registrations.ts names it, whole: role, name, other places.
const PARTY =
  /^(company|person|director|ubo|possible ubo|shareholder|parent|parent director)(: .+?)?(?: \(also (.+)\))?$/s;
const ALSO_ROLE = /, (?=ubo|possible ubo|shareholder|director|parent)/;

/** "ubo: Ann Claes (also possible ubo, parent director of X)" with its roles in English. */
function partyInEnglish(text: string): string | undefined {
  const party = PARTY.exec(text);
  if (!party) return undefined;
  const [, role = '', name = '', also] = party;
  const others =
    also === undefined
      ? ''
      : ` (also ${also
          .split(ALSO_ROLE)
          .map((other) => roleInEnglish(other))
          .join(', ')})`;
  return `${roleInEnglish(role)}${name}${others}`;
}

/** A message of a check as an English report says it. */
export function inEnglish(text: string): string {
  const party = partyInEnglish(text);
  if (party !== undefined) return party;
  // The address's use (src/checks/person/risk-signals.ts): "Use: woonfunctie." and
  // "The address is not residential (use: kantoorfunctie)."
  return text.replace(
    /\b([Uu]se): ([a-z]+(?: [a-z]+)?(?:, [a-z]+(?: [a-z]+)?)*)(?=[.)]|$)/g,
    (whole, use: string, list: string) => {
      const said = bagUsesInEnglish(list);
      return said === undefined ? whole : `${use}: ${said}`;
    },
  );
}
