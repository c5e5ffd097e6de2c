import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostcodeStatsData } from '../entities/records.js';
import type { ImportItem } from '../sources/source.js';
import { DEMO_FILES } from './files.js';
import { generateDemoData } from './generate.js';
import { areaRisk, PostcodeStatsWriter } from './postcode-stats.js';
import type { CsvValue } from './writers.js';

const OPTIONS = { seed: 5, companies: 40, addresses: 4000, entities: 20 };
let dir: string;
let rows: PostcodeStatsData[];

/** The generated postcode-stats.csv, read through its import format as `demo load` does. */
async function readStats(): Promise<PostcodeStatsData[]> {
  const found: PostcodeStatsData[] = [];
  const file = DEMO_FILES.postcodeStats;
  for await (const event of file.format.read([join(dir, file.file)])) {
    const e = event as { items?: ImportItem[]; rejected?: string };
    expect(e.rejected).toBeUndefined();
    for (const item of e.items ?? []) {
      if (item.kind === 'record') found.push(item.record.data as PostcodeStatsData);
    }
  }
  return found;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'veracheck-demo-stats-'));
  generateDemoData(dir, OPTIONS);
  rows = await readStats();
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

type Counts = Pick<PostcodeStatsData, 'addresses' | 'residents' | 'checks'>;

/** The sums of the rows of `level` per enclosing area of `length` characters. */
function sumsBy(level: string, length: number): Map<string, Counts> {
  const sums = new Map<string, Counts>();
  for (const row of rows.filter((r) => r.level === level)) {
    const key = row.area.slice(0, length);
    const sum = sums.get(key) ?? { addresses: 0, residents: 0, checks: 0 };
    sum.addresses += row.addresses;
    sum.residents += row.residents;
    sum.checks += row.checks;
    sums.set(key, sum);
  }
  return sums;
}

describe('demo postcode statistics (generated file)', () => {
  it('has every level, each area once', () => {
    for (const level of ['pc4', 'pc5', 'pc6']) {
      expect(rows.some((r) => r.level === level)).toBe(true);
    }
    expect(new Set(rows.map((r) => r.area)).size).toBe(rows.length);
  });

  it('gives each pc5 the sums of its pc6s, and each pc4 the sums of its pc5s', () => {
    for (const [level, parts, length] of [
      ['pc5', 'pc6', 5],
      ['pc4', 'pc5', 4],
    ] as const) {
      const sums = sumsBy(parts, length);
      const areas = rows.filter((r) => r.level === level);
      expect(areas.length).toBe(sums.size);
      for (const row of areas) {
        const { addresses, residents, checks } = row;
        expect({ addresses, residents, checks }, row.area).toEqual(sums.get(row.area));
      }
    }
  });

  it('gives every area the risk its counts give, with all classes present', () => {
    for (const row of rows) expect(row.risk, row.area).toBe(areaRisk(row));
    const risks = new Set(rows.map((r) => r.risk));
    for (const risk of ['PRR1', 'PRR2', 'PRR3']) expect(risks).toContain(risk);
  });

  it('is the same file for the same seed', () => {
    const again = mkdtempSync(join(tmpdir(), 'veracheck-demo-stats-'));
    try {
      generateDemoData(again, OPTIONS);
      const file = DEMO_FILES.postcodeStats.file;
      expect(readFileSync(join(again, file), 'utf8')).toBe(readFileSync(join(dir, file), 'utf8'));
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });
});

describe('areaRisk', () => {
  it('goes by checks per address: elevated from 1, high from 3, no data without addresses', () => {
    expect(areaRisk({ addresses: 10, residents: 20, checks: 9 })).toBe('PRR1');
    expect(areaRisk({ addresses: 10, residents: 20, checks: 10 })).toBe('PRR2');
    expect(areaRisk({ addresses: 10, residents: 20, checks: 29 })).toBe('PRR2');
    expect(areaRisk({ addresses: 10, residents: 0, checks: 30 })).toBe('PRR3');
    expect(areaRisk({ addresses: 0, residents: 0, checks: 0 })).toBe('PRR0');
  });
});

describe('PostcodeStatsWriter', () => {
  it('writes pc6 rows per street, then pc5 and pc4 rows summed over them', () => {
    const written: Record<string, CsvValue>[] = [];
    const stats = new PostcodeStatsWriter(1, { add: (row) => written.push({ ...row }) });
    stats.address('1012AB', 2);
    stats.address('1012AB', 1);
    stats.address('1012AC', 0);
    stats.endStreet();
    stats.address('1012BA', 4);
    stats.finish();
    const byArea = new Map(written.map((r) => [r.area, r]));
    expect(written.map((r) => r.area)).toEqual([
      '1012AB',
      '1012AC',
      '1012BA',
      '1012A',
      '1012B',
      '1012',
    ]);
    const checks = (area: string) => Number(byArea.get(area)?.checks);
    expect(checks('1012A')).toBe(checks('1012AB') + checks('1012AC'));
    expect(checks('1012')).toBe(checks('1012A') + checks('1012B'));
    expect(byArea.get('1012')).toMatchObject({ level: 'pc4', addresses: 4, residents: 7 });
  });
});
