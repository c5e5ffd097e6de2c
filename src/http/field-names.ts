/**
 * The field a caller probably meant by an unknown one: `lastName` for last_name, `email` for
 * mail_address. Clients are often written from other APIs' habits (camelCase) or from the
 * contract's own answers, which name some input fields otherwise (request_parameters writes the
 * mail address as email and the numbers as kvk and btw); "unknown field" alone leaves the caller
 * to find the contract's spelling.
 */
import type { TSchema } from '@sinclair/typebox';
import { contractSchemas } from '../contract/index.js';

const byId = new Map<string, TSchema>(
  contractSchemas.flatMap((schema) => (schema.$id === undefined ? [] : [[schema.$id, schema]])),
);

/**
 * Names the contract's answers give to request fields. Each applies only where the object has
 * that field, so `kvk` suggests chamber_of_commerce_number in a check's body, never in an address.
 */
const ANSWER_NAMES: Readonly<Record<string, string>> = {
  email: 'mail_address',
  kvk: 'chamber_of_commerce_number',
  btw: 'vat_number',
};

/**
 * A name without the differences of spelling: case, `_`, `-` and spaces, and the British or
 * American organisation (the contract's Source has organisation_name beside
 * organization_coc_registration_number).
 */
const plain = (name: string) =>
  name
    .toLowerCase()
    .replace(/[\s_-]/g, '')
    .replace(/organis/g, 'organiz');

function resolved(schema: TSchema | undefined): TSchema | undefined {
  const target: unknown = schema?.$ref;
  return typeof target === 'string' ? byId.get(target) : schema;
}

/** The schema of the object at `instancePath` (a JSON Pointer) of a body of `root`. */
function objectAt(root: TSchema, instancePath: string): TSchema | undefined {
  let schema = resolved(root);
  const tokens = instancePath === '' ? [] : instancePath.slice(1).split('/');
  for (const token of tokens) {
    if (schema === undefined) return undefined;
    const name = token.replace(/~1/g, '/').replace(/~0/g, '~');
    const properties = schema.properties as Record<string, TSchema> | undefined;
    schema = resolved(
      schema.type === 'array' ? (schema.items as TSchema | undefined) : properties?.[name],
    );
  }
  return schema;
}

/**
 * The field of the object at `instancePath` that `unknown` most likely means, or undefined where
 * none is near enough to say (a guess that is wrong would mislead more than none).
 */
export function meantField(
  root: TSchema | undefined,
  instancePath: string,
  unknown: string,
): string | undefined {
  if (root === undefined) return undefined;
  const properties = objectAt(root, instancePath)?.properties as
    Record<string, TSchema> | undefined;
  if (properties === undefined) return undefined;
  const known = Object.keys(properties);
  const answerName = ANSWER_NAMES[unknown.toLowerCase()];
  if (answerName !== undefined && known.includes(answerName)) return answerName;
  const wanted = plain(unknown);
  return known.find((name) => name !== unknown && plain(name) === wanted);
}
