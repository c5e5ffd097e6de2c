// The baselines for the HTTP benchmarks: a bare Fastify server, `GET /` returning
// {hello:'world'}, no logger. It also serves `POST /floor/person-checks`, the framework's own
// share of a POST check: the contract's PersonCheckRequest schema validates the body, with the
// service's validator settings, and a fixed answer the size of a basic person check's is sent
// (no authentication, no check, no store). Listens on 127.0.0.1 at PORT (0: any free port) and
// prints `listening <url>`.
import process from 'node:process';
import Fastify from 'fastify';
import { contractSchemas } from '../dist/contract/index.js';
import { PersonCheckRequest } from '../dist/contract/person-check.js';
import { ref } from '../dist/contract/primitives.js';
import { VALIDATOR_OPTIONS } from '../dist/http/validator-options.js';

/** The answer of the floor route: the shape and size (about 1.3 KB) of a basic person check's. */
const FLOOR_ANSWER = JSON.stringify({
  check_identifier: '01a211d7-867a-73f6-86eb-f6b1639e4613',
  report_identifier: '01a211d7-867a-7fcd-9bcc-1351e84c786a',
  person_match: { code: 'PF05', message: 'Not found in the residents data' },
  address_validation: { code: 'P04', message: 'The address was not found in the address data' },
  backend_data: JSON.stringify({
    service: 'veracheck',
    check: { kind: 'person', type: 'basic' },
    sections: { requested: ['person_match', 'address_validation'], returned: [] },
    datasets: [{ name: 'demo-addresses', version: 'Fictitious demo data (seed 1)' }],
    lookups: { person_match: { candidates: 0, name_fits: 0 }, padding: 'x'.repeat(420) },
  }),
  request_parameters: {
    identifier: '01a211d7-867a-73f6-86eb-f6b1639e4613',
    address: { house_number: '1', zip_code: '1012AB', country: 'NL' },
    person: { first_name: 'Jan', last_name: 'Jansen', date_of_birth: '1980-01-01' },
  },
});

const app = Fastify({
  logger: false,
  ajv: VALIDATOR_OPTIONS,
});
for (const schema of contractSchemas) app.addSchema(schema);
app.get('/', () => ({ hello: 'world' }));
app.post('/floor/person-checks', { schema: { body: ref(PersonCheckRequest) } }, (_request, reply) =>
  reply
    .header('location', '/v1/checks/01a211d7-867a-73f6-86eb-f6b1639e4613')
    .type('application/json; charset=utf-8')
    .send(FLOOR_ANSWER),
);

const url = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`listening ${url}\n`);

const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
