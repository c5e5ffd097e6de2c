import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { contractSchemas } from '../contract/index.js';
import { VALIDATOR_OPTIONS } from './validator-options.js';

/** A bare server validating with the service's options, with the contract's schemas. */
async function serverWith(body: object) {
  const app = Fastify({ ajv: VALIDATOR_OPTIONS });
  for (const schema of contractSchemas) app.addSchema(schema);
  app.post('/', { schema: { body } }, () => ({}));
  await app.ready();
  return app;
}

describe('VALIDATOR_OPTIONS', () => {
  it('compiles the contract with its descriptions and examples, in strict mode', async () => {
    for (const id of ['CompanyCheckRequest', 'PersonCheckRequest', 'CompanySearchRequest']) {
      const app = await serverWith(Type.Ref(id));
      await app.close();
    }
    // Strict: a keyword Ajv does not know is refused, so `examples` is accepted as the
    // annotation it is, not ignored as an unknown word.
    await expect(serverWith(Type.String({ example: 'x' }))).rejects.toThrow(/unknown keyword/);
  });

  it('validates a field with an example as without one', async () => {
    const app = await serverWith(Type.Ref('PersonCheckRequest'));
    const post = (payload: object) => app.inject({ method: 'POST', url: '/', payload });
    expect(
      (await post({ type: 'basic', id_document: { type: 'passport', number: 'X' } })).statusCode,
    ).toBe(200);
    // The example (drivers_license) is no constraint; the schema's bounds still are.
    expect(
      (await post({ type: 'basic', id_document: { type: 'x'.repeat(41), number: 'X' } }))
        .statusCode,
    ).toBe(400);
    await app.close();
  });
});
