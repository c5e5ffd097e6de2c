import type { Address, RequestParametersAddress } from '../contract/address.js';
import type { CompanyCheckRequest, CompanyRequestParameters } from '../contract/company-check.js';
import type { PersonCheckRequest, PersonRequestParameters } from '../contract/person-check.js';

/** The address without its free-text lines, as request_parameters carries it. */
function reducedAddress(address: Address | undefined): RequestParametersAddress | undefined {
  if (!address) return undefined;
  const { address_line_1: _line1, address_line_2: _line2, ...rest } = address;
  return rest;
}

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
