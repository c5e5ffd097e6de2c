import { describe, expect, it } from 'vitest';
import type { ReferenceStore } from '../store/reference-store.js';
import { DatasetReadError, readingVersions } from './dataset-read-error.js';
import { StoreRegistry } from './store-registry.js';

/** A row that is not JSON, as an import cut short or an edited table leaves one. */
const badRow = (): never => {
  JSON.parse('{oops');
  throw new Error('not reached');
};

const registry = (reference: Partial<ReferenceStore>) =>
  new StoreRegistry(reference as ReferenceStore, {
    generation: 1,
    versions: [
      { dataset: 'bag', versionId: 'bag-7', label: '2026-11-01', format: 'bag-csv' },
      { dataset: 'kvk', versionId: 'kvk-3', label: '2026-10-30', format: 'ftm', listed: 2 },
      { dataset: 'lei', versionId: 'lei-5', label: '2026-11-20', format: 'ftm', listed: 0 },
    ],
  });

describe('reads of dataset versions for an index', () => {
  it('name the dataset and version whose rows could not be read', async () => {
    const reading = registry({ entitiesOfVersion: () => Promise.resolve().then(badRow) });
    const read = async () => {
      for await (const page of reading.entitiesOf(['Company'], 'listings'))
        expect(page).toBeDefined();
    };
    const error = await read().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatasetReadError);
    expect(String(error)).toMatch(
      /^SyntaxError: .*JSON.* \(reading dataset kvk, version 2026-10-30\)$/,
    );
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it('name the address version whose page could not be read', async () => {
    const reading = registry({ addressesOfVersion: () => Promise.resolve().then(badRow) });
    const read = async () => {
      for await (const page of reading.addressPages()) expect(page).toBeDefined();
    };
    expect(String(await read().catch((e: unknown) => e))).toMatch(
      /\(reading dataset bag, version 2026-11-01\)$/,
    );
  });

  it('name every version an index reads entities by id from', async () => {
    const reading = registry({ entitiesById: () => Promise.reject(new Error('connection lost')) });
    await expect(reading.entities(['e1'], 'companies')).rejects.toThrow(
      'Error: connection lost (reading datasets kvk (version 2026-10-30), lei (version 2026-11-20))',
    );
  });

  it('are named once where a read within a read fails', async () => {
    const inner = new DatasetReadError([{ dataset: 'a', label: '1' }], new Error('lost'));
    const outer = readingVersions([{ dataset: 'b', label: '2' }], () => Promise.reject(inner));
    await expect(outer).rejects.toBe(inner);
  });
});
