import type { CompanyCheckResult } from '../../contract/company-check.js';
import type { Director } from '../../contract/company-record.js';
import { first, type Entity } from '../../entities/entity.js';
import type { Related } from '../../registry/registry.js';
import type { SectionModule } from '../pipeline.js';
import { ENTITY_FORMATS } from '../dataset-formats.js';
import { RESIDENTS_FORMAT } from '../person/resident-records.js';
import { once, type CompanyCheckContext } from './context.js';
import { identifyCompany } from './identify.js';
import { genderCode, isoDateOf, knownAddressOf, personNameOf } from './persons.js';
import { boardDate, inForce, referenceDateOf } from './reference-date.js';
import { riskOf, screenParty } from './screen.js';
import { companyDataServed } from '../data-served.js';
import { compareCodePoints } from '../../names/name-order.js';

/**
 * The directorships of an organisation in force on the check's reference date (or its own
 * dissolution date, when earlier: `boardDate`), with their directors; once per id.
 */
export function directorshipsOf(
  context: CompanyCheckContext,
  organisationId: string,
  organisation: Entity | undefined,
): Promise<Related[]> {
  return once(context, `directors:${organisationId}`, async () => {
    const [all, reference] = await Promise.all([
      context.registry.directors(organisationId),
      referenceDateOf(context),
    ]);
    const on = boardDate(organisation, reference);
    return all
      .filter((d) => d.other !== undefined && inForce(d.relation, on))
      .sort((a, b) =>
        compareCodePoints(
          first(a.relation, 'startDate') ?? '',
          first(b.relation, 'startDate') ?? '',
        ),
      );
  });
}

/**
 * One director in the contract's shape: the person's name parts, birth and role, `risk` from
 * screening them and `address_match` from the residents data; a company as director gives its
 * name and KvK number, and company "Ja".
 */
export async function directorOf(
  context: CompanyCheckContext,
  directorship: Related,
  options: { screen: boolean; address: boolean },
): Promise<Director | undefined> {
  const entity = directorship.other;
  if (!entity) return undefined;
  const isPerson = entity.schema === 'Person';
  const director: Director = {
    name: first(entity, 'name'),
    ...(isPerson ? personNameOf(entity) : {}),
    ...(!isPerson &&
      first(entity, 'registrationNumber') && {
        chamber_of_commerce_number: first(entity, 'registrationNumber'),
      }),
    company: isPerson ? 'Nee' : 'Ja',
    ...(isPerson && genderCode(entity) && { gender: genderCode(entity) }),
    ...(isPerson &&
      isoDateOf(entity, 'birthDate') && { date_of_birth: isoDateOf(entity, 'birthDate') }),
    ...(isPerson &&
      first(entity, 'birthPlace') && {
        address_of_birth: { city: first(entity, 'birthPlace') },
      }),
    ...(isoDateOf(directorship.relation, 'startDate') && {
      function_date: isoDateOf(directorship.relation, 'startDate'),
    }),
    ...(authorityOf(directorship.relation) && { authority: authorityOf(directorship.relation) }),
  };
  const [screened, address] = await Promise.all([
    options.screen
      ? screenParty(context, `director: ${first(entity, 'name') ?? entity.id}`, entity)
      : undefined,
    options.address && isPerson ? knownAddressOf(context.registry, entity) : undefined,
  ]);
  const risk = screened && riskOf(screened.outcome);
  if (risk) director.risk = risk;
  // No `risk` must not read as not screened by the check type, nor as clean: said where no
  // screening section of the check type names the listings unavailable (basic_plus, kvk, mkb).
  else if (screened?.outcome.listed === 0) {
    context.lookups.directors_not_screened = 'no listings imported to screen against';
  }
  if (address) director.address_match = address;
  return director;
}

/** The role and the power to act, as the register states them ("Bestuurder, zelfstandig bevoegd"). */
function authorityOf(relation: Entity): string | undefined {
  const role = first(relation, 'role');
  const power = first(relation, 'summary');
  if (role && power) return `${role}, ${power.charAt(0).toLowerCase()}${power.slice(1)}`;
  return role ?? power;
}

/**
 * company.directors: the directors in force (of a dissolved company: at its dissolution, said
 * in `backend_data.lookups.directors`), each screened and matched to an address.
 */
export const companyDirectors: SectionModule<CompanyCheckContext, CompanyCheckResult> = {
  reads: [...ENTITY_FORMATS, RESIDENTS_FORMAT],
  dataServed: companyDataServed(),
  async compute(context) {
    const company = await identifyCompany(context);
    if (!company) return undefined;
    const directorships = await directorshipsOf(context, company.entity.id, company.entity);
    const on = await referenceDateOf(context);
    if (on !== context.today) context.lookups.directors = { board_on: on, why: 'dissolved' };
    const directors = (
      await Promise.all(
        directorships.map((d) => directorOf(context, d, { screen: true, address: true })),
      )
    ).filter((d): d is Director => d !== undefined);
    // No director in force is nothing to report: left out and named under sections.not_found.
    return directors.length > 0 ? { company: { directors } } : undefined;
  },
};
