import {
  addressSearchInputErrors,
  assertMailAddress,
  assertPhoneNumber,
  assertReadableCompanyName,
  assertReadableCompanyNumber,
  filled,
  unreadableAddressParts,
} from './company/company-input.js';
import type {
  AddressSearchRequest,
  CompanySearchRequest,
  CompanySearchResult,
} from '../contract/search.js';
import type { Address } from '../contract/address.js';
import { VeracheckError, invalidInput } from '../errors/errors.js';
import {
  describeEquallyClose,
  extensionsListed,
  toContractAddress,
} from '../registry/address-index-lookup.js';
import type { AddressLookup, CompanySearchKind, Registry } from '../registry/registry.js';
import { withAddressLines } from '../registry/address-lines.js';
import { describeCountryConflict } from '../registry/address-line-country.js';
import { postcodeForPeople } from '../registry/postcode-written.js';

export const COMPANY_SEARCH_LIMIT = 10;

/** Decides which search runs: the one asked for, or (0/absent) the most specific one possible. */
export function chooseCompanySearch(request: CompanySearchRequest): CompanySearchKind {
  assertReadableCompanyName(request.company?.name, '/company/name');
  assertReadableCompanyNumber(request.chamber_of_commerce_number, '/chamber_of_commerce_number');
  assertMailAddress(request.company?.mail_address, '/company/mail_address');
  assertPhoneNumber(request.company?.phone_number, '/company/phone_number');
  const byNumber = filled(request.chamber_of_commerce_number);
  const byName = filled(request.company?.name);
  const given = request.company?.address;
  const address = given && withAddressLines(given);
  const byAddress = filled(address?.zip_code) && filled(address?.house_number);
  const missing = (path: string, message: string): never => {
    throw invalidInput([{ path, message }]);
  };
  switch (request.request_type ?? 0) {
    case 1:
      return byNumber
        ? 1
        : missing('/chamber_of_commerce_number', 'request_type 1 searches by this number; give it');
    case 2:
      return byName ? 2 : missing('/company/name', 'request_type 2 searches by this name; give it');
    case 3:
      return byAddress
        ? 3
        : missing(
            '/company/address',
            'request_type 3 searches by zip_code and house_number; give both',
          );
    default:
      if (byNumber) return 1;
      if (byName) return 2;
      if (byAddress) return 3;
      return missing(
        '',
        'give chamber_of_commerce_number, company.name, or company.address with zip_code and house_number',
      );
  }
}

export async function searchCompanies(
  registry: Registry,
  request: CompanySearchRequest,
): Promise<CompanySearchResult> {
  const kind = chooseCompanySearch(request);
  const given = request.company?.address;
  if (given && kind !== 1) {
    // A postcode, house number or country that cannot be one is named, as address search names
    // it, rather than finding nothing or searching without it. By name, any part narrows, so
    // only the parts given are read.
    const errors = (
      kind === 3 ? addressSearchInputErrors(given) : unreadableAddressParts(given)
    ).map((error) => ({ ...error, path: `/company${error.path}` }));
    if (errors.length > 0) throw invalidInput(errors);
  }
  // Input is judged first, as with data. Then an empty list would read as "no such company"
  // where no company could have been found (sanctions listings are no register).
  if (!(await registry.knowsCompanies())) {
    throw new VeracheckError(
      'COMPANY_DATA_UNAVAILABLE',
      'No company register is loaded (sanctions lists aside): import one (for example ftm or gleif-lei) before searching.',
    );
  }
  const companies = await registry.searchCompanies({
    kind,
    chamberOfCommerceNumber: request.chamber_of_commerce_number,
    name: request.company?.name,
    address: request.company?.address && withAddressLines(request.company.address),
    phoneNumber: request.company?.phone_number,
    mailAddress: request.company?.mail_address,
    limit: COMPANY_SEARCH_LIMIT,
  });
  return { companies, used_request_type: kind };
}

/** Why nothing was found, in words for the problem's detail. */
function notFoundDetail(lookup: AddressLookup): string {
  if (lookup.foreign) {
    const only = 'The address data holds Dutch addresses only (country NL or not given)';
    // Where the country contradicts a postcode written as a Dutch one, which was meant is said.
    return lookup.countryConflict
      ? `${only}, and ${describeCountryConflict(lookup.countryConflict)}.`
      : `${only}.`;
  }
  if (!lookup.dataServed) return 'No address data is loaded.';
  if (lookup.ambiguous) {
    return `The street and city given are as close to ${describeEquallyClose(lookup.ambiguous)}, which all have that number: give the postcode, or the names as written.`;
  }
  if (lookup.contradicted) {
    return `The postcode and house number are in ${lookup.contradicted.street}, ${lookup.contradicted.city}, not in the street and city given, and the street and city given have no such number.`;
  }
  if (lookup.extensionUnknown) {
    const [first] = lookup.candidates;
    const known = extensionsListed(lookup.candidates, '(none)');
    // The address named in full: found by street and city, its postcode may not be the one given.
    const where = first
      ? `${first.street} ${first.houseNumber}, ${postcodeForPeople(first.postcode)} ${first.city}`
      : '';
    return `${where} exists, but not with that extension; it has: ${known}.`;
  }
  return 'No address matches the input.';
}

/**
 * Address search: postcode and house number (with letter or addition) exactly, or street,
 * house number and city tolerant of spelling; one completed address, or ADDRESS_NOT_FOUND.
 */
export async function completeAddress(
  registry: Registry,
  request: AddressSearchRequest,
): Promise<Address> {
  const errors = addressSearchInputErrors(request.address);
  if (errors.length > 0) throw invalidInput(errors);
  const lookup = await registry.lookupAddress(request.address);
  if (!lookup.address) throw new VeracheckError('ADDRESS_NOT_FOUND', notFoundDetail(lookup));
  return toContractAddress(lookup.address);
}
