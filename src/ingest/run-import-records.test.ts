import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findFormat } from '../sources/formats.js';
import { openStore } from '../store/open-store.js';
import { runImport } from './run-import.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const FINANCIALS_HEADER =
  'kvk_number,risk_rating_code,risk_rating_message,payment_behavior_code,payment_behavior_message,payment_behavior_term,payment_behavior_norm_code,payment_behavior_norm_message,payment_behavior_norm_term,payment_behavior3_months_ago_code,payment_behavior3_months_ago_message,payment_behavior3_months_ago_term,equity,cash,credit_guide,issued_share_capital,paid_up_share_capital,as_of';
const financialsRow = (kvk: string, rating: string, equity: string, asOf: string) =>
  `${kvk},${rating},,BBG1,,30,BBG1,,30,BBG1,,30,${equity},,,,,${asOf}`;

/** Imports `lines` as one file of `format`; the report and the records stored under `key`. */
async function importLines(format: string, lines: string[], key: string, batchSize?: number) {
  const dir = mkdtempSync(join(tmpdir(), 'veracheck-records-'));
  dirs.push(dir);
  const file = join(dir, `${format}.csv`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  const sourceFormat = findFormat(format);
  if (!sourceFormat) throw new Error(`no format ${format}`);
  const store = openStore(`sqlite:${join(dir, 'v.db')}`);
  try {
    await store.migrate();
    const report = await runImport({
      store,
      format: sourceFormat,
      paths: [file],
      dataset: 'fictitious',
      ...(batchSize !== undefined && { batchSize }),
    });
    const stored = await store.reference.recordsByKey([report.versionId], format, key);
    return { report, stored: stored.map((r) => r.data), file };
  } finally {
    await store.close();
  }
}

describe('runImport of records a file holds once per key', () => {
  it('rejects a second financials row of one company and date, naming both, and keeps the first', async () => {
    const { report, stored, file } = await importLines(
      'financials',
      [
        FINANCIALS_HEADER,
        financialsRow('14276518', 'BRR4', '9999', '2026-10-02'),
        financialsRow('14276518', 'BRR2', '7777', '2025-10-02'),
        financialsRow('14276518', 'BRR3', '5555', '2026-10-02'),
      ],
      '14276518',
    );
    expect(report.records).toBe(2);
    expect(report.rejections).toEqual([
      {
        file,
        line: 4,
        reason:
          'the financials row of KvK 14276518 as of 2026-10-02 appears more than once (first at line 2, which is kept)',
      },
    ]);
    expect(stored.map((d) => d.equity).sort()).toEqual(['7777', '9999']);
  });

  it('rejects a repeated financials row after the first was written, in an earlier record', async () => {
    const { report } = await importLines(
      'financials',
      [
        FINANCIALS_HEADER,
        financialsRow('14276518', 'BRR4', '9999', '2026-10-02'),
        financialsRow('12345678', 'BRR1', '1', '2026-10-02'),
        financialsRow('14276518', 'BRR3', '5555', '2026-10-02'),
      ],
      '14276518',
      1,
    );
    expect(report.records).toBe(2);
    expect(report.rejections.map((r) => [r.line, r.reason])).toEqual([
      [
        4,
        'the financials row of KvK 14276518 as of 2026-10-02 appears more than once (first in an earlier record, which is kept)',
      ],
    ]);
  });

  it('rejects a second balance-sheet row of one company, year, item, scope and parent', async () => {
    const { report, stored } = await importLines(
      'balance-sheet',
      [
        'kvk_number,year,item,amount,scope,parent_name,parent_registration_number,parent_country',
        '12924930,2025,equity,900,own,,,',
        '12924930,2025,equity,100,own,,,',
        '12924930,2024,equity,100,own,,,',
        '12924930,2025,net_result,100,own,,,',
        '12924930,2025,equity,5000,parent_consolidated,Holding A,B1,LU',
        '12924930,2025,equity,6000,parent_consolidated,Holding B,B2,LU',
        '12924930,2025,equity,7000,parent_consolidated,Holding A,B1,LU',
      ],
      '12924930',
    );
    expect(report.records).toBe(5);
    expect(report.rejections.map((r) => [r.line, r.reason])).toEqual([
      [
        3,
        'the balance-sheet row of KvK 12924930, 2025, equity, own appears more than once (first at line 2, which is kept)',
      ],
      [
        8,
        'the balance-sheet row of KvK 12924930, 2025, equity, parent_consolidated of Holding A (B1, LU) appears more than once (first at line 6, which is kept)',
      ],
    ]);
    expect(stored.map((d) => d.amount).sort()).toEqual(['100', '100', '5000', '6000', '900']);
  });

  it('keeps two consolidated rows of parents whose name, number and country read alike', async () => {
    const { report, stored } = await importLines(
      'balance-sheet',
      [
        'kvk_number,year,item,amount,scope,parent_name,parent_registration_number,parent_country',
        '12924930,2025,equity,5000,parent_consolidated,"Holding X (B1, LU)",,',
        '12924930,2025,equity,6000,parent_consolidated,Holding X,B1,LU',
        '12924930,2025,equity,7000,parent_consolidated,Holding X,,LU',
        '12924930,2025,equity,8000,parent_consolidated,Holding X,LU,',
      ],
      '12924930',
    );
    expect(report.rejections).toEqual([]);
    expect(report.records).toBe(4);
    expect(stored.map((d) => d.amount).sort()).toEqual(['5000', '6000', '7000', '8000']);
  });

  it('rejects a second postcode-stats row of one area', async () => {
    const { report } = await importLines(
      'postcode-stats',
      [
        'area,level,addresses,residents,checks,risk,description',
        '1012AB,pc6,38,61,7,PRR3,',
        '1012 ab,pc6,10,10,0,PRR1,',
      ],
      '1012AB',
    );
    expect(report.records).toBe(1);
    expect(report.rejections.map((r) => r.reason)).toEqual([
      'the postcode-stats row of area 1012AB appears more than once (first at line 2, which is kept)',
    ]);
  });

  it('rejects a second address-properties row of one address', async () => {
    const { report } = await importLines(
      'address-properties',
      [
        'postcode,house_number,addition,ownership_code,parceltype_code,parcel,woz_value,usage',
        '1012AB,1,a,K,G,,485000,woonfunctie',
        '1012AB,2,a,K,G,,485000,woonfunctie',
        '1012 ab,1,A,H,A,,312000,woonfunctie',
      ],
      '1012AB|1|A',
    );
    expect(report.records).toBe(2);
    expect(report.rejections.map((r) => r.reason)).toEqual([
      'the address-properties row of address 1012AB|1|A appears more than once (first at line 2, which is kept)',
    ]);
  });

  it('rejects a second country-risk row of one country and list, and keeps one per list', async () => {
    const source = 'https://www.fatf-gafi.org/x.html';
    const { report } = await importLines(
      'country-risk',
      [
        'country,name,list,listed_since,source,publication_date',
        `MM,Myanmar,fatf_call_for_action,2022-10,${source},2026-06-19`,
        `MM,Myanmar,eu_high_risk_third_country,,${source},2026-01-09`,
        `mm,Myanmar,fatf_call_for_action,,${source},2026-02-13`,
      ],
      'MM',
    );
    expect(report.records).toBe(2);
    expect(report.rejections.map((r) => r.reason)).toEqual([
      'the country-risk row of MM on fatf_call_for_action appears more than once (first at line 2, which is kept)',
    ]);
  });

  it('keeps every claim, resident, listing and report: those files may hold several per key', async () => {
    const { report } = await importLines(
      'claims',
      [
        'kvk_number,received_date,duration_days,claim_amount,paid_amount,closed,legal_action,disputed,foreign',
        '12345678,2026-04-18,12,100,0,false,false,false,false',
        '12345678,2026-04-18,12,100,0,false,false,false,false',
      ],
      '12345678',
    );
    expect(report.records).toBe(2);
    expect(report.rejected).toBe(0);
  });
});
