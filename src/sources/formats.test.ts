import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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
});
