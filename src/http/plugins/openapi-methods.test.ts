import { describe, expect, it } from 'vitest';
import { addMethodNotAllowed, describeHeadOperations } from './openapi-methods.js';

const problem = { 'application/problem+json': { schema: { $ref: 'x' } } };
const documentOf = () => ({
  paths: {
    '/v1/things/{id}': {
      parameters: [],
      get: {
        summary: 'Read a thing',
        responses: { '200': { description: 'ok', content: { 'application/json': {} } } },
      },
      head: {
        summary: 'Read a thing',
        responses: {
          '200': { description: 'ok', content: { 'application/json': {} } },
          '404': { description: 'none', content: problem },
        },
      },
    },
    '/v1/things': { post: { responses: { '200': { description: 'ok' } } } },
  },
});

describe('addMethodNotAllowed', () => {
  it("adds 405 to every operation, with Allow naming the path's methods in order", () => {
    const { paths } = addMethodNotAllowed(documentOf());
    const item = paths['/v1/things/{id}'];
    for (const operation of [item.get, item.head]) {
      expect(operation.responses).toMatchObject({
        '405': {
          content: {
            'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
          },
          headers: { Allow: { schema: { type: 'string', const: 'GET, HEAD' } } },
        },
      });
    }
    // A path item's own fields (parameters) are no method.
    expect(paths['/v1/things'].post.responses).toMatchObject({
      '405': { headers: { Allow: { schema: { const: 'POST' } } } },
    });
  });
});

describe('describeHeadOperations', () => {
  it('keeps the statuses of HEAD without bodies, and leaves GET alone', () => {
    const { paths } = describeHeadOperations(documentOf());
    const { get, head } = paths['/v1/things/{id}'];
    expect(head.summary).toBe('Read a thing (headers only)');
    expect(Object.keys(head.responses)).toEqual(['200', '404']);
    expect(Object.values(head.responses).map((r) => 'content' in r)).toEqual([false, false]);
    expect(get.responses['200'].content).toBeDefined();
  });
});
