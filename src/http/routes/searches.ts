import { ref } from '../../contract/primitives.js';
import type { FastifyInstance } from 'fastify';
import { completeAddress, searchCompanies } from '../../checks/search-service.js';
import { Address } from '../../contract/address.js';
import {
  AddressSearchRequest,
  CompanySearchRequest,
  CompanySearchResult,
} from '../../contract/search.js';
import type { Registry } from '../../registry/registry.js';
import { AUTHENTICATED_ERRORS, BODY_ERRORS, NoQueryParameters, responses } from './schemas.js';

export interface SearchRoutesOptions {
  registry: () => Registry;
  hidden: boolean;
}

export function searchRoutes(app: FastifyInstance, options: SearchRoutesOptions): void {
  const { hidden, registry } = options;
  const tags = ['searches'];
  const security = [{ basicAuth: [] }];

  app.post(
    '/company-search',
    {
      config: { permission: 'company-search' },
      schema: {
        hide: hidden,
        tags,
        security,
        summary: 'Find and complete companies',
        description:
          'request_type 1 searches by CoC number, 2 by name (narrowed by address when given), 3 by zip_code and house_number; 0 or absent chooses from the fields given. used_request_type says which ran. Up to 10 companies, best first. 503 COMPANY_DATA_UNAVAILABLE when no company register is loaded (sanctions lists aside), so that an empty list always means nothing matched.',
        body: ref(CompanySearchRequest),
        querystring: NoQueryParameters,
        response: responses({ 200: ref(CompanySearchResult) }, [
          ...BODY_ERRORS,
          ...AUTHENTICATED_ERRORS,
        ]),
      },
    },
    (request) => searchCompanies(registry(), request.body as CompanySearchRequest),
  );

  app.post(
    '/address-search',
    {
      config: { permission: 'address-search' },
      schema: {
        hide: hidden,
        tags,
        security,
        summary: 'Complete an address',
        description:
          'From zip_code and house_number (with extension when known), or street, house_number and city. 404 ADDRESS_NOT_FOUND when nothing matches.',
        body: ref(AddressSearchRequest),
        querystring: NoQueryParameters,
        response: responses({ 200: ref(Address) }, [...BODY_ERRORS, 404, ...AUTHENTICATED_ERRORS]),
      },
    },
    (request) => completeAddress(registry(), request.body as AddressSearchRequest),
  );
}
