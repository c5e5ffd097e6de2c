/** Fuzzed request bodies: the schemas' objects, malformed texts, and other content types. */
import fc from 'fast-check';
import { TEST_CONFIG } from './helpers.js';
import { REFUSED_CHARACTERS, fieldNames, objectFor, type JsonSchema } from './fuzz-values.js';

export const BODY_LIMIT = TEST_CONFIG.bodyLimit;

export interface FuzzRequest {
  kind: string;
  contentType: string | undefined;
  payload: string | Buffer;
}

/** Counterexamples print as a summary, not as a megabyte of payload. */
export function fuzzRequest(
  kind: string,
  payload: string | Buffer,
  contentType: string | undefined = 'application/json',
): FuzzRequest {
  const request: FuzzRequest = { kind, contentType, payload };
  Object.defineProperty(request, fc.toStringMethod, {
    value: () => {
      const text = typeof payload === 'string' ? payload : `<bytes ${payload.toString('hex')}>`;
      const shown = text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text;
      return `${kind} [${contentType ?? 'no content-type'}] ${JSON.stringify(shown)}`;
    },
  });
  return request;
}

/** Inserts a member right after the `{` at the given position of a JSON object text. */
export function insertMember(text: string, at: number, member: string): string {
  const after = text.slice(at + 1);
  return `${text.slice(0, at + 1)}${member}${after.trimStart().startsWith('}') ? '' : ','}${after}`;
}

export const POLLUTING_MEMBERS = [
  '"__proto__":{"polluted":"yes"}',
  '"__proto__":null',
  '"__proto__":[]',
  '"\\u005f_proto__":{"polluted":"yes"}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"constructor":{"polluted":"yes"}',
  '"constructor":"x"',
  '"prototype":{"polluted":"yes"}',
];

export const MALFORMED_TEXTS = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '""',
  '[]',
  '{',
  '}',
  '{"type":',
  '{"type":"basic"',
  "{'type':'basic'}",
  '{"type":"basic",}',
  '{"type":"basic"}{"type":"basic"}',
  '\uFEFF{"type":"basic"}',
  '{"type":NaN}',
  '{"type":undefined}',
  '{"type":"basic" /* comment */}',
  '{"type":"\\ud800"}',
  '{"type":"\\u0000"}',
  '{"a":1e999999}',
  '{"a":-}',
  '\u0000',
];

export const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-8',
  'application/json;charset=UTF-8',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/problem+json',
  'application/vnd.api+json',
  '',
  undefined,
];

/** Any text the body reader accepts: every code point but the refused ones, 1 to 40 of them. */
export const ACCEPTED_TEXT = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 40 })
  .map((t) => t.replace(REFUSED_CHARACTERS, '\uFFFD'));

/** Accepted text with a letter in it: a person's name must have one (400 otherwise). */
export const NAME_TEXT = ACCEPTED_TEXT.map((t) => (/\p{L}/u.test(t) ? t : `${t}n`));

export function requestsFor(
  root: JsonSchema,
  varied: fc.Arbitrary<unknown>,
): fc.Arbitrary<FuzzRequest> {
  const structured = objectFor(root).map((value) => JSON.stringify(value));
  const names = fieldNames(root);

  const fromFieldNames = fc
    .dictionary(
      fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 10 })),
      fc.jsonValue({ maxDepth: 3 }),
      {
        maxKeys: 6,
      },
    )
    .map((value) => fuzzRequest('field-names', JSON.stringify(value)));

  const malformed = fc.oneof(
    fc.string().map((t) => fuzzRequest('raw-string', t)),
    fc.string({ unit: 'binary', maxLength: 40 }).map((t) => fuzzRequest('raw-unicode', t)),
    fc.constantFrom(...MALFORMED_TEXTS).map((t) => fuzzRequest('malformed', t)),
    structured.chain((t) =>
      fc
        .nat({ max: Math.max(0, t.length - 1) })
        .map((i) => fuzzRequest('truncated', t.slice(0, i))),
    ),
    fc
      .tuple(
        structured,
        fc.nat(),
        fc.constantFrom(',', '}', '{', '"', '\\', ':', ']', '\u0000', 'NaN', "'", '//', '\n'),
      )
      .map(([t, i, junk]) => {
        const at = i % (t.length + 1);
        return fuzzRequest('garbled', `${t.slice(0, at)}${junk}${t.slice(at)}`);
      }),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => fuzzRequest('raw-bytes', Buffer.from(bytes))),
    fc
      .uint8Array({ minLength: 1, maxLength: 8 })
      .map((bytes) =>
        fuzzRequest(
          'invalid-utf8-in-string',
          Buffer.concat([
            Buffer.from('{"type":"basic","chamber_of_commerce_number":"'),
            Buffer.from([0xff, ...bytes]),
            Buffer.from('"}'),
          ]),
        ),
      ),
  );

  const deep = fc
    .tuple(
      fc.integer({ min: 50, max: 60_000 }),
      fc.constantFrom('array', 'object', 'object+constructor'),
      fc.constantFrom(...names, 'top'),
    )
    .map(([depth, shape, field]) => {
      const inner =
        shape === 'array'
          ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
          : `${'{"a":'.repeat(depth)}${shape === 'object' ? '1' : '{"constructor":{"prototype":{"polluted":"yes"}}}'}${'}'.repeat(depth)}`;
      return fuzzRequest(
        `deep-${shape}-${depth}-${field}`,
        field === 'top' ? inner : `{"type":"basic","${field}":${inner}}`,
      );
    });

  const huge = fc
    .tuple(
      fc.integer({ min: BODY_LIMIT - 2048, max: BODY_LIMIT + 2048 }),
      // A body of ~90,000 unknown keys costs the validator about a second: rare on purpose.
      fc.oneof(
        {
          weight: 40,
          arbitrary: fc.constantFrom('string-field', 'multibyte-field', 'raw', 'long-array'),
        },
        { weight: 1, arbitrary: fc.constant('many-keys') },
      ),
      fc.constantFrom(...names),
    )
    .map(([size, shape, field]) => {
      const head = `{"type":"basic","${field}":"`;
      switch (shape) {
        case 'string-field':
          return fuzzRequest(
            `huge-${shape}-${size}`,
            `${head}${'x'.repeat(Math.max(0, size - head.length - 2))}"}`,
          );
        case 'multibyte-field':
          return fuzzRequest(
            `huge-${shape}-${size}`,
            `${head}${'é'.repeat(Math.max(0, (size - head.length - 2) >> 1))}"}`,
          );
        case 'raw':
          return fuzzRequest(`huge-${shape}-${size}`, 'x'.repeat(size));
        case 'many-keys': {
          const count = Math.floor(size / 12);
          return fuzzRequest(
            `huge-${shape}-${count}`,
            `{${Array.from({ length: count }, (_, i) => `"k${i}":0`).join(',')}}`,
          );
        }
        default:
          return fuzzRequest(
            `huge-${shape}-${size}`,
            `{"type":"basic","${field}":[${'0,'.repeat(size >> 1)}0]}`,
          );
      }
    });

  const polluted = fc
    .tuple(structured, fc.constantFrom(...POLLUTING_MEMBERS), fc.nat())
    .map(([t, member, pick]) => {
      const braces = [...t.matchAll(/\{/g)].map((m) => m.index);
      const at = braces[pick % braces.length] ?? 0;
      return fuzzRequest('prototype-pollution', insertMember(t, at, member));
    });

  const otherContentType = fc
    .tuple(structured, fc.constantFrom(...CONTENT_TYPES))
    .map(([t, contentType]) => fuzzRequest('content-type', t, contentType));

  return fc.oneof(
    { weight: 40, arbitrary: structured.map((t) => fuzzRequest('structured', t)) },
    // Valid bodies with any text in their free-text fields: what reaches the service.
    { weight: 4, arbitrary: varied.map((v) => fuzzRequest('varied', JSON.stringify(v))) },
    {
      weight: 6,
      arbitrary: fc.jsonValue().map((v) => fuzzRequest('json-value', JSON.stringify(v) ?? 'null')),
    },
    { weight: 4, arbitrary: fc.object().map((v) => fuzzRequest('object', JSON.stringify(v))) },
    { weight: 6, arbitrary: fromFieldNames },
    { weight: 10, arbitrary: malformed },
    { weight: 3, arbitrary: deep },
    { weight: 2, arbitrary: huge },
    { weight: 5, arbitrary: polluted },
    { weight: 3, arbitrary: otherContentType },
  );
}
