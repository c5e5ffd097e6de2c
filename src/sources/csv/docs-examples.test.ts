import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { RECORD_TYPES, type RecordTypeName } from '../../entities/records.js';
import { collectEvents } from '../collect-events.js';
import { csvRecordFormat } from './record-format.js';

const docs = readFileSync(
  fileURLToPath(new URL('../../../docs/formats.md', import.meta.url)),
  'utf8',
);
const folder = mkdtempSync(join(tmpdir(), 'veracheck-docs-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** The first csv block under the `### \`name\`` heading of docs/formats.md. */
function example(name: string): string | undefined {
  const section = docs.split('\n### ').find((s) => s.startsWith(`\`${name}\``));
  return section ? /```csv\n([\s\S]*?)```/.exec(section)?.[1] : undefined;
}

describe('docs/formats.md', () => {
  for (const name of Object.keys(RECORD_TYPES) as RecordTypeName[]) {
    it(`documents ${name} with every column and an example that imports`, async () => {
      const type = RECORD_TYPES[name];
      const section = docs.split('\n### ').find((s) => s.startsWith(`\`${name}\``)) ?? '';
      for (const column of type.columns) expect(section).toContain(`| \`${column}\``);
      const text = example(name);
      expect(text?.trim().split('\n')).toHaveLength(2);
      const path = join(folder, `${name}.csv`);
      writeFileSync(path, text ?? '');
      const { records, rejected } = await collectEvents(csvRecordFormat(type, name), [path]);
      expect(rejected).toEqual([]);
      // One record, also where a type keys it more than once (lost-documents: by any country).
      const rows = records.filter((r) => r.type === name).map((r) => JSON.stringify(r.data));
      expect(new Set(rows).size).toBe(1);
    });
  }
});
