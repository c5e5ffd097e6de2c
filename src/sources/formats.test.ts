import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SOURCE_FORMATS } from './formats.js';
import type { FormatYield, ImportItem } from './source.js';

const KIND_OF: Record<FormatYield, ImportItem['kind']> = {
  entities: 'entity',
  addresses: 'address',
  records: 'record',
};

/** The fixture files of a format: its folder, named as the format, has a fixtures/ folder. */
function fixturePaths(format: string): string[] {
  const dir = fileURLToPath(new URL(`./${format}/fixtures/`, import.meta.url));
  return readdirSync(dir)
    .sort()
    .map((name) => `${dir}${name}`);
}

describe('the import formats', () => {
  it('have distinct names', () => {
    const names = SOURCE_FORMATS.map((format) => format.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(SOURCE_FORMATS.map((format) => [format.name, format] as const))(
    '%s yields only what it declares, from its fixtures',
    async (name, format) => {
      const kinds = new Map<string, number>();
      for await (const event of format.read(fixturePaths(name))) {
        if (!('items' in event)) continue;
        for (const item of event.items) kinds.set(item.kind, (kinds.get(item.kind) ?? 0) + 1);
      }
      expect([...kinds.keys()]).toEqual([KIND_OF[format.yields]]);
    },
  );

  const folder = mkdtempSync(join(tmpdir(), 'veracheck-formats-'));
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  // An empty file is a broken download or a wrong path: accepted among others, it would
  // silently publish a version without its records.
  it.each(SOURCE_FORMATS.map((format) => [format.name, format] as const))(
    '%s refuses an empty file, or one of line breaks alone, among its files, naming it',
    async (name, format) => {
      const fixtures = fixturePaths(name);
      for (const [i, emptied] of fixtures.entries()) {
        for (const [variant, text] of [
          ['empty', ''],
          ['breaks', '\n\r\n\n'],
        ]) {
          const dir = join(folder, `${name}-${i}-${variant}`);
          mkdirSync(dir);
          const paths = fixtures.map((path) => {
            const copy = join(dir, basename(path));
            if (path === emptied) writeFileSync(copy, text ?? '');
            else copyFileSync(path, copy);
            return copy;
          });
          const read = async () => {
            for await (const _ of format.read(paths));
          };
          await expect(read(), `${basename(emptied)} ${variant}`).rejects.toThrow(
            `${join(dir, basename(emptied))}:1: the file is empty`,
          );
        }
      }
    },
  );
});
