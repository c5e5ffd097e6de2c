/**
 * What a check found that disagrees with what the caller said about the company: a number
 * given that is in no register record, or that belongs to another company; a name or an
 * address given that is not the company's. The company is still the one its strongest
 * identifier found; these remarks say where the request and the register part ways, in
 * backend_data (`lookups.company.remarks`) and in the report.
 */
import { isCityOf, isStreetOf } from '../../registry/address-index-lookup.js';
import { dutchPostcode } from '../../registry/address-input.js';
import { postcodeForPeople } from '../../registry/postcode-written.js';
import { companyStatusOf, unmappedStatusOf } from '../../registry/company-status.js';
import { parseIssuingCountry } from '../../validators/id-document/issuing-country.js';
import {
  comparablePostcode,
  readAddressText,
  withAddressLines,
} from '../../registry/address-lines.js';
import { compactKey } from '../../registry/address-index-text.js';
import { normaliseName as plainName } from '../../registry/keys.js';
import { houseNumberAddition } from '../../registry/address-input.js';
import { nameReadings } from '../../registry/company-search.js';
import { isSameCompany, namesAgree, namesDifferInKind } from '../../registry/same-company.js';
import { first, type Entity } from '../../entities/entity.js';
import { countryOfCompany } from '../../registry/company-record.js';
import { normaliseNameVariants } from '../../screening/normalise/name.js';
import { DEFAULT_SCORING_CONFIG } from '../../screening/score/config.js';
import { gluedVanCompared } from '../../screening/score/glued-van.js';
import { nameSimilarity } from '../../screening/score/name-alignment.js';
import type { CompanyCheckContext } from './context.js';
import type { MatchedBy } from './identify.js';

export interface Attempted {
  by: MatchedBy;
  found: Entity[];
  /** By number: the number as it was looked up, where not as given (a leading zero restored). */
  readAs?: string;
}

/** The request field each lookup reads, as the remark names it. */
const FIELD: Record<MatchedBy, string> = {
  search_identifier: 'search_identifier',
  chamber_of_commerce_number: 'chamber_of_commerce_number',
  lei: 'chamber_of_commerce_number (an LEI)',
  vat_number: 'vat_number',
  rsin: 'vat_number (its RSIN)',
  name: 'company.name',
};

/** A name given is the company's from this similarity on (as a check by name would take it). */
const SAME_NAME = 0.72;
const EVERY_PART_RARE = { weightOf: () => 1 };

/**
 * "Name (12345678)", with its status where it is not active: "(00000000, bankrupt)". The status
 * is the contract's code, as the company's own status field says it, whatever the register
 * wrote ("ACTIVE", "Failliet"); a word that is no status is passed on as written.
 */
const describe = (entity: Entity): string => {
  const status = companyStatusOf(entity) ?? first(entity, 'status');
  const facts = [first(entity, 'registrationNumber'), status !== 'active' && status].filter(
    (fact): fact is string => typeof fact === 'string' && fact !== '',
  );
  return `${first(entity, 'name') ?? entity.id}${facts.length > 0 ? ` (${facts.join(', ')})` : ''}`;
};

/**
 * Whether the name given is one of the company's names, up to spelling and legal form; each in
 * its readings, as screening compares them (a glued "van" apart only against a name with "van").
 */
function isNameOf(given: string, company: Entity): boolean {
  const asked = normaliseNameVariants(given, 'company');
  if (asked.every((reading) => reading.tokens.length === 0)) return true;
  const names = [...(company.properties.name ?? []), ...(company.properties.alias ?? [])];
  return names.some((name) =>
    normaliseNameVariants(name, 'company').some((listed) =>
      asked.some(
        (reading) =>
          gluedVanCompared(reading, listed) &&
          nameSimilarity(reading, listed, 'company', EVERY_PART_RARE, DEFAULT_SCORING_CONFIG) >=
            SAME_NAME,
      ),
    ),
  );
}

/** A name as written, up to case, accents, spaces and punctuation ("Foo B.V." is "foobv"). */
export const writtenForm = (name: string): string => plainName(name).replaceAll(' ', '');

/**
 * Whether the name given is a name of the company (its name, aliases and former names): in words
 * and legal form (namesAgree), as written up to case, spaces and punctuation ("janssen logistiek
 * bv"), or spelled otherwise with the same words and legal form ("Pinas Makelers B.V."): only
 * another legal form or a word more or less may name another legal entity.
 */
const agreesWithANameOf = (given: string, company: Entity): boolean =>
  [
    ...(company.properties.name ?? []),
    ...(company.properties.alias ?? []),
    ...(company.properties.previousName ?? []),
  ].some(
    (name) =>
      namesAgree(given, name) ||
      writtenForm(given) === writtenForm(name) ||
      !namesDifferInKind(given, name),
  );

/**
 * The parts of a company's registered address: its Address entity's, else those of its address
 * text (postcode and city at the end, as abroad) with the company's country.
 */
async function registeredAddress(
  context: CompanyCheckContext,
  company: Entity,
): Promise<((property: string) => string | undefined) | undefined> {
  const entity = await context.registry.addressOf(company);
  if (entity) return (property) => first(entity, property);
  const text = first(company, 'address');
  if (!text) return undefined;
  const country = countryOfCompany(company);
  const written = readAddressText(text, country);
  const parts: Record<string, string | undefined> = {
    full: text,
    country,
    postalCode: written.zip_code,
    houseNumber: written.house_number,
    street: written.street,
    city: written.city,
  };
  return (property) => parts[property];
}

/**
 * Two postcodes in a form to compare: Dutch ones as Dutch postcodes; others without spaces,
 * dashes and the country letters before them ("L-4010" is "4010").
 */
function comparablePostcodes(
  given: string | undefined,
  registered: string | undefined,
): [string | undefined, string | undefined] {
  const dutch = [dutchPostcode(given ?? ''), dutchPostcode(registered ?? '')];
  if (dutch[0] && dutch[1]) return [dutch[0], dutch[1]];
  const plain = (v: string | undefined) => (v && comparablePostcode(v)) || undefined;
  return [plain(given), plain(registered)];
}

/**
 * Where the address given and the registered one part ways: another country, postcode, house
 * number, street or city, each compared as far as both sides have it (names up to spelling).
 */
async function addressRemark(
  context: CompanyCheckContext,
  company: Entity,
): Promise<string | undefined> {
  const asked = context.request.company?.address;
  if (!asked) return undefined;
  const given = withAddressLines(asked);
  const value = await registeredAddress(context, company);
  if (!value) return undefined;
  const full = value('full') ?? '';
  const country = parseIssuingCountry(given.country);
  const registeredCountry = value('country')?.toUpperCase();
  const [postcode, registeredPostcode] = comparablePostcodes(given.zip_code, value('postalCode'));
  const number = given.house_number?.trim().match(/^\d+/)?.[0];
  const registeredNumber = value('houseNumber')?.match(/^\d+/)?.[0];
  const differs: string[] = [];
  if (country && registeredCountry && country !== registeredCountry) differs.push('country');
  if (postcode && registeredPostcode && postcode !== registeredPostcode) differs.push('postcode');
  if (number && registeredNumber && number !== registeredNumber) differs.push('house number');
  // 13A is another address than 13: an addition given that is not the registered one differs
  // (none given says nothing: people leave additions out).
  const addition = houseNumberAddition(given.house_number, given.house_number_extension);
  const registeredAddition = houseNumberAddition(value('houseNumber'), undefined);
  if (number === registeredNumber && addition !== '' && addition !== registeredAddition) {
    differs.push('house number addition');
  }
  // Registers often write the number into the street ("Merelstraat 6"): names are compared.
  const withoutNumber = (text: string | undefined) => text?.replace(/\s+\d.*$/, '').trim();
  const street = withoutNumber(given.street);
  const registeredStreet = withoutNumber(value('street'));
  if (street && registeredStreet && !isStreetOf(street, registeredStreet)) differs.push('street');
  const city = given.city?.trim();
  const registeredCity = value('city');
  const cityDiffers = registeredCity
    ? !isCityOf(city ?? '', registeredCity)
    : !compactKey(full).includes(compactKey(city ?? ''));
  if (city && (registeredCity || full) && cityDiffers) differs.push('city');
  if (differs.length === 0) return undefined;
  // A register's full text may write a Dutch postcode joined ("1015AA"): shown "1015 AA".
  const dutch = dutchPostcode(value('postalCode') ?? '');
  const shown =
    (dutch ? full.replace(new RegExp(`\\b${dutch}\\b`), postcodeForPeople(dutch)) : full) ||
    [
      value('street'),
      registeredNumber,
      postcodeForPeople(value('postalCode') ?? ''),
      registeredCity,
    ]
      .filter(Boolean)
      .join(' ');
  return `the address given is not the company's registered address (${shown}): another ${differs.join(', ')}`;
}

/** Others that the identifier fits as well as the company checked, which is the first of them. */
export function equallyGoodRemark(by: MatchedBy, equal: readonly Entity[]): string {
  const companies = equal.length === 1 ? 'another company' : 'other companies';
  // By name the closer name decides among companies of the same rank in register order.
  const order = by === 'name' ? 'register order, then by the closer name' : 'register order';
  return `the ${FIELD[by]} given fits ${companies} as well: ${equal.map(describe).join(', ')}; this check is of the first in ${order}`;
}

/** The remarks of a check whose company `chosen` found (see the module comment). */
export async function identificationRemarks(
  context: CompanyCheckContext,
  tried: readonly Attempted[],
  chosen: Attempted,
  company: Entity,
): Promise<string[]> {
  const remarks: string[] = [];
  const foundByRsin = tried.some((a) => a.by === 'rsin' && a.found.length > 0);
  for (const attempt of tried) {
    if (attempt === chosen || attempt.by === 'name') continue;
    if (attempt.found.length === 0) {
      // Register data holds few VAT numbers: a VAT number it lacks says nothing (vat_validation
      // judges it); a registration number or search identifier it lacks is worth saying.
      if (attempt.by === 'vat_number' || (attempt.by === 'rsin' && foundByRsin)) continue;
      // Seven digits as written, then found with the leading zero: the remark of that says so.
      if (attempt.by === chosen.by && chosen.readAs !== undefined) continue;
      // Another reading of a number that found nothing as given: that one says it once.
      if (attempt.readAs !== undefined) continue;
      remarks.push(
        `the ${FIELD[attempt.by]} given is in no register record; the company was found by ${FIELD[chosen.by]}`,
      );
    } else if (!attempt.found.some((e) => isSameCompany(e, company))) {
      const [other] = attempt.found;
      if (other) {
        remarks.push(
          `the ${FIELD[attempt.by]} given belongs to ${describe(other)}, not to the company found by ${FIELD[chosen.by]}`,
        );
      }
    }
  }
  const name = context.request.company?.name?.trim();
  // The name is compared in every reading the name lookup gives it (a zero-width space as a word
  // break too), so a name it found the company by is not called another name.
  if (chosen.by !== 'name' && name && !nameReadings(name).some((n) => isNameOf(n, company))) {
    remarks.push(`the name given, "${name}", is not the company's name (${describe(company)})`);
  } else if (
    chosen.by === 'name' &&
    name &&
    !nameReadings(name).some((n) => agreesWithANameOf(n, company))
  ) {
    // Found by a close name that is another name: "Pinas Makelaars Holding B.V." or "Pinas
    // Makelaars N.V." for Pinas Makelaars B.V. is another legal entity, perhaps the one meant.
    remarks.push(
      `the name given, "${name}", is not the company's name (${describe(company)}): its words or legal form differ`,
    );
  }
  // By name too: the lookup reads the address as the address data writes it (a city corrected
  // from the postcode) or leaves a country alone out of narrowing; what the caller wrote may
  // still not be the registered address.
  const address = await addressRemark(context, company);
  if (address) remarks.push(address);
  // A status the contract has no code for (a suspension of payments, receivership) would
  // otherwise vanish, and no status reads like nothing to report.
  const status = unmappedStatusOf(company);
  if (status) {
    remarks.push(
      `the register's status, "${status}", is none of the contract's statuses; company.status is left out`,
    );
  }
  return remarks;
}
