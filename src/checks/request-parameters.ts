import type { Address, RequestParametersAddress } from '../contract/address.js';
import type { CompanyCheckRequest, CompanyRequestParameters } from '../contract/company-check.js';
import type { PersonCheckRequest, PersonRequestParameters } from '../contract/person-check.js';
import { isDutchCountry } from '../registry/address-input.js';
import { withAddressLines } from '../registry/address-lines.js';

/**
 * The address as request_parameters carries it, which has no free-text lines: the fields the
 * lines are read into (street, house number, postcode, city, a country ending them), as the
 * checks read them. Lines that give none of these, or a foreign address's lines whose street
 * was not read, are also kept as the street, so that the stored check still says what was asked.
 */
function reducedAddress(address: Address | undefined): RequestParametersAddress | undefined {
  if (!address) return undefined;
  const read = withAddressLines(address);
  const { address_line_1: line1, address_line_2: line2, ...rest } = read;
  const lines = [line1, line2].filter(filled).join(', ');
  if (lines === '') return rest;
  const parts = [read.street, read.house_number, read.zip_code, read.city];
  // Abroad only a street, number, postcode and city all read say the lines were understood.
  if (isDutchCountry(read.country) ? parts.some(filled) : parts.every(filled)) return rest;
  const { address_line_1: _line1, address_line_2: _line2, ...given } = address;
  return { ...given, street: filled(given.street) ? `${given.street}, ${lines}` : lines };
}

const filled = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

/**
 * The fields given, without the blank ones; undefined where none is left. A blank field is not
 * given (the checks read it so), and an empty object would echo nothing.
 */
function given<T extends object>(fields: T | undefined): T | undefined {
  if (!fields) return undefined;
  const kept = Object.entries(fields).filter(
    ([, value]) => value !== undefined && !(typeof value === 'string' && value.trim() === ''),
  );
  return kept.length === 0 ? undefined : (Object.fromEntries(kept) as T);
}

/** The company-check request echoed in the contract's request_parameters shape. */
export function companyRequestParameters(
  request: CompanyCheckRequest,
  checkIdentifier: string,
): CompanyRequestParameters {
  const address = given(reducedAddress(request.company?.address));
  return {
    identifier: checkIdentifier,
    company: given({
      name: request.company?.name,
      chamber_of_commerce_number: request.chamber_of_commerce_number,
      vat_number: request.vat_number,
      address,
    }),
    address,
    ids: given({ kvk: request.chamber_of_commerce_number, btw: request.vat_number }),
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
    address: given(reducedAddress(request.address)),
    person: given(
      person && {
        initials: person.initials,
        first_name: person.first_name,
        last_name_prefix: person.last_name_prefix,
        last_name: person.last_name,
        email: person.mail_address,
        gender: person.gender,
        date_of_birth: person.date_of_birth,
        phone_number: person.phone_number,
      },
    ),
    // A blank type or country is not given, as the document check reads it.
    id_documents: document
      ? [{ ...given({ type: document.type, country: document.country }), number: document.number }]
      : undefined,
  };
}
