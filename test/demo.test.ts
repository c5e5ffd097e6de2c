import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first, type Entity } from '../src/entities/entity.js';
import { addressKey } from '../src/entities/records.js';
import { DEMO_FILES } from '../src/demo/files.js';
import { ensureDemoData, SHIPPED_COUNTRY_RISK } from '../src/demo/ensure-demo-data.js';
import { generateDemoData } from '../src/demo/generate.js';
import { loadDemoData } from '../src/demo/load.js';
import { runImport } from '../src/ingest/run-import.js';
import { StoreRegistry } from '../src/registry/store-registry.js';
import { countryRiskFormat } from '../src/sources/country-risk/index.js';
import { inSqliteImportTurn } from '../src/store/import-turn.js';
import { openStore } from '../src/store/open-store.js';
import type { Store } from '../src/store/store.js';
import { runCli } from './cli-runner.js';

const SMALL = { seed: 1, companies: 100, addresses: 1000, entities: 60 };
const dir = mkdtempSync(join(tmpdir(), 'veracheck-demo-e2e-'));
let store: Store;
let registry: StoreRegistry;

const one = (e: Entity | undefined, property: string): string => (e && first(e, property)) ?? '';

beforeAll(async () => {
  generateDemoData(join(dir, 'demo'), SMALL);
  store = openStore(`sqlite:${join(dir, 'veracheck.db')}`);
  await store.migrate();
  const reports = await loadDemoData(store, join(dir, 'demo'));
  for (const r of reports) expect(r.rejected, r.dataset).toBe(0);
  registry = new StoreRegistry(store.reference, await store.reference.servedVersions());
});

afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the demo dataset loaded into a SQLite store', () => {
  it('serves one demo-* dataset per file, labelled fictitious', () => {
    const versions = registry.datasetVersions();
    expect(versions.map((v) => v.name).sort()).toEqual(
      Object.values(DEMO_FILES)
        .map((f) => f.dataset)
        .sort(),
    );
    for (const v of versions) expect(v.version).toBe('Fictitious demo data (seed 1)');
  });

  it('finds the showcase company by KvK, btw number and RSIN', async () => {
    const [company] = await registry.legalEntitiesBy('registrationNumber', '12345678');
    expect(company?.schema).toBe('Company');
    expect(one(company, 'legalForm')).toBe('Besloten Vennootschap');
    // The README's company search example looks for this name with a typo.
    expect(one(company, 'name')).toBe('Pinas Makelaars B.V.');
    const vat = one(company, 'vatCode');
    expect(vat).toMatch(/^NL\d{9}B\d{2}$/);
    expect((await registry.legalEntitiesBy('vat', vat)).map((e) => e.id)).toEqual([company?.id]);
    const rsin = one(company, 'taxNumber');
    expect((await registry.legalEntitiesBy('tax', rsin)).map((e) => e.id)).toEqual([company?.id]);
  });

  it('walks its owners up to the person behind the foreign parents, and finds its directors', async () => {
    let id = 'demo-co-12345678';
    const countries: string[] = [];
    for (;;) {
      const [parent] = await registry.owners(id);
      if (!parent?.other) break;
      expect(Number(one(parent.relation, 'percentage'))).toBe(100);
      countries.push(one(parent.other, 'country') || one(parent.other, 'nationality'));
      id = parent.other.id;
      if (parent.other.schema === 'Person') break;
    }
    expect(countries.slice(0, 2)).toEqual(['lu', 'cy']);
    const [ubo] = await registry.entities([id]);
    expect(ubo?.schema).toBe('Person');

    const directors = await registry.directors('demo-co-12345678');
    expect(directors.length).toBeGreaterThanOrEqual(2);
    for (const d of directors) {
      expect(d.other?.schema).toBe('Person');
      expect(one(d.relation, 'role')).toBe('Bestuurder');
    }
    const [held] = await registry.directorships(directors[0]?.other?.id ?? '');
    expect(held?.other?.id).toBe('demo-co-12345678');
  });

  it('finds the company address by postcode and house number, and completes it', async () => {
    const [company] = await registry.legalEntitiesBy('registrationNumber', '12345678');
    const [address] = await registry.entities([one(company, 'addressEntity')]);
    const postcode = one(address, 'postalCode');
    const number = Number.parseInt(one(address, 'houseNumber'), 10);
    const found = await registry.addresses(postcode, number);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]?.street).toBe(one(address, 'street'));
    expect(found[0]?.city).toBe(one(address, 'city'));
    const completed = await registry.completeAddress({
      zip_code: postcode,
      house_number: String(number),
    });
    expect(completed?.street).toBe(one(address, 'street'));
  });

  it('finds financials, claims and balance sheets by KvK number', async () => {
    const [financials] = await registry.records('financials', '12345678');
    expect(financials?.data).toMatchObject({ kvk_number: '12345678' });
    expect((financials?.data.risk_rating as { code: string }).code).toMatch(/^BRR[0-5]$/);
    const sheet = await registry.records('balance-sheet', '12345678');
    expect(sheet.length).toBeGreaterThan(0);
    const claim = readFileSync(join(dir, 'demo', DEMO_FILES.claims.file), 'utf8').split('\n')[1];
    const [kvk = ''] = (claim ?? '').split(',');
    expect((await registry.records('claims', kvk)).length).toBeGreaterThan(0);
  });

  it('finds residents, phone entries and lost documents by their keys', async () => {
    const line = readFileSync(join(dir, 'demo', DEMO_FILES.residents.file), 'utf8').split('\n')[1];
    const [postcode = '', number = '', addition = ''] = (line ?? '').split(',');
    const residents = await registry.records(
      'residents',
      addressKey(postcode, Number(number), addition),
    );
    expect(residents.length).toBeGreaterThan(0);
    const phone = readFileSync(join(dir, 'demo', DEMO_FILES.phones.file), 'utf8').split('\n')[1];
    const [phoneNumber = ''] = (phone ?? '').split(',');
    expect(await registry.records('phone-directory', phoneNumber)).toHaveLength(1);
  });

  it("lists the showcase's ultimate owner as sanctioned, with the sanction", async () => {
    const [listed, owner] = await registry.entities(['demo-sanc-0', 'demo-fpe-0-0']);
    expect(listed?.properties.topics).toEqual(['sanction']);
    // The list entry names the demo person it is tied to: the same name and birth date.
    expect(owner?.id).toBe('demo-fpe-0-0');
    expect(one(owner, 'birthDate')).not.toBe('');
    for (const property of ['lastName', 'firstName', 'birthDate']) {
      expect(one(listed, property)).toBe(one(owner, property));
    }
    const [sanction] = await registry.sanctions('demo-sanc-0');
    expect(one(sanction, 'authority')).toBe('Fictitious Sanctions Authority');
    const [pep] = await registry.entities(['demo-sanc-1']);
    expect(pep?.properties.topics).toEqual(['role.pep']);
    // The README's screening example asks for this person.
    expect(pep?.properties.name).toEqual(['Wouter van Vliet']);
  });
});

describe('ensureDemoData', () => {
  it('loads the demo data into an empty store once, and leaves a store with data alone', async () => {
    const own = openStore(`sqlite:${join(dir, 'first-start.db')}`);
    try {
      await own.migrate();
      const lines: string[] = [];
      const state = await ensureDemoData(own, join(dir, 'first'), (l) => lines.push(l), SMALL);
      expect(state).toBe('loaded');
      expect(lines.join('\n')).toMatch(/FICTITIOUS/);
      const served = (await own.reference.servedVersions()).versions.map((v) => v.dataset);
      // Eleven demo-* datasets and the shipped country risk lists.
      expect(served).toHaveLength(12);
      expect(served).toContain('country-risk');
      expect(await ensureDemoData(own, join(dir, 'first'), () => undefined, SMALL)).toBe('present');
    } finally {
      await own.close();
    }
  });

  it('loads the demo data once when two servers start together on one new file', async () => {
    const path = `sqlite:${join(dir, 'together.db')}`;
    const both = [openStore(path), openStore(path)];
    try {
      for (const store of both) await store.migrate();
      const states = await Promise.all(
        both.map((store, i) =>
          ensureDemoData(store, join(dir, `together-${i}`), () => undefined, SMALL),
        ),
      );
      expect(states.sort()).toEqual(['loaded', 'present']);
      const versions = await both[0]?.reference.listVersions();
      expect(versions?.map((v) => v.dataset).sort()).toEqual(
        [...new Set(versions?.map((v) => v.dataset))].sort(),
      );
      expect(versions).toHaveLength(12);
    } finally {
      for (const store of both) await store.close();
    }
  });

  it('starts without waiting for an import that holds the turn when the demo data is served', async () => {
    // A restart during an operator's import: the first start's turn is the imports' one on
    // SQLite, and the look at what is served needs no turn when nothing is to be loaded.
    const path = join(dir, 'restart.db');
    const restarted = openStore(`sqlite:${path}`);
    try {
      await restarted.migrate();
      expect(await ensureDemoData(restarted, join(dir, 'restart'), () => undefined, SMALL)).toBe(
        'loaded',
      );
      let finishImport = (): void => undefined;
      const importing = new Promise<void>((resolve) => (finishImport = resolve));
      let turnTaken = (): void => undefined;
      const taken = new Promise<void>((resolve) => (turnTaken = resolve));
      const holding = inSqliteImportTurn(path, () => {
        turnTaken();
        return importing;
      });
      await taken;
      const lines: string[] = [];
      const start = ensureDemoData(restarted, join(dir, 'restart'), (line) => lines.push(line));
      const first = await Promise.race([
        start,
        new Promise<'waited'>((resolve) =>
          setTimeout(() => {
            resolve('waited');
          }, 2000),
        ),
      ]);
      finishImport();
      await holding;
      await start;
      expect(first).toBe('present');
      expect(lines).toEqual([]);
    } finally {
      await restarted.close();
    }
  });

  it('completes a first start that was cut short, and leaves country lists imported alone', async () => {
    const cut = openStore(`sqlite:${join(dir, 'cut-short.db')}`);
    const alone = openStore(`sqlite:${join(dir, 'lists-alone.db')}`);
    try {
      await cut.migrate();
      await alone.migrate();
      // A first start that loaded the demo files and stopped before the country lists.
      const demoDir = join(dir, 'cut');
      generateDemoData(demoDir, SMALL);
      await loadDemoData(cut, demoDir);
      const servedBefore = (await cut.reference.servedVersions()).versions.map((v) => v.dataset);
      expect(servedBefore).not.toContain('country-risk');
      const lines: string[] = [];
      expect(await ensureDemoData(cut, demoDir, (l) => lines.push(l), SMALL)).toBe('loaded');
      expect(lines.join('\n')).toContain('Completed an earlier first start: loaded country-risk');
      const served = (await cut.reference.servedVersions()).versions.map((v) => v.dataset);
      expect(served.sort()).toEqual([...servedBefore, 'country-risk'].sort());
      expect(await ensureDemoData(cut, demoDir, () => undefined, SMALL)).toBe('present');
      // An operator's own country lists alone: no demo data added.
      await runImport({
        store: alone,
        format: countryRiskFormat,
        paths: [fileURLToPath(SHIPPED_COUNTRY_RISK)],
        dataset: 'country-risk',
      });
      expect(await ensureDemoData(alone, join(dir, 'alone'), () => undefined, SMALL)).toBe(
        'present',
      );
    } finally {
      await cut.close();
      await alone.close();
    }
  });
});

describe('veracheck demo generate and load', () => {
  it('write a folder and import it through the configured store', async () => {
    const env = {
      ...process.env,
      VERACHECK_DATA_DIR: join(dir, 'cli'),
      DATABASE_URL: `sqlite:${join(dir, 'cli', 'veracheck.db')}`,
    };
    const generated = await runCli(
      ['demo', 'generate', '--companies', '20', '--addresses', '300', '--entities', '10'],
      env,
    );
    expect(generated.code, generated.stderr).toBe(0);
    const loaded = await runCli(['demo', 'load'], env);
    expect(loaded.code, loaded.stderr).toBe(0);
    expect(generated.stdout).toContain('FICTITIOUS');
    expect(loaded.stdout).toContain('demo-entities');
    const refused = await runCli(['demo', 'generate', '--companies', 'many'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("option '--companies <n>' argument 'many' is invalid");
    const check = openStore(env.DATABASE_URL);
    try {
      const served = await check.reference.servedVersions();
      expect(served.versions.map((v) => v.dataset)).toContain('demo-addresses');
    } finally {
      await check.close();
    }
  });
});
