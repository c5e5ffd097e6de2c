/**
 * registrations (the company screened) and registrations_extended (the company, its directors,
 * its UBOs, every other person its shares reach, its parent companies and their directors
 * screened, one summary each). Without any listing imported nothing can be screened: both are
 * unavailable rather than reported clean.
 */
import type { CompanyCheckResult } from '../../contract/company-check.js';
import { first, type Entity } from '../../entities/entity.js';
import { normaliseIdentifier } from '../../registry/keys.js';
import { registerSaysInsolvent } from '../../registry/company-status.js';
import type { SectionModule } from '../pipeline.js';
import { ENTITY_FORMATS } from '../dataset-formats.js';
import { listingsServed } from '../listings-served.js';
import { once, type CompanyCheckContext } from './context.js';
import { directorshipsOf } from './directors.js';
import { identifyCompany, type IdentifiedCompany } from './identify.js';
import { parentCompaniesOf } from './ownership.js';
import {
  possibleUboPersonsOf,
  shareholdersOf,
  uboPersonsOf,
  type Shareholder,
} from './ubo-section.js';
import { rolePercentage } from '../ownership/roles.js';
import { screeningQueryOf, screenParty, type ScreenedParty } from './screen.js';
import type { ScreeningQuery } from '../../screening/types.js';
import { cutOf } from '../../screening/service.js';
import { sanctionsOwnershipOf, type SanctionsOwnershipFinding } from './sanctions-ownership.js';

/**
 * The company screened: its register entity when it was found, else the name and numbers the
 * caller gave (an unknown company is still screened).
 */
function screenCompany(context: CompanyCheckContext): Promise<ScreenedParty | undefined> {
  return once(context, 'screen:company', async () => {
    const found = await identifyCompany(context);
    const { request } = context;
    if (found?.matchedBy === 'name') return screenNamedCompany(context, found);
    if (found) return screenParty(context, 'company', found.entity);
    const name = request.company?.name?.trim();
    if (!name) return undefined;
    const identifiers = [request.chamber_of_commerce_number, request.vat_number]
      .map((value) => normaliseIdentifier(value ?? ''))
      .filter((value) => value !== '');
    const country = request.company?.address?.country?.trim().toLowerCase();
    const outcome = await context.screening.screen(
      context.registry,
      {
        label: 'company',
        query: {
          kind: 'company',
          names: [name],
          identifiers,
          countries: country && /^[a-z]{2}$/.test(country) ? [country] : [],
        },
      },
      context.today,
    );
    return { label: 'company', entityId: '', outcome };
  });
}

/**
 * A company found by the name asked about is screened under that name as well as its own: a
 * list writes a company as the caller did ("Muller Logistics S.A.") sooner than as the register
 * entity the name search settled on. Where other companies fit the name as well, which one was
 * meant is not known: the numbers of every one of them are screened, so that a listing of any
 * is found by its number, and a listing whose number is none of theirs counts against it.
 */
async function screenNamedCompany(
  context: CompanyCheckContext,
  found: IdentifiedCompany,
): Promise<ScreenedParty | undefined> {
  const own = screeningQueryOf(found.entity);
  const asked = context.request.company?.name?.trim() ?? '';
  if (!own) return screenParty(context, 'company', found.entity);
  const query: ScreeningQuery = {
    ...own,
    names: [...new Set([asked, ...own.names].filter((n) => n !== ''))],
    identifiers: [
      ...new Set(
        [found.entity, ...found.equallyGood].flatMap((e) => screeningQueryOf(e)?.identifiers ?? []),
      ),
    ],
  };
  const outcome = await context.screening.screen(
    context.registry,
    { label: 'company', query },
    context.today,
  );
  return { label: 'company', entityId: found.entity.id, outcome };
}

/**
 * The screening's hits for backend_data, each subject's in the order of its registrations: the
 * company's sanctions ownership finding after its own hits, as its registrations have it.
 */
const explain = (
  context: CompanyCheckContext,
  screened: readonly ScreenedParty[],
  finding: SanctionsOwnershipFinding | undefined,
) => {
  context.lookups.screening = {
    listed_entities: screened[0]?.outcome.listed ?? 0,
    subjects: screened.map((s) => {
      const cut = cutOf(s.outcome);
      const hits =
        finding && s.label === 'company'
          ? [...s.outcome.hits, finding.explanation]
          : s.outcome.hits;
      return { subject: s.label, hits, ...(cut && { cut }) };
    }),
  };
};

/** A party's registrations, the company's with its sanctions ownership finding after them. */
const registrationsOf = (party: ScreenedParty, finding: SanctionsOwnershipFinding | undefined) =>
  finding && party.label === 'company'
    ? [...party.outcome.registrations, finding.registration]
    : party.outcome.registrations;

/**
 * The company and every party registrations_extended screens (its directors, owners, parents
 * and their directors), each once per check, under its label there; the company first.
 */
function screenedParties(context: CompanyCheckContext): Promise<ScreenedParty[]> {
  return once(context, 'screened-parties', async () => {
    const company = await identifyCompany(context);
    const subjects = company ? await subjectsOf(context, company.entity) : [];
    const parties = await Promise.all([
      screenCompany(context),
      ...subjects.map(async ({ label, entity }) => {
        // Screened once per entity: another section may have asked first, under its label.
        const party = await screenParty(context, label, entity);
        return party && { ...party, label };
      }),
    ]);
    return parties.filter((p): p is ScreenedParty => p !== undefined);
  });
}

/** The sanctions ownership finding, where the check screens the owners and the company. */
async function ownershipFinding(
  context: CompanyCheckContext,
  company: ScreenedParty,
): Promise<SanctionsOwnershipFinding | undefined> {
  if (company.label !== 'company' || company.entityId === '') return undefined;
  return sanctionsOwnershipOf(context, () => screenedParties(context));
}

export const companyRegistrations: SectionModule<CompanyCheckContext, CompanyCheckResult> = {
  reads: ENTITY_FORMATS,
  available: listingsServed,
  async compute(context) {
    const screened = await screenCompany(context);
    if (!screened) return undefined;
    const finding = await ownershipFinding(context, screened);
    // registrations_extended explains every party, this one among them, where the check has it.
    if (context.lookups.screening === undefined) explain(context, [screened], finding);
    return { registrations: registrationsOf(screened, finding) };
  },
};

/** A register entity screened for registrations_extended, and the summary's `source` for it. */
interface Subject {
  label: string;
  entity: Entity;
}

/** One place a party holds: its label prefix and, in a merged source, how the role is named. */
interface Role {
  prefix: string;
  /** The party's name as the source shows it, after the prefix. */
  shown: string;
  /** The role as an addition to another one's source ("ubo", "parent director of X"). */
  also: string;
  entity: Entity;
}

const nameOf = (entity: Entity) => first(entity, 'name') ?? entity.id;

/**
 * An owner at or below 25 % with their share, `shareholder: Ann Claes (25.00 %)`, and as
 * another place `shareholder 25.00 %` (a pseudo-UBO holding shares); of unknown share, bare.
 */
function shareholderRole({ entity, percentage }: Shareholder): Role {
  const share = percentage === undefined ? undefined : rolePercentage(percentage);
  return {
    prefix: 'shareholder',
    shown: share === undefined ? nameOf(entity) : `${nameOf(entity)} (${share})`,
    also: share === undefined ? 'shareholder' : `shareholder ${share}`,
    entity,
  };
}

/**
 * The parties screened besides the company: its directors, its UBOs, its possible UBOs, every
 * other person its shares reach (shareholders), every parent company above it and their
 * directors, in that order. Someone in two places (a director who is also a
 * UBO) is screened and summarised once, under the first, with the other places added to the
 * source: `director: Ann Claes (also ubo)`.
 */
function subjectsOf(context: CompanyCheckContext, company: Entity): Promise<Subject[]> {
  return once(context, 'screening-subjects', () => subjectsFound(context, company));
}

async function subjectsFound(context: CompanyCheckContext, company: Entity): Promise<Subject[]> {
  const [directorships, ubos, possibleUbos, shareholders, parents] = await Promise.all([
    directorshipsOf(context, company.id, company),
    uboPersonsOf(context),
    possibleUboPersonsOf(context),
    shareholdersOf(context),
    parentCompaniesOf(context),
  ]);
  const parentDirectors = await Promise.all(
    parents.map(async (parent) =>
      (await directorshipsOf(context, parent.id, parent)).flatMap(({ other }): Role[] =>
        other
          ? [
              {
                prefix: 'parent director',
                shown: `${nameOf(other)} (${nameOf(parent)})`,
                also: `parent director of ${nameOf(parent)}`,
                entity: other,
              },
            ]
          : [],
      ),
    ),
  );
  const role = (prefix: string, entity: Entity): Role => ({
    prefix,
    shown: nameOf(entity),
    also: prefix,
    entity,
  });
  const roles: Role[] = [
    ...directorships.flatMap(({ other }) => (other ? [role('director', other)] : [])),
    ...ubos.map((entity) => role('ubo', entity)),
    ...possibleUbos.map((entity) => role('possible ubo', entity)),
    // A possible UBO is screened as one already; their known part is in lookups.ubo.persons.
    ...shareholders
      .filter(({ entity }) => !possibleUbos.some((p) => p.id === entity.id))
      .map(shareholderRole),
    ...parents.map((entity) => role('parent', entity)),
    ...parentDirectors.flat(),
  ];
  const byEntity = new Map<string, { first: Role; also: string[] }>();
  for (const r of roles) {
    if (r.entity.id === company.id) continue;
    const known = byEntity.get(r.entity.id);
    if (!known) byEntity.set(r.entity.id, { first: r, also: [] });
    else if (r.also !== known.first.also && !known.also.includes(r.also)) known.also.push(r.also);
  }
  // Two parties of one name are told apart before their other places are added.
  const parties = distinctLabels(
    [...byEntity.values()].map(({ first: r }) => ({
      label: `${r.prefix}: ${r.shown}`,
      entity: r.entity,
    })),
  );
  return parties.map((party) => {
    const also = byEntity.get(party.entity.id)?.also ?? [];
    return {
      ...party,
      label: also.length > 0 ? `${party.label} (also ${also.join(', ')})` : party.label,
    };
  });
}

/**
 * Two parties of one name (two UBOs called Birgit Wagner) told apart in their sources by their
 * birth years, or else their register ids: a summary must say whose it is.
 */
export function distinctLabels(subjects: Subject[]): Subject[] {
  const counts = new Map<string, number>();
  for (const { label } of subjects) counts.set(label, (counts.get(label) ?? 0) + 1);
  return subjects.map((subject) => {
    if ((counts.get(subject.label) ?? 0) < 2) return subject;
    const born = first(subject.entity, 'birthDate')?.slice(0, 4);
    return {
      ...subject,
      label: `${subject.label} (${born ? `born ${born}` : subject.entity.id})`,
    };
  });
}

/**
 * A party's summary under its source. A company the register itself lists as bankrupt or in
 * insolvency (the company checked, a parent) counts once more under Insolvent: no listing need
 * say what the register says, and a bankrupt company with 0 there would read as solvent.
 */
function summaryOf(party: ScreenedParty, entity: Entity | undefined) {
  const summary = { ...party.outcome.summary, source: party.label };
  if (entity && registerSaysInsolvent(entity)) summary.Insolvent = (summary.Insolvent ?? 0) + 1;
  return summary;
}

export const companyRegistrationsExtended: SectionModule<CompanyCheckContext, CompanyCheckResult> =
  {
    reads: ENTITY_FORMATS,
    available: listingsServed,
    async compute(context) {
      const screened = await screenedParties(context);
      const [first] = screened;
      if (!first) return undefined;
      const finding = await ownershipFinding(context, first);
      explain(context, screened, finding);
      const company = await identifyCompany(context);
      const subjects = company ? await subjectsOf(context, company.entity) : [];
      const entities = new Map(subjects.map(({ entity }) => [entity.id, entity]));
      if (company) entities.set(company.entity.id, company.entity);
      return {
        registrations_extended: {
          // The counts are hits on each party's listings (DESIGN.md): the ownership finding,
          // which is no listing, is among the company's registrations but counts in none.
          summaries: screened.map((s) => summaryOf(s, entities.get(s.entityId))),
          registrations: screened.flatMap((s) => registrationsOf(s, finding)),
        },
      };
    },
  };
