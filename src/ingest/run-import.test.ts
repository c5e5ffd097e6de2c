import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bagCsvFormat } from '../sources/bag-csv/index.js';
import { ftmFormat } from '../sources/ftm/index.js';
import { lostDocumentsFormat } from '../sources/lost-documents/index.js';
import { openStore } from '../store/open-store.js';
import { ImportError, runImport, SHRINK_LIMIT } from './run-import.js';
import { forbiddenTextIn, hasForbiddenText } from './forbidden-text.js';

const HEADER =
  'openbareruimte;huisnummer;huisletter;huisnummertoevoeging;postcode;woonplaats;gemeente;provincie;object_id;object_type;nevenadres;x;y;lon;lat';
const row = (street: string, number: number) =>
  `${street};${number};;;1012LG;Amsterdam;Amsterdam;Noord-Holland;03630100000000${String(number).padStart(2, '0')};VBO;f;121724.000;487737.000;4.8951;52.3760`;

const dirs: string[] = [];
/** A new temporary directory, removed after the test. */
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'veracheck-import-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('runImport', () => {
  it('rejects a record holding a control or text-direction character, and imports the rest', async () => {
    const dir = tempDir();
    const file = join(dir, 'bagadres.csv');
    const lines = [
      HEADER,
      row('Damrak', 1),
      row('Dam\u0000rak', 2),
      row('Dam\u202erak', 3),
      row('Rokin', 4),
    ];
    writeFileSync(file, `${lines.join('\n')}\n`);
    const store = openStore(`sqlite:${join(dir, 'v.db')}`);
    try {
      await store.migrate();
      const report = await runImport({
        store,
        format: bagCsvFormat,
        paths: [file],
        dataset: 'fictitious-bag',
      });
      expect(report.records).toBe(2);
      expect(report.rejected).toBe(2);
      expect(report.rejections).toEqual([
        {
          file,
          line: 3,
          reason: 'holds the control or text-direction character U+0000 (in /street)',
        },
        {
          file,
          line: 4,
          reason: 'holds the control or text-direction character U+202E (in /street)',
        },
      ]);
    } finally {
      await store.close();
    }
  });
});

describe('runImport of BAG addresses with overlong names', () => {
  it('rejects a row whose street or city key is over 1,000 bytes, naming the line and the field', async () => {
    const dir = tempDir();
    const file = join(dir, 'bagadres.csv');
    const cityRow = row('Rokin', 3).replace(
      ';Amsterdam;Amsterdam;',
      `;${'Stad '.repeat(300)};Amsterdam;`,
    );
    writeFileSync(
      file,
      `${[HEADER, row('Damrak', 1), row('x'.repeat(1001), 2), cityRow].join('\n')}\n`,
    );
    const store = openStore(`sqlite:${join(dir, 'v.db')}`);
    try {
      await store.migrate();
      const report = await runImport({ store, format: bagCsvFormat, paths: [file], dataset: 'b' });
      expect(report.records).toBe(1);
      expect(report.rejections).toEqual([
        {
          file,
          line: 3,
          reason: 'street is too long to be looked up by: its key is 1001 bytes, at most 1000',
        },
        {
          file,
          line: 4,
          reason: 'city is too long to be looked up by: its key is 1499 bytes, at most 1000',
        },
      ]);
    } finally {
      await store.close();
    }
  });
});

describe('runImport and U+FFFD', () => {
  it('rejects a record holding the replacement character, naming the field', async () => {
    const dir = tempDir();
    const file = join(dir, 'bagadres.csv');
    writeFileSync(file, `${[HEADER, row('Damrak', 1), row('Stra\uFFFDe', 2)].join('\n')}\n`);
    const store = openStore(`sqlite:${join(dir, 'v.db')}`);
    try {
      await store.migrate();
      const report = await runImport({ store, format: bagCsvFormat, paths: [file], dataset: 'b' });
      expect(report.records).toBe(1);
      expect(report.rejections).toEqual([
        {
          file,
          line: 3,
          reason: expect.stringMatching(/^holds U\+FFFD, .*\(in \/street\)/) as string,
        },
      ]);
    } finally {
      await store.close();
    }
  });
});

describe('runImport of a record with a country value not known', () => {
  it('imports the record without the value, and reports where and why it was left out', async () => {
    const dir = tempDir();
    const file = join(dir, 'a.ftm.json');
    const person = JSON.stringify({
      id: 'p1',
      schema: 'Person',
      properties: { name: ['Eduard Kokoity'], country: ['x-so', 'qq'], topics: ['sanction'] },
    });
    writeFileSync(file, `${person}\n`);
    const store = openStore(`sqlite:${join(dir, 'v.db')}`);
    try {
      await store.migrate();
      const report = await runImport({ store, format: ftmFormat, paths: [file], dataset: 'f' });
      expect([report.records, report.rejected, report.droppedValues]).toEqual([1, 0, 1]);
      expect(report.drops).toEqual([
        {
          file,
          line: 1,
          reason: 'p1: country "qq" is not an ISO 3166 country code; the value was left out',
        },
      ]);
      const [p1] = await store.reference.entitiesById([report.versionId], ['p1']);
      expect(p1?.properties.country).toEqual(['x-so']);
    } finally {
      await store.close();
    }
  });
});

describe('runImport of a repeated id', () => {
  it('rejects the later record, naming the id and both places, and imports the rest', async () => {
    const dir = tempDir();
    const entity = (id: string, name: string) =>
      JSON.stringify({ id, schema: 'Person', properties: { name: [name] } });
    const a = join(dir, 'a.ftm.json');
    writeFileSync(a, `${entity('p1', 'Quirinus')}\n${entity('p2', 'Berend')}\n`);
    const b = join(dir, 'b.ftm.json');
    writeFileSync(b, `${entity('p3', 'Anna')}\n${entity('p1', 'Quirina')}\n`);
    const store = openStore(`sqlite:${join(dir, 'v.db')}`);
    try {
      await store.migrate();
      const report = await runImport({ store, format: ftmFormat, paths: [a, b], dataset: 'f' });
      expect([report.records, report.rejected]).toEqual([3, 1]);
      expect(report.rejections).toEqual([
        {
          file: b,
          line: 2,
          reason: `id p1 appears more than once (first at ${a}:1, which is kept)`,
        },
      ]);
      const [p1] = await store.reference.entitiesById([report.versionId], ['p1']);
      expect(p1?.properties.name).toEqual(['Quirinus']);
    } finally {
      await store.close();
    }
  });

  it('names where the kept record was read when it was staged batches before', async () => {
    const dir = tempDir();
    const entity = (id: string) =>
      JSON.stringify({ id, schema: 'Person', properties: { name: [`Person ${id}`] } });
    const a = join(dir, 'a.ftm.json');
    writeFileSync(a, `${['p1', 'p2', 'p3', 'p4'].map(entity).join('\n')}\n`);
    const b = join(dir, 'b.ftm.json');
    writeFileSync(b, `${['p5', 'p3', 'p6', 'p1', 'p5'].map(entity).join('\n')}\n`);
    const store = openStore(`sqlite:${join(dir, 'v.db')}`);
    try {
      await store.migrate();
      const report = await runImport({
        store,
        format: ftmFormat,
        paths: [a, b],
        dataset: 'f',
        batchSize: 2,
      });
      expect([report.records, report.rejected]).toEqual([6, 3]);
      expect(report.rejections.map((r) => [r.file, r.line, r.reason])).toEqual([
        [b, 2, `id p3 appears more than once (first at ${a}:3, which is kept)`],
        [b, 4, `id p1 appears more than once (first at ${a}:1, which is kept)`],
        [b, 5, 'id p5 appears more than once (first at line 1, which is kept)'],
      ]);
    } finally {
      await store.close();
    }
  });
});

describe('runImport and lookup keys', () => {
  it('stages each entity with the keys it checked, so that they are made once', async () => {
    const dir = tempDir();
    const file = join(dir, 'a.ftm.json');
    const lines = [
      { id: 'co-1', schema: 'Company', properties: { name: ['V'], registrationNumber: ['1234'] } },
      { id: 'o-1', schema: 'Ownership', properties: { owner: ['v-1'], asset: ['co-1'] } },
      { id: 'v-1', schema: 'Person', properties: { name: ['Anna'] } },
    ];
    writeFileSync(file, `${lines.map((entity) => JSON.stringify(entity)).join('\n')}\n`);
    const store = openStore(`sqlite:${join(dir, 'v.db')}`);
    try {
      await store.migrate();
      const writeItems = vi.spyOn(store.reference, 'writeItems');
      await runImport({ store, format: ftmFormat, paths: [file], dataset: 'f' });
      const staged = writeItems.mock.calls.flatMap(([, items]) => items);
      expect(
        staged.map((item) => (item.kind === 'entity' ? [item.entity.id, item.keys] : [])),
      ).toEqual([
        ['co-1', ['reg:1234']],
        ['o-1', ['owner:v-1', 'asset:co-1']],
        ['v-1', []],
      ]);
    } finally {
      await store.close();
    }
  });
});

describe('runImport into a dataset of another format', () => {
  it('is refused, naming both formats, unless replaceFormat is given', async () => {
    const dir = tempDir();
    const lost = join(dir, 'lost.csv');
    writeFileSync(
      lost,
      'type,country,number,reported_on,status\npassport,NL,AUDIT5678,2026-03-01,lost\n',
    );
    const store = openStore(`sqlite:${join(dir, 'v.db')}`);
    try {
      await store.migrate();
      const first = await runImport({
        store,
        format: lostDocumentsFormat,
        paths: [lost],
        dataset: 'docs',
      });
      const addresses = join(dir, 'bagadres.csv');
      writeFileSync(addresses, `${HEADER}\n${row('Damrak', 1)}\n`);
      const options = { store, format: bagCsvFormat, paths: [addresses], dataset: 'docs' };
      await expect(runImport(options)).rejects.toThrow(ImportError);
      await expect(runImport(options)).rejects.toThrow(
        /^docs serves lost-documents data, and this import is bag-csv: .* use --replace-format/,
      );
      const served = async () => (await store.reference.servedVersions()).versions;
      expect((await served()).map((v) => v.versionId)).toEqual([first.versionId]);
      // The same format, and another format when told, are imported.
      await runImport({ store, format: lostDocumentsFormat, paths: [lost], dataset: 'docs' });
      const replaced = await runImport({ ...options, replaceFormat: true });
      expect(await served()).toMatchObject([{ versionId: replaced.versionId, format: 'bag-csv' }]);
    } finally {
      await store.close();
    }
  });
});

describe('runImport of a truncated file', () => {
  it('fails, naming the file and line, and the dataset keeps serving its version', async () => {
    const dir = tempDir();
    const entity = (id: string) =>
      JSON.stringify({ id, schema: 'Person', properties: { name: [`Person ${id}`] } });
    const whole = join(dir, 'whole.ftm.json');
    writeFileSync(whole, `${entity('p1')}\n${entity('p2')}\n${entity('p3')}\n`);
    const cut = join(dir, 'cut.ftm.json');
    writeFileSync(cut, `${entity('p1')}\n${entity('p2').slice(0, 25)}`);
    const store = openStore(`sqlite:${join(dir, 'v.db')}`);
    try {
      await store.migrate();
      const options = { store, format: ftmFormat, dataset: 'fictitious-ftm' };
      const first = await runImport({ ...options, paths: [whole] });
      const importing = runImport({ ...options, paths: [cut] });
      await expect(importing).rejects.toThrow(ImportError);
      await expect(runImport({ ...options, paths: [cut] })).rejects.toThrow(
        /cut\.ftm\.json:2: the last line .* looks truncated/,
      );
      const served = await store.reference.servedVersions();
      expect(served.versions.map((v) => v.versionId)).toEqual([first.versionId]);
    } finally {
      await store.close();
    }
  });
});

describe('forbiddenTextIn', () => {
  it('finds the first forbidden character in nested values and keys, with its place', () => {
    expect(forbiddenTextIn({ properties: { name: ['ok', 'N\u0007'] } })).toEqual({
      path: '/properties/name/1',
      character: '\u0007',
    });
    expect(forbiddenTextIn({ 'k\u0000': 1 })).toMatchObject({ character: '\u0000' });
    expect(forbiddenTextIn({ a: ['tab\tand\nline', 12, null] })).toBeUndefined();
    // The quick test agrees.
    expect(hasForbiddenText({ properties: { name: ['ok', 'N\u0007'] } })).toBe(true);
    expect(hasForbiddenText({ 'k\u0000': 1 })).toBe(true);
    expect(hasForbiddenText({ a: ['tab\tand\nline', 12, null] })).toBe(false);
  });
});

describe('runImport of a version much smaller than the served one', () => {
  /** A BAG file of `count` addresses on one street. */
  function bagFile(dir: string, name: string, count: number): string {
    const file = join(dir, name);
    const rows = Array.from({ length: count }, (_, i) => row('Damrak', i + 1));
    writeFileSync(file, `${[HEADER, ...rows].join('\n')}\n`);
    return file;
  }

  async function withStore(
    run: (store: ReturnType<typeof openStore>, dir: string) => Promise<void>,
  ) {
    const dir = tempDir();
    const store = openStore(`sqlite:${join(dir, 'v.db')}`);
    try {
      await store.migrate();
      await run(store, dir);
    } finally {
      await store.close();
    }
  }
  const served = async (store: ReturnType<typeof openStore>) =>
    (await store.reference.listVersions()).filter((v) => v.current).map((v) => v.records);

  it('is refused, naming both counts, and the served version stays', async () => {
    await withStore(async (store, dir) => {
      const options = { store, format: bagCsvFormat, dataset: 'fictitious-bag' };
      await runImport({ ...options, paths: [bagFile(dir, 'full.csv', 20)] });
      const cut = bagFile(dir, 'cut.csv', 15);
      const refused = runImport({ ...options, paths: [cut] });
      await expect(refused).rejects.toBeInstanceOf(ImportError);
      await expect(refused).rejects.toThrow(
        'this version holds 15 records, 25 % fewer than the 20 that fictitious-bag serves now',
      );
      expect(await served(store)).toEqual([20]);
      // The refused version is failed, not left staging.
      const states = (await store.reference.listVersions()).map((v) => v.state).sort();
      expect(states).toEqual(['failed', 'ready']);
    });
  });

  it('publishes a version within the limit, and a smaller one when allowed', async () => {
    expect(SHRINK_LIMIT).toBe(0.8);
    await withStore(async (store, dir) => {
      const options = { store, format: bagCsvFormat, dataset: 'fictitious-bag' };
      await runImport({ ...options, paths: [bagFile(dir, 'full.csv', 20)] });
      await runImport({ ...options, paths: [bagFile(dir, 'fewer.csv', 16)] });
      expect(await served(store)).toEqual([16]);
      await runImport({ ...options, paths: [bagFile(dir, 'few.csv', 3)], allowShrink: true });
      expect(await served(store)).toEqual([3]);
    });
  });

  it('counts rejected records as lost', async () => {
    await withStore(async (store, dir) => {
      const options = { store, format: bagCsvFormat, dataset: 'fictitious-bag' };
      await runImport({ ...options, paths: [bagFile(dir, 'full.csv', 10)] });
      const file = join(dir, 'changed.csv');
      // A layout change upstream: the postcode column now holds something else.
      const rows = Array.from({ length: 10 }, (_, i) =>
        row('Damrak', i + 1).replace('1012LG', i < 5 ? 'unknown' : '1012LG'),
      );
      writeFileSync(file, `${[HEADER, ...rows].join('\n')}\n`);
      await expect(runImport({ ...options, paths: [file] })).rejects.toThrow(
        'this version holds 5 records, 50 % fewer than the 10',
      );
      expect(await served(store)).toEqual([10]);
    });
  });
});

describe('runImport whose cleanup fails after publishing', () => {
  it('reports the import as done, with a warning, and serves the new version', async () => {
    const dir = tempDir();
    const file = join(dir, 'bagadres.csv');
    writeFileSync(file, `${[HEADER, row('Damrak', 1)].join('\n')}\n`);
    const store = openStore(`sqlite:${join(dir, 'v.db')}`);
    try {
      await store.migrate();
      vi.spyOn(store.reference, 'purge').mockRejectedValue(new Error('disk I/O error'));
      const report = await runImport({
        store,
        format: bagCsvFormat,
        paths: [file],
        dataset: 'fictitious-bag',
      });
      expect(report.records).toBe(1);
      expect(report.warnings).toEqual([
        'the new version is served, but deleting the rows of retired versions failed (disk I/O error); the next import deletes them',
      ]);
      const served = (await store.reference.listVersions()).filter((v) => v.current);
      expect(served.map((v) => v.id)).toEqual([report.versionId]);
    } finally {
      vi.restoreAllMocks();
      await store.close();
    }
  });
});
