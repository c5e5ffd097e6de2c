/**
 * What the server answers by method, written into the OpenAPI document after it is generated:
 * HEAD on every GET route (Fastify's exposeHeadRoutes), and 405 with Allow for a method a path
 * does not take (src/http/unrouted.ts, answered by the app's not-found handler). Both follow
 * from the routes the document lists, so they are derived from it rather than written per path.
 */

interface MediaObject {
  schema: unknown;
}

interface ResponseObject {
  description?: string;
  content?: Record<string, MediaObject>;
  headers?: Record<string, unknown>;
  [key: string]: unknown;
}

interface OperationObject {
  summary?: string;
  description?: string;
  responses?: Record<string, ResponseObject>;
  [key: string]: unknown;
}

interface OpenApiPaths {
  paths?: Record<string, Record<string, OperationObject>>;
}

/** The keys of a path item that are operations (OpenAPI 3.1 §4.8.9). */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const isOperation = (key: string): boolean => (METHODS as readonly string[]).includes(key);

/**
 * HEAD operations answer as their GET does, headers only: their responses keep the statuses and
 * headers and lose the bodies (a HEAD answer has none, RFC 9110 §9.3.2).
 */
export function describeHeadOperations<T extends object>(document: T): T {
  const { paths = {} } = document as OpenApiPaths;
  for (const operations of Object.values(paths)) {
    const head = operations.head;
    if (head === undefined) continue;
    if (head.summary !== undefined) head.summary = `${head.summary} (headers only)`;
    head.description = `As GET, with the same statuses and headers and no body.${
      head.description === undefined ? '' : ` ${head.description}`
    }`;
    for (const response of Object.values(head.responses ?? {})) delete response.content;
  }
  return document;
}

/**
 * A 405 on every operation of every path: any method the path does not list is answered with
 * it, and its Allow header names the path's methods in the order the server writes them (the
 * routes' order, which the document keeps: GET before its HEAD).
 */
export function addMethodNotAllowed<T extends object>(document: T): T {
  const { paths = {} } = document as OpenApiPaths;
  for (const operations of Object.values(paths)) {
    const methods = Object.keys(operations).filter(isOperation);
    const allow = methods.map((m) => m.toUpperCase()).join(', ');
    for (const method of methods) {
      const operation = operations[method];
      if (operation === undefined) continue;
      operation.responses = {
        ...operation.responses,
        '405': {
          description: `Another method than ${allow} at this path; the body is an RFC 9457 problem (METHOD_NOT_ALLOWED).`,
          content: {
            'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
          },
          headers: {
            Allow: {
              description: 'The methods this path takes.',
              schema: { type: 'string', const: allow },
            },
          },
        },
      };
    }
  }
  return document;
}
