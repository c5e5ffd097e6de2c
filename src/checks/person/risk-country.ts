/**
 * risk_country of person checks: the countries the person is tied to against the dated FATF
 * and EU country lists (country-risk.ts), the worst counting. The countries are the address's
 * and the person's nationality. The contract's Person has no nationality, so the issuing
 * country of the identity document stands for it: a passport or identity card is issued by
 * the holder's state. Without a stated country, a Dutch address (a Dutch postcode, or an
 * address the Dutch address data has) counts as NL.
 */
import type { Address } from '../../contract/address.js';
import type { PersonCheckResult } from '../../contract/person-check.js';
import type { RiskCountry } from '../../contract/screening.js';
import { parseDocumentCountry, parseIssuingCountry } from '../../validators/id-document/index.js';
import { COUNTRY_RISK_FORMAT, countryRisk, type CountryOfConcern } from '../country-risk.js';
import type { SectionModule } from '../pipeline.js';
import { ADDRESSES_FORMAT } from '../dataset-formats.js';
import type { AddressValidationContext } from './address-validation.js';
import type { PersonCheckContext } from './context.js';
import { withAddressLines } from '../../registry/address-lines.js';
import { givenDutchAddress } from './given-address.js';
import { parseDocumentType } from '../../validators/id-document/index.js';
import { anyFormatServed } from '../data-served.js';
import { dutchPostcode } from '../../registry/address-input.js';
import { parseOrUndefined, parsePostcode } from '../../entities/records.js';

export const WHY_ADDRESS = 'address';
export const WHY_DUTCH_ADDRESS = 'address (a Dutch address, no country given)';
export const WHY_NATIONALITY = 'nationality (issuing country of the id document)';
export const WHY_LICENCE = 'issuing country of the driving licence (residence, not nationality)';
export const WHY_ISSUER =
  'issuing country of the id document (a type other than passport, identity card or driving licence, or none: neither nationality nor residence is certain)';

/** What the country risk reads: the address as validated, and the lists in force on the check's day. */
type RiskCountryContext = AddressValidationContext & Pick<PersonCheckContext, 'today'>;

/** The countries of the check, and the country texts that could not be read as a country. */
export async function countriesOfPerson(
  context: AddressValidationContext,
): Promise<{ countries: CountryOfConcern[]; notRead: string[] }> {
  const { request } = context;
  const countries: CountryOfConcern[] = [];
  const notRead: string[] = [];
  const read = (text: string | undefined, why: string, parse = parseIssuingCountry) => {
    const stated = text?.trim();
    if (!stated) return false;
    const code = parse(stated);
    if (code) countries.push({ country: code, why });
    else notRead.push(stated);
    return true;
  };
  // The country may also end the address lines ("…, 10117 Berlin, Germany").
  if (request.address && !read(withAddressLines(request.address).country, WHY_ADDRESS)) {
    // A Dutch postcode is in the Netherlands also where the address is not one the address data
    // has: without a house number (P05), or with a street and city of another place (P04),
    // which are in the Netherlands as well. Its postcode area is scored in risk_scores too.
    if ((await givenDutchAddress(context)) || hasDutchPostcode(request.address)) {
      countries.push({ country: 'NL', why: WHY_DUTCH_ADDRESS });
    }
  }
  // A driving licence is issued where one lives; only passports and identity cards say
  // nationality; of another document (a residence permit) or none named, only the issuer is known.
  const type = parseDocumentType(request.id_document?.type ?? '');
  const why =
    type === 'drivers_license' ? WHY_LICENCE : type === undefined ? WHY_ISSUER : WHY_NATIONALITY;
  // The document's country may be written as the nationality it stands for ("Dutch").
  read(request.id_document?.country, why, parseDocumentCountry);
  return { countries, notRead };
}

/** Whether the address's postcode (also one ending its address lines) reads as a Dutch one. */
function hasDutchPostcode(address: Address): boolean {
  const zip = withAddressLines(address).zip_code ?? '';
  return parseOrUndefined(parsePostcode, dutchPostcode(zip) ?? '') !== undefined;
}

/**
 * The person's country risk: L, M or H; undefined without a country to judge or without
 * imported country lists (an unknown risk is not reported as low).
 */
export async function personRiskCountryOf(
  context: RiskCountryContext,
): Promise<RiskCountry | undefined> {
  const { countries, notRead } = await countriesOfPerson(context);
  if (notRead.length > 0) context.lookups.risk_country_not_read = notRead;
  const outcome = await countryRisk(context.registry, countries, context.today);
  if (!outcome) return undefined;
  context.lookups.risk_country = outcome.detail;
  return outcome.riskCountry;
}

/** risk_country: the worst risk of the address country and the nationality. */
export const personRiskCountrySection: SectionModule<RiskCountryContext, PersonCheckResult> = {
  reads: [ADDRESSES_FORMAT, COUNTRY_RISK_FORMAT],
  dataServed: anyFormatServed(COUNTRY_RISK_FORMAT),
  async compute(context) {
    const risk_country = await personRiskCountryOf(context);
    return risk_country && { risk_country };
  },
};
