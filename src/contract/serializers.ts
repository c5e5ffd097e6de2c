import fastJson from 'fast-json-stringify';
import type { TSchema } from '@sinclair/typebox';
import { CompanyCheckResult } from './company-check.js';
import { contractSchemas } from './index.js';
import { PersonCheckResult } from './person-check.js';

const externalSchemas = Object.fromEntries(
  contractSchemas.map((schema) => [schema.$id as string, schema]),
);

const compile = (schema: TSchema) =>
  fastJson(schema as unknown as fastJson.Schema, {
    schema: externalSchemas as unknown as Record<string, fastJson.Schema>,
  });

/**
 * Results are serialised once, through the contract schema, when a check is created; the
 * stored text is what every later read serves, so a stored check never changes shape.
 */
export const serializeCompanyCheckResult: (result: CompanyCheckResult) => string =
  compile(CompanyCheckResult);
export const serializePersonCheckResult: (result: PersonCheckResult) => string =
  compile(PersonCheckResult);
