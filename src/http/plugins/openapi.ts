import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { contractSchemas } from '../../contract/index.js';
import { VERSION } from '../../version.js';
import { docsContentSecurityPolicy } from './docs-csp.js';
import { addOperationIds, addResponseHeaders } from './openapi-headers.js';
import { addMethodNotAllowed, describeHeadOperations } from './openapi-methods.js';
import { addRefDescriptions } from './openapi-ref-descriptions.js';
import { documentClosedQuery } from './openapi-query.js';

/** The OpenAPI 3.1 document, generated from the same schemas that validate and serialise. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Veracheck verification API',
        version: VERSION,
        // As package.json declares; OpenAPI 3.1 names it by its SPDX identifier.
        license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
        description:
          'Company and person verification (KYB/KYC). Every path below also answers with one ' +
          'further /v1 in front (/v1/v1/...), for clients whose base URL ends in /v1. Errors are ' +
          'RFC 9457 application/problem+json bodies with a stable code.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { basicAuth: { type: 'http', scheme: 'basic' } },
      },
      security: [{ basicAuth: [] }],
    },
    // Fastify answers HEAD on every GET route (exposeHeadRoutes); the document says so too.
    exposeHeadRoutes: true,
    transform: documentClosedQuery,
    // 405 and HEAD first, so that their responses get the headers and operationIds too.
    transformObject: (documents) =>
      'openapiObject' in documents
        ? addRefDescriptions(
            addOperationIds(
              addResponseHeaders(
                describeHeadOperations(addMethodNotAllowed(documents.openapiObject)),
              ),
            ),
            contractSchemas,
          )
        : documents.swaggerObject,
    refResolver: {
      // Components are named after the contract's objects, not def-0, def-1, ...
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Pages that send the reader's credentials are framed by no other site (docs-csp.ts).
    staticCSP: true,
    transformStaticCSP: docsContentSecurityPolicy,
  });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
