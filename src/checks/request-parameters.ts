import type { Address, RequestParametersAddress } from '../contract/address.js';
import type { CompanyCheckRequest, CompanyRequestParameters } from '../contract/company-check.js';
import type { PersonCheckRequest, PersonRequestParameters } from '../contract/person-check.js';
import { isDutchCountry } from '../registry/address-index-lookup.js';
import { withAddressLines } from '../registry/address-lines.js';

/**
 * The address as request_parameters carries it, which has no free-text lines: for a Dutch
 * address the fields the lines are read into (street, house number, postcode, city), as the
 * checks read them; lines that give none of these, or a foreign address's lines, are kept as
 * the street, so that the stored check still says what was asked.
 */
function reducedAddress(address: Address | undefined): RequestParametersAddress | undefined {
  if (!address) return undefined;
  const dutch = isDutchCountry(address.country);
  const read = dutch ? withAddressLines(address) : address;
  const { address_line_1: line1, address_line_2: line2, ...rest } = read;
  const lines = [line1, line2].filter(filled).join(', ');
  const unread = ![read.street, read.zip_code, read.city, read.house_number].some(filled);
  if (lines === '' || (dutch && !unread)) return rest;
  return { ...rest, street: filled(rest.street) ? `${rest.street}, ${lines}` : lines };
}

const filled = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

/** The company-check request echoed in the contract's request_parameters shape. */
export function companyRequestParameters(
  request: CompanyCheckRequest,
  checkIdentifier: string,
): CompanyRequestParameters {
  const address = reducedAddress(request.company?.address);
  return {
    identifier: checkIdentifier,
    company: {
      name: request.company?.name,
      chamber_of_commerce_number: request.chamber_of_commerce_number,
      vat_number: request.vat_number,
      address,
    },
    address,
    ids: { kvk: request.chamber_of_commerce_number, btw: request.vat_number },
  };
}

/** The person-check request echoed in the contract's request_parameters shape. */
export function personRequestParameters(
  request: PersonCheckRequest,
  checkIdentifier: string,
): PersonRequestParameters {
  const { person, id_document: document } = request;
  return {
    identifier: checkIdentifier,
    address: reducedAddress(request.address),
    person: person && {
      initials: person.initials,
      first_name: person.first_name,
      last_name_prefix: person.last_name_prefix,
      last_name: person.last_name,
      email: person.mail_address,
      gender: person.gender,
      date_of_birth: person.date_of_birth,
      phone_number: person.phone_number,
    },
    id_documents: document
      ? [{ type: document.type, country: document.country, number: document.number }]
      : undefined,
  };
}
