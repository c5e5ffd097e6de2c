// HTTP benchmark (`npm run bench:http`, after `npm run build`): GET /healthz, POST
// /v1/person-checks (type basic) and GET /v1/checks/{id} against hello-world, and for reference
// the same POST to a bare Fastify route with the same body schema and a fixed answer of the same
// size (the framework's own share; bench/hello-world.js). Settings and the harness:
// bench/http-harness.js. Scenario keys for BENCH_ONLY: hello,healthz,post-floor,post-check,
// get-check.
import { runHttpBench } from './http-harness.js';

const PERSON_CHECK_BODY = JSON.stringify({
  type: 'basic',
  person: { first_name: 'Jan', last_name: 'Jansen', date_of_birth: '1980-01-01' },
  address: { zip_code: '1012AB', house_number: '1', country: 'NL' },
});

await runHttpBench({
  title: 'Veracheck HTTP benchmark',
  async scenarios({ base, helloBase, authorization, postHeaders, request }) {
    // The check that GET reads, made beforehand; this also proves the credentials work.
    const created = /** @type {{ check_identifier: string }} */ (
      JSON.parse(
        await request(`${base}/v1/person-checks`, {
          method: 'POST',
          headers: postHeaders,
          body: PERSON_CHECK_BODY,
        }),
      )
    );
    const checkPath = `/v1/checks/${encodeURIComponent(created.check_identifier)}`;
    await request(`${base}${checkPath}`, { headers: { authorization } });
    return [
      { key: 'healthz', name: 'GET /healthz', url: `${base}/healthz`, method: 'GET' },
      {
        key: 'post-floor',
        name: 'bare Fastify POST (reference)',
        url: `${helloBase}/floor/person-checks`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: PERSON_CHECK_BODY,
        servedBy: 'hello-world',
      },
      {
        key: 'post-check',
        name: 'POST /v1/person-checks',
        url: `${base}/v1/person-checks`,
        method: 'POST',
        headers: postHeaders,
        body: PERSON_CHECK_BODY,
        target: 0.25,
      },
      {
        key: 'get-check',
        name: 'GET /v1/checks/{id}',
        url: `${base}${checkPath}`,
        method: 'GET',
        headers: { authorization },
        target: 0.4,
      },
    ];
  },
});
