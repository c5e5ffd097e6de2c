// Person check benchmark over HTTP (`npm run bench:persons` runs this, then the in-process
// address index at 10,000,000 addresses, bench/address-index.js): address search by postcode and
// house number, and person checks of type basic, standard and full of a resident of the demo
// data (with the telephone number listed at that address and a Dutch passport number), against
// hello-world. Settings and the harness: bench/http-harness.js. Scenario keys for BENCH_ONLY:
// hello,address,basic,standard,full.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runHttpBench } from './http-harness.js';

/**
 * The rows of a demo CSV file as objects (the demo files have no quoted commas in the columns read).
 * @param {string} file
 * @returns {Record<string, string>[]}
 */
function readRows(file) {
  const [header = '', ...lines] = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const columns = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
  });
}

/**
 * A resident with a name and birth date whose address has a listed telephone number.
 * @param {string} dataDir
 */
function demoSubject(dataDir) {
  const dir = join(dataDir, 'demo');
  const phones = readRows(join(dir, 'phone-directory.csv'));
  const phoneAt = new Map(phones.map((p) => [`${p.postcode}|${p.house_number}`, p]));
  for (const r of readRows(join(dir, 'residents.csv'))) {
    const phone = phoneAt.get(`${r.postcode}|${r.house_number}`);
    if (!phone || !r.date_of_birth || !r.first_name || r.addition) continue;
    return { resident: r, phone };
  }
  throw new Error('the demo data has no resident with a listed telephone number at home');
}

await runHttpBench({
  title: 'Veracheck person checks benchmark',
  scenarios({ base, postHeaders, dataDir }) {
    const { resident, phone } = demoSubject(dataDir);
    const address = {
      zip_code: `${resident.postcode.slice(0, 4)} ${resident.postcode.slice(4)}`,
      house_number: resident.house_number,
      country: 'NL',
    };
    const check = (type) =>
      JSON.stringify({
        type,
        person: {
          initials: resident.initials || undefined,
          first_name: resident.first_name,
          last_name_prefix: resident.last_name_prefix || undefined,
          last_name: resident.last_name,
          date_of_birth: resident.date_of_birth,
          gender: resident.gender || undefined,
          phone_number: phone.phone_number,
        },
        address,
        // A well-formed Dutch passport number (fictitious) that is not reported lost.
        id_document: { type: 'passport', country: 'NL', number: 'NW4K7R2C5' },
      });
    const post = (key, path, body, target) => ({
      key,
      name: `POST ${path} (${key})`,
      url: `${base}${path}`,
      method: /** @type {const} */ ('POST'),
      headers: postHeaders,
      body,
      target,
    });
    return Promise.resolve([
      post('address', '/v1/address-search', JSON.stringify({ address }), 0.4),
      post('basic', '/v1/person-checks', check('basic'), 0.2),
      post('standard', '/v1/person-checks', check('standard')),
      post('full', '/v1/person-checks', check('full'), 0.1),
    ]);
  },
});
