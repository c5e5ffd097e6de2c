/**
 * The UBOs of a sole proprietorship (eenmanszaak, and its equivalents elsewhere). It is no legal
 * person apart from its owner: the owner holds it wholly, so the owner is its UBO with 100 %, not
 * a pseudo-UBO standing in for owners. Registers record no shares for it; they name the owner in
 * a directorship role (`Eigenaar`), so the owners are read from the directorships.
 *
 * The Dutch register also knows an eenmanszaak with more than one owner (`Eenmanszaak met meer
 * dan één eigenaar`): with no shares given, its owners hold it in equal parts, and those above the
 * threshold are UBOs, as with any other owners.
 */
import type { Party } from './graph.js';
import { rolePercentage, roleStartDate, type UboRole } from './roles.js';
import { round2 } from './known-shares.js';
import type { DirectorInput } from './pseudo-ubo.js';

const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Sole proprietorships by their written legal form: Dutch and Belgian eenmanszaak, English sole
 * trader / proprietorship, German Einzelunternehmen and eingetragener Kaufmann (e.K.), French
 * entreprise individuelle (EI), Spanish empresario individual, Italian ditta / impresa
 * individuale, Swedish enskild firma, Danish enkeltmandsvirksomhed, Norwegian
 * enkeltpersonforetak, Finnish toiminimi. Not the one-person limited companies (SASU, SLU,
 * EIRELI, a one-person B.V.): those are legal persons with shares.
 */
const SOLE_PROPRIETORSHIP = [
  /eenmanszaak/,
  /\bsole (proprietor|trader)/,
  /\beinzel(unternehm|kauf|firma)/,
  /\beingetragene[rn]? kauf(mann|frau)/,
  /\bentreprise individuelle\b/,
  /\bempresari[oa] individual\b/,
  /\b(ditta|impresa) individuale\b/,
  /\benskild (firma|naringsidkare)\b/,
  /\benkeltmandsvirksomhed\b/,
  /\benkeltpersonforetak\b/,
  /\btoiminimi\b/,
];
/** Abbreviations, only as the whole legal form (dots and spaces dropped): e.K., EI. */
const SOLE_PROPRIETORSHIP_ABBREVIATIONS = new Set(['ek', 'ei']);

/** Whether a legal form as the register writes it is a sole proprietorship. */
export function isSoleProprietorship(legalForm: string | undefined): boolean {
  if (legalForm === undefined) return false;
  const folded = fold(legalForm);
  return (
    SOLE_PROPRIETORSHIP.some((re) => re.test(folded)) ||
    SOLE_PROPRIETORSHIP_ABBREVIATIONS.has(folded.replace(/[.\s]/g, ''))
  );
}

/** The owner's role in a sole proprietorship: eigenaar, owner, proprietor, Inhaber, propriétaire. */
const PROPRIETOR_ROLE = [/eigenaar/, /\bowner\b/, /proprietor/, /inhaber/, /proprietaire/];

export function isProprietorRole(role: string): boolean {
  const folded = fold(role);
  return PROPRIETOR_ROLE.some((re) => re.test(folded));
}

export interface SoleProprietor {
  person: Party;
  /** The owner roles as the register words them (`Eigenaar`). */
  functions: string[];
  /** The owner's share in %: 100, or an equal part among several owners (rounded to 2 decimals). */
  percentage: number;
  /** One `owner` role per owner directorship. */
  roles: UboRole[];
}

export interface SoleProprietorResult {
  /** Natural persons in an owner role. */
  owners: number;
  /** Those holding more than the threshold, in the directors' order. */
  ubos: SoleProprietor[];
  /**
   * Every owner with their part, UBO or not, in the directors' order: what the shares of any
   * other company give as the persons reached (`lookups.ubo.persons`).
   */
  holders: { person: Party; percentage: number }[];
}

const TOLERANCE = 1e-9;

/** The owners of a sole proprietorship `root` among its directors, and which of them are UBOs. */
export function soleProprietorUbos(
  root: Party,
  directors: readonly DirectorInput[],
  { threshold = 25 }: { threshold?: number } = {},
): SoleProprietorResult {
  const byPerson = new Map<
    string,
    { person: Party; functions: string[]; starts: (string | undefined)[] }
  >();
  for (const { party, role, startDate } of directors) {
    if (party.kind !== 'person' || !isProprietorRole(role)) continue;
    const entry = byPerson.get(party.id) ?? { person: party, functions: [], starts: [] };
    entry.functions.push(role);
    entry.starts.push(startDate);
    byPerson.set(party.id, entry);
  }
  const owners = byPerson.size;
  const share = owners > 0 ? 100 / owners : 0;
  const holders = [...byPerson.values()].map(({ person }) => ({
    person,
    percentage: round2(share),
  }));
  if (share <= threshold + TOLERANCE) return { owners, ubos: [], holders };
  const whole = owners === 1;
  const ubos = [...byPerson.values()].map(({ person, functions, starts }) => {
    const id = `owner:${root.id}>${person.id}`;
    const roles = functions.map((role, i): UboRole => {
      const start = roleStartDate([starts[i]]);
      return {
        id: i === 0 ? id : `${id}#${i + 1}`,
        type: 'owner',
        competency: whole
          ? `direct ${rolePercentage(share)} as ${role}: a sole proprietorship belongs wholly to its owner`
          : `direct ${rolePercentage(share)} as ${role}: a sole proprietorship of ${owners} owners, ` +
            'in equal parts (the register gives no shares)',
        ...(start !== undefined && { start_date: start }),
      };
    });
    return { person, functions, percentage: round2(share), roles };
  });
  return { owners, ubos, holders };
}
