import type {
  AddressSearchRequest,
  CompanySearchRequest,
  CompanySearchResult,
} from '../contract/search.js';
import type { Address } from '../contract/address.js';
import { VeracheckError, invalidInput, type FieldError } from '../errors/errors.js';
import type { CompanySearchKind, Registry } from '../registry/registry.js';

export const COMPANY_SEARCH_LIMIT = 10;

const filled = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

/** Decides which search runs: the one asked for, or (0/absent) the most specific one possible. */
export function chooseCompanySearch(request: CompanySearchRequest): CompanySearchKind {
  const byNumber = filled(request.chamber_of_commerce_number);
  const byName = filled(request.company?.name);
  const address = request.company?.address;
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
        '/',
        'give chamber_of_commerce_number, company.name, or company.address with zip_code and house_number',
      );
  }
}

export async function searchCompanies(
  registry: Registry,
  request: CompanySearchRequest,
): Promise<CompanySearchResult> {
  const kind = chooseCompanySearch(request);
  const companies = await registry.searchCompanies({
    kind,
    chamberOfCommerceNumber: request.chamber_of_commerce_number,
    name: request.company?.name,
    address: request.company?.address,
    phoneNumber: request.company?.phone_number,
    mailAddress: request.company?.mail_address,
    limit: COMPANY_SEARCH_LIMIT,
  });
  return { companies, used_request_type: kind };
}

/** An address can be completed from zip_code + house_number, or street + house_number + city. */
export function addressSearchInputErrors(address: Address): FieldError[] {
  if (!filled(address.house_number)) {
    return [{ path: '/address/house_number', message: 'house_number is required' }];
  }
  if (filled(address.zip_code)) return [];
  if (filled(address.street) && filled(address.city)) return [];
  return [
    {
      path: '/address/zip_code',
      message: 'give zip_code, or street and city, with the house_number',
    },
  ];
}

export async function completeAddress(
  registry: Registry,
  request: AddressSearchRequest,
): Promise<Address> {
  const errors = addressSearchInputErrors(request.address);
  if (errors.length > 0) throw invalidInput(errors);
  const address = await registry.completeAddress(request.address);
  if (!address) throw new VeracheckError('ADDRESS_NOT_FOUND', 'No address matches the input.');
  return address;
}
