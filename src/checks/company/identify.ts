/**
 * Finding the company a check is about: by an earlier search's identifier, by KvK number (or
 * an LEI given in its place), by VAT number, or by name through the company directory. Not
 * finding it is a result: the check goes on without the company sections.
 */
import { first, type Entity } from '../../entities/entity.js';
import { isA } from '../../entities/schemata.js';
import { invalidInput } from '../../errors/errors.js';
import { withAddressLines } from '../../registry/address-lines.js';
import {
  byNumberOrder,
  byRegisterOrder,
  isListEntry,
  numberRank,
  registerRank,
} from '../../registry/company-directory-data.js';
import { addressNarrows } from '../../registry/company-evidence.js';
import { otherRegisterNumberOf } from '../../registry/company-record.js';
import { normaliseIdentifier } from '../../registry/keys.js';
import { foundAsKvkReading, lookUpKvkNumber } from '../../registry/register-country.js';
import type { CompanyMatch } from '../../registry/registry.js';
import { checkVatNumber } from '../../validators/vat/index.js';
import { parseSearchIdentifier } from '../../registry/search-identifier.js';
import {
  fullestRecordFirst,
  isSameCompany,
  namesAgree,
  withRecordsOfFirst,
} from '../../registry/same-company.js';
import type { CompanyCheckContext } from './context.js';
import { equallyGoodRemark, identificationRemarks, writtenForm } from './identification-remarks.js';
import { once } from './context.js';
import { heldWholeBest } from './name-held-whole.js';
import { DISTINCTIVE_WORD_COMPANIES } from '../../registry/company-name-words.js';
import { unmappedStatusOf } from '../../registry/company-status.js';

export type MatchedBy =
  'search_identifier' | 'chamber_of_commerce_number' | 'lei' | 'vat_number' | 'rsin' | 'name';

export interface IdentifiedCompany {
  entity: Entity;
  matchedBy: MatchedBy;
  /** The name match score (0–1) when found by name. */
  score?: number;
  /** Other identifiers of the request that found other companies than this one. */
  conflicts: { by: MatchedBy; found: Entity[] }[];
  /** Others were found as good (the same name, say): which one was meant is not certain. */
  ambiguous: boolean;
  /** Those others, when ambiguous. */
  equallyGood: Entity[];
  /**
   * The other records of this one company found with it (GLEIF's of a KvK company): what they
   * know of its owners is known of the company checked.
   */
  sameCompanyRecords: Entity[];
}

/** How many name candidates are asked for; those besides the best are named in backend_data. */
const NAME_CANDIDATES = 5;
/**
 * A name identifies a company from this score on (the screening threshold): a search shows
 * weaker candidates, a check must not take them for the company, but for the one whose name
 * alone holds the name asked whole (name-held-whole.ts).
 */
const IDENTIFY_THRESHOLD = 0.72;
/** Candidates scoring within this of the best are "equally good" and named as such. */
const EQUALLY_GOOD = 0.02;
/**
 * Candidates asked for where none scores IDENTIFY_THRESHOLD, to tell whether one company alone
 * holds the name asked whole (name-held-whole.ts): as many as company search lists such.
 */
const HELD_WHOLE_CANDIDATES = DISTINCTIVE_WORD_COMPANIES + 1;

/**
 * The legal entities found, in register order, where one company's records (the KvK's own and
 * GLEIF's, say) stand together with the fullest first: that one is the company checked.
 */
const legalEntities = (
  context: CompanyCheckContext,
  found: Entity[],
  order: (a: Entity, b: Entity) => number = byRegisterOrder,
): Promise<Entity[]> =>
  fullestRecordFirst(
    context.registry,
    found.filter((e) => isA(e.schema, 'LegalEntity')).sort(order),
  );

/**
 * The lookups a VAT number allows: the number as written, with NL before it when it has no
 * prefix, the form vat_validation shows (a Belgian number's old nine digits get their leading 0,
 * GR is EL), and for Dutch legal entities the RSIN.
 */
export function vatLookups(raw: string): { vat: string[]; rsin?: string } {
  const value = normaliseIdentifier(raw);
  const prefixed = /^[A-Z]{2}/.test(value) ? value : `NL${value}`;
  const checked = checkVatNumber(raw, 'NL');
  const dutch = /^NL(\d{9})B\d{2}$/.exec(prefixed);
  const vat = [...new Set([value, prefixed, ...(checked.ok ? [checked.vatNumber] : [])])];
  return dutch?.[1] ? { vat, rsin: dutch[1] } : { vat };
}

const round = (score: number) => Math.round(score * 10_000) / 10_000;

interface Attempt {
  by: MatchedBy;
  found: Entity[];
  scores?: Map<string, number>;
  /** By name: the candidates as good as the first, the first among them. */
  equallyGood?: ReadonlySet<string>;
  /** By number: the number as it was looked up, where not as given (a leading zero restored). */
  readAs?: string;
  /** Why the number was read as readAs. */
  readRemark?: string;
  /**
   * By KvK number read as another identifier (a VAT number or RSIN in the field): found as a
   * lookup by that identifier finds, without the company's other records.
   */
  readAsOtherIdentifier?: boolean;
  /**
   * By number: the order the records found are in (numberRank, then whether another identifier
   * given agrees); those of the first's rank are as good as it.
   */
  rank?: (entity: Entity) => number;
}

/**
 * The candidates as good as the best: those whose name is the one asked, as written, where any
 * is (a namesake spelled otherwise, "Jansen" for "Janssen", is then not as good however close its
 * score); else those scoring within EQUALLY_GOOD of the best. Of those, the ones that most of the
 * address, phone number and mail address given agree with: the caller gave them to tell
 * namesakes apart, so they decide before the register order does.
 */
function equallyGoodOf(name: string, good: readonly CompanyMatch[]): Set<string> {
  const asked = writtenForm(name);
  const exact = good.filter((c) => writtenForm(c.matchedName) === asked);
  const best = good[0]?.score ?? 0;
  const equal = exact.length > 0 ? exact : good.filter((c) => best - c.score <= EQUALLY_GOOD);
  const most = Math.max(0, ...equal.map((c) => c.agreeing));
  return new Set(equal.filter((c) => c.agreeing === most).map((c) => c.entityId));
}

async function attempts(context: CompanyCheckContext): Promise<Attempt[]> {
  const { request, registry } = context;
  const done: Attempt[] = [];
  const searchId = request.search_identifier?.trim();
  if (searchId) {
    const id = parseSearchIdentifier(searchId);
    // A malformed identifier is a mistake to report; a well-formed one of a company the
    // served data no longer holds is "not found".
    if (id === undefined) {
      throw invalidInput([
        {
          path: '/search_identifier',
          message:
            'not a search identifier of a company search: it is "cs1_" followed by the code a company search returned, and this one is malformed or fails its checksum',
        },
      ]);
    }
    const company = await registry.companyById(id);
    done.push({ by: 'search_identifier', found: company ? [company] : [] });
  }
  const number = request.chamber_of_commerce_number?.trim();
  if (number) {
    const read = await lookUpKvkNumber(number, async (kind, value) =>
      foundAsKvkReading(kind, await registry.legalEntitiesBy(kind, value)),
    );
    done.push({
      by: read.kind === 'lei' ? 'lei' : 'chamber_of_commerce_number',
      found: await legalEntities(context, read.found, byNumberOrder(read.number)),
      rank: (e) => numberRank(e, read.number),
    });
    const other = read.other;
    if (other) {
      done.push({
        by: 'chamber_of_commerce_number',
        readAs: other.number,
        readRemark: other.remark,
        // A VAT number or RSIN finds what a lookup by vat_number finds, in register order.
        ...(other.kind === 'registrationNumber'
          ? {
              found: await legalEntities(context, other.found, byNumberOrder(other.number)),
              rank: (e: Entity) => numberRank(e, other.number),
            }
          : { found: await legalEntities(context, other.found), readAsOtherIdentifier: true }),
      });
    }
  }
  const vat = request.vat_number?.trim();
  if (vat) {
    const lookups = vatLookups(vat);
    const byVat = (
      await Promise.all(lookups.vat.map((v) => registry.legalEntitiesBy('vat', v)))
    ).flat();
    done.push({ by: 'vat_number', found: await legalEntities(context, byVat) });
    if (byVat.length === 0 && lookups.rsin) {
      // As an RSIN in the KvK field: a company registered abroad with those digits is not it.
      const byRsin = foundAsKvkReading('tax', await registry.legalEntitiesBy('tax', lookups.rsin));
      done.push({ by: 'rsin', found: await legalEntities(context, byRsin) });
    }
  }
  const name = request.company?.name?.trim();
  if (name && !done.some((a) => a.found.length > 0)) {
    const query = {
      name,
      address: request.company?.address,
      phone_number: request.company?.phone_number,
      mail_address: request.company?.mail_address,
    };
    // An address given narrows, as in company search: a namesake elsewhere is not the company
    // asked about. Those found elsewhere are named, so a company that moved can be looked at.
    const given = request.company?.address;
    const narrow = addressNarrows(given && withAddressLines(given));
    // A zero-width space is read both ways there, as in company search (byNameRead).
    const candidates = await registry.findCompaniesByName(query, NAME_CANDIDATES, { narrow });
    let good = candidates.filter((c) => c.score >= IDENTIFY_THRESHOLD);
    if (good.length === 0) {
      // The one company whose name holds the name asked whole, where every company whose name
      // holds it is known (few do), and it scores clearly above the other candidates.
      const holders = await registry.findCompaniesByName(query, HELD_WHOLE_CANDIDATES, {
        narrow,
        heldWhole: true,
      });
      const held = heldWholeBest(name, holders, candidates, EQUALLY_GOOD);
      if (held) good = [held];
    }
    if (narrow && good.length === 0) {
      const elsewhere = await registry.findCompaniesByName(query, NAME_CANDIDATES, {});
      const named = elsewhere.filter((c) => c.score >= IDENTIFY_THRESHOLD);
      if (named.length > 0) {
        context.lookups.name_candidates_at_other_addresses = named.map((c) => ({
          id: c.entityId,
          name: c.matchedName,
          score: round(c.score),
        }));
      }
    }
    const taken = new Set(good.map((c) => c.entityId));
    if (candidates.some((c) => !taken.has(c.entityId))) {
      context.lookups.name_candidates_below_threshold = candidates
        .filter((c) => !taken.has(c.entityId))
        .map((c) => ({ id: c.entityId, name: c.matchedName, score: round(c.score) }));
    }
    const entities = await registry.entities(good.map((c) => c.entityId));
    const byId = new Map(entities.map((e) => [e.id, e]));
    const scores = new Map(good.map((c) => [c.entityId, c.score]));
    const equallyGood = equallyGoodOf(name, good);
    const score = (e: Entity) => scores.get(e.id) ?? 0;
    // The equally good first. Among them register order decides, as for numbers (an active
    // company before a bankrupt or dissolved namesake, where no detail given tells them apart),
    // then the score; the rest by score.
    const found = good
      .flatMap((c) => byId.get(c.entityId) ?? [])
      .sort((a, b) => {
        const [equalA, equalB] = [equallyGood.has(a.id), equallyGood.has(b.id)];
        if (equalA !== equalB) return equalA ? -1 : 1;
        if (!equalA) return score(b) - score(a);
        return registerRank(a) - registerRank(b) || score(b) - score(a) || byRegisterOrder(a, b);
      });
    // One company's records found by its name alike: the fullest is the company, as by number.
    const fullest = await fullestRecordFirst(registry, found);
    done.push({ by: 'name', found: fullest, scores, equallyGood });
  }
  await preferCorroborated(context, done);
  return done;
}

/**
 * Where a number found several records as good as each other (two of the same rank in
 * numberRank), the one the VAT number given found, or whose name agrees with the name given
 * (namesAgree: words and legal form), comes first and is then the better match: the caller's
 * other identifiers tell them apart before the entity id does. They decide nothing else: a
 * Dutch record found by a KvK number stays before a foreign namesake with the same digits.
 */
async function preferCorroborated(context: CompanyCheckContext, done: Attempt[]): Promise<void> {
  const byNumber = done.find((a) => a.rank && a.found.length > 1);
  if (!byNumber?.rank) return;
  const numberRankOf = byNumber.rank;
  const name = context.request.company?.name?.trim();
  const byVat = done
    .filter((a) => a.by === 'vat_number' || a.by === 'rsin')
    .flatMap((a) => a.found);
  const corroborated = (e: Entity): boolean =>
    byVat.some((v) => isSameCompany(v, e)) ||
    (name !== undefined && (e.properties.name ?? []).some((n) => namesAgree(name, n)));
  const agreeing = new Set(byNumber.found.filter(corroborated).map((e) => e.id));
  if (agreeing.size === 0 || agreeing.size === byNumber.found.length) return;
  const rank = (e: Entity) => numberRankOf(e) * 2 + (agreeing.has(e.id) ? 0 : 1);
  byNumber.rank = rank;
  // Stable: records of one rank keep their order, one company's records stay together.
  const sorted = [...byNumber.found].sort((a, b) => rank(a) - rank(b));
  byNumber.found = await fullestRecordFirst(context.registry, sorted);
}

/**
 * Adds to what a lookup other than by KvK number found the other records of the first one's
 * company (a lookup by KvK number finds them all already): the fullest of them is checked,
 * whichever source the identifier given is in. A record added is as good a match as the one
 * it joins.
 */
async function addRecordsOfFirst(context: CompanyCheckContext, attempt: Attempt): Promise<void> {
  const [head] = attempt.found;
  if (!head) return;
  const before = new Set(attempt.found.map((e) => e.id));
  attempt.found = await withRecordsOfFirst(context.registry, attempt.found);
  const score = attempt.scores?.get(head.id);
  for (const added of attempt.found.filter((e) => !before.has(e.id))) {
    if (score !== undefined) attempt.scores?.set(added.id, score);
    if (attempt.equallyGood?.has(head.id))
      attempt.equallyGood = new Set([...attempt.equallyGood, added.id]);
  }
}

/** The lookups besides the chosen one that found companies, none of them the one chosen. */
const conflictsOf = <T extends { found: Entity[] }>(tried: T[], chosen: T, best: Entity): T[] =>
  tried.filter(
    (a) => a !== chosen && a.found.length > 0 && !a.found.some((e) => isSameCompany(e, best)),
  );

/** Finds the company once per check and notes in backend_data how, and what else came close. */
export function identifyCompany(
  context: CompanyCheckContext,
): Promise<IdentifiedCompany | undefined> {
  return once(context, 'company', async () => {
    const tried = await attempts(context);
    const chosen = tried.find((a) => a.found.length > 0);
    if (chosen && (chosen.by !== 'chamber_of_commerce_number' || chosen.readAsOtherIdentifier))
      await addRecordsOfFirst(context, chosen);
    const best = chosen?.found[0];
    const note: Record<string, unknown> = {
      looked_up: tried.map((a) => ({
        by: a.by,
        ...(a.readAs && { read_as: a.readAs }),
        found: a.found.map((e) => e.id),
      })),
    };
    let ambiguous = false;
    let equal: Entity[] = [];
    if (chosen && best) {
      const bestScore = chosen.scores?.get(best.id);
      note.matched_by = chosen.by;
      note.entity_id = best.id;
      // A register number chamber_of_commerce_number cannot hold (no lookup by it finds the
      // company), with its register: a list entry's numbers are no register's.
      const registered = isListEntry(best) ? undefined : otherRegisterNumberOf(best);
      if (registered) Object.assign(note, registered);
      // The register's word where company.status cannot say it (company-status.ts).
      const registerStatus = unmappedStatusOf(best);
      if (registerStatus) note.register_status = registerStatus;
      if (bestScore !== undefined) note.score = round(bestScore);
      const others = chosen.found.slice(1).map((e) => {
        const score = chosen.scores?.get(e.id);
        // Another record of the company checked (GLEIF's of a KvK company) is no other company.
        const same = isSameCompany(e, best);
        return {
          id: e.id,
          name: first(e, 'name'),
          ...(score !== undefined && { score: round(score) }),
          // Found by a number: as good only where the register order could not tell them
          // apart (a list entry or a dissolved namesake is not).
          equally_good:
            !same &&
            (chosen.equallyGood
              ? chosen.equallyGood.has(e.id)
              : (chosen.rank ?? registerRank)(e) === (chosen.rank ?? registerRank)(best)),
          ...(same && { same_company: true }),
          ...(isListEntry(e) && { list_entry: true }),
        };
      });
      if (others.length > 0) note.other_candidates = others;
      ambiguous = others.some((o) => o.equally_good);
      // Identifiers that point at another company than the one chosen are worth a look.
      const conflicting = conflictsOf(tried, chosen, best);
      if (conflicting.length > 0) {
        note.conflicts = conflicting.map((a) => ({ by: a.by, found: a.found.map((e) => e.id) }));
      }
      const remarks = await identificationRemarks(context, tried, chosen, best);
      if (chosen.readRemark) remarks.push(chosen.readRemark);
      if (ambiguous) {
        // Which was meant is not certain: the caller should know the check may be of another.
        equal = chosen.found.slice(1).filter((_, i) => others[i]?.equally_good);
        remarks.push(equallyGoodRemark(chosen.by, equal));
      }
      if (remarks.length > 0) note.remarks = remarks;
    }
    context.lookups.company = note;
    if (!chosen || !best) return undefined;
    const score = chosen.scores?.get(best.id);
    const conflicts = conflictsOf(tried, chosen, best).map((a) => ({ by: a.by, found: a.found }));
    return {
      entity: best,
      matchedBy: chosen.by,
      ...(score !== undefined && { score }),
      conflicts,
      ambiguous,
      equallyGood: equal,
      sameCompanyRecords: chosen.found.slice(1).filter((e) => isSameCompany(e, best)),
    };
  });
}
