/**
 * risk_country of company checks: the company's seat, its parents' countries and those of the
 * persons behind it, against the dated country lists.
 */
import type { CompanyCheckResult } from '../../contract/company-check.js';
import { first, type Entity } from '../../entities/entity.js';
import {
  COUNTRY_RISK_FORMAT,
  countriesNotRead,
  countryRisk,
  type CountryOfConcern,
} from '../country-risk.js';
import type { SectionModule } from '../pipeline.js';
import { ENTITY_FORMATS } from '../dataset-formats.js';
import type { CompanyCheckContext } from './context.js';
import { identifyCompany } from './identify.js';
import { ownershipOf } from './ownership.js';
import { possibleUboPersonsOf, shareholdersOf, uboPersonsOf } from './ubo-section.js';
import { companyDataServed } from '../data-served.js';

const countriesOf = (entity: Entity): string[] => [
  ...(entity.properties.country ?? []),
  ...(entity.properties.jurisdiction ?? []),
];

/**
 * risk_country: the company's own country, every parent company's, and the nationality and
 * country of residence of the natural persons behind it (its UBOs, or pseudo-UBOs, its possible
 * UBOs, and every other person its shares reach), the worst counting: a business relationship
 * involves a high-risk third country through its owners too, a 20 % owner as much as a 26 % one.
 */
export const companyRiskCountry: SectionModule<CompanyCheckContext, CompanyCheckResult> = {
  reads: [...ENTITY_FORMATS, COUNTRY_RISK_FORMAT],
  dataServed: companyDataServed(COUNTRY_RISK_FORMAT),
  async compute(context) {
    const company = await identifyCompany(context);
    if (!company) return undefined;
    const ownership = await ownershipOf(context);
    const countries: CountryOfConcern[] = countriesOf(company.entity).map((country) => ({
      country,
      why: 'seat',
    }));
    for (const [id, entity] of ownership?.entities ?? []) {
      if (id === company.entity.id || entity.schema === 'Person') continue;
      for (const country of countriesOf(entity)) {
        countries.push({ country, why: `parent: ${first(entity, 'name') ?? id}` });
      }
    }
    const [ubos, possibleUbos, shareholders] = await Promise.all([
      uboPersonsOf(context),
      possibleUboPersonsOf(context),
      shareholdersOf(context),
    ]);
    const persons: (readonly [string, Entity])[] = [
      ...ubos.map((person) => ['ubo', person] as const),
      ...possibleUbos.map((person) => ['possible ubo', person] as const),
    ];
    // A shareholder who is a pseudo-UBO or a possible UBO already counts under that role.
    const counted = new Set(persons.map(([, person]) => person.id));
    for (const { entity } of shareholders) {
      if (!counted.has(entity.id)) persons.push(['shareholder', entity]);
    }
    for (const [as, person] of persons) {
      const name = first(person, 'name') ?? person.id;
      for (const country of person.properties.nationality ?? []) {
        countries.push({ country, why: `${as}: ${name} (nationality)` });
      }
      // Registers write a nationality as FtM's citizenship too: it ties the person all the same.
      for (const country of person.properties.citizenship ?? []) {
        countries.push({ country, why: `${as}: ${name} (citizenship)` });
      }
      for (const country of person.properties.country ?? []) {
        countries.push({ country, why: `${as}: ${name} (residence)` });
      }
    }
    // A value that is no country (zz, eu) is not guessed at, as in person checks: named, not low.
    const notRead = countriesNotRead(countries);
    if (notRead.length > 0) context.lookups.risk_country_not_read = notRead;
    const outcome = await countryRisk(context.registry, countries, context.today);
    if (!outcome) return undefined;
    context.lookups.risk_country = outcome.detail;
    return { risk_country: outcome.riskCountry };
  },
};
