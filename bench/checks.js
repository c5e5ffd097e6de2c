// Company check benchmark over HTTP (`npm run bench:checks` runs this, then the in-process
// company search at 3,000,000 companies, bench/company-search.js): company checks of type basic,
// extended and compliance of the demo data's showcase company (parents abroad, a screened UBO,
// a PEP director), and company search by name, against hello-world. Settings and the harness:
// bench/http-harness.js. Scenario keys for BENCH_ONLY: hello,basic,extended,compliance,search.
import { runHttpBench } from './http-harness.js';

/** The showcase company of the demo data (src/demo/companies.ts). */
const SHOWCASE_KVK = '12345678';

const check = (type) => JSON.stringify({ type, chamber_of_commerce_number: SHOWCASE_KVK });

await runHttpBench({
  title: 'Veracheck company checks benchmark',
  async scenarios({ base, postHeaders, request }) {
    // The search looks for the showcase company by its name with a typo.
    const found = /** @type {{ companies: { name?: string }[] }} */ (
      JSON.parse(
        await request(`${base}/v1/company-search`, {
          method: 'POST',
          headers: postHeaders,
          body: JSON.stringify({ chamber_of_commerce_number: SHOWCASE_KVK }),
        }),
      )
    );
    const name = found.companies[0]?.name;
    if (!name) throw new Error(`the demo data has no company ${SHOWCASE_KVK}`);
    const typo = `${name.slice(0, 2)}${name.slice(3)}`;
    const post = (key, path, body, target) => ({
      key,
      name: `POST ${path} (${key})`,
      url: `${base}${path}`,
      method: /** @type {const} */ ('POST'),
      headers: postHeaders,
      body,
      target,
    });
    return [
      post('basic', '/v1/company-checks', check('basic'), 0.2),
      post('extended', '/v1/company-checks', check('extended'), 0.1),
      post('compliance', '/v1/company-checks', check('compliance'), 0.1),
      post(
        'search',
        '/v1/company-search',
        JSON.stringify({ request_type: 2, company: { name: typo } }),
      ),
    ];
  },
});
