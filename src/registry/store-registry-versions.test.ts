import { describe, expect, it } from 'vitest';
import type { ReferenceStore, ServedVersions } from '../store/reference-store.js';
import { StoreRegistry } from './store-registry.js';

const version = (
  dataset: string,
  format: string,
  counts: { listed?: number; registered?: number } = {},
): ServedVersions['versions'][number] => ({
  dataset,
  versionId: `${dataset}-v1`,
  label: 'v1',
  format,
  ...counts,
});

/** Which served versions each in-memory index reads (and is built again for when they change). */
describe('StoreRegistry.versionsRead', () => {
  const registry = new StoreRegistry({} as ReferenceStore, {
    generation: 1,
    versions: [
      version('bag', 'bag-csv'),
      version('mixed', 'ftm', { listed: 4, registered: 2 }),
      version('older', 'ftm'),
      version('register', 'ftm', { listed: 0, registered: 300_000 }),
      version('relations', 'ftm', { listed: 0, registered: 0 }),
      version('sanctions', 'ofac-sdn', { listed: 30_000, registered: 0 }),
      version('stats', 'postcode-stats'),
    ],
  });

  it('gives the screening index the versions holding listings, and those not known', () => {
    expect(registry.versionsRead('listings')).toBe(
      'mixed=mixed-v1,older=older-v1,sanctions=sanctions-v1',
    );
  });

  it('gives the company directory every entity version but those holding listings alone', () => {
    expect(registry.versionsRead('companies')).toBe(
      'mixed=mixed-v1,older=older-v1,register=register-v1,relations=relations-v1',
    );
  });

  it('gives the address index the BAG versions', () => {
    expect(registry.versionsRead('addresses')).toBe('bag=bag-v1');
  });
});
