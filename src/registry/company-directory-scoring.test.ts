import { describe, expect, it, vi } from 'vitest';
import { jaroWinkler } from '../screening/score/jaro-winkler.js';
import { directory } from './company-directory.test-data.js';

// Counted, not changed: every comparison of two spellings the scorer does not remember.
vi.mock('../screening/score/jaro-winkler.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../screening/score/jaro-winkler.js')>();
  return { ...real, jaroWinkler: vi.fn(real.jaroWinkler) };
});

describe('CompanyDirectory.findByName, asked again', () => {
  it('compares the name parts of a search asked before from memory', () => {
    const compared = vi.mocked(jaroWinkler);
    // Misspelt, so that its words are compared with the listed Bakkerij Jansen's by letters.
    for (const name of ['Bakkerij Janssen', 'Pinas Makelaar']) {
      const search = () => directory.findByName({ name }, { limit: 10 });
      compared.mockClear();
      const first = search();
      const comparedFirst = compared.mock.calls.length;
      compared.mockClear();
      expect(search()).toEqual(first);
      expect(first.length, name).toBeGreaterThan(0);
      expect(comparedFirst, name).toBeGreaterThan(0);
      expect(compared.mock.calls.length, name).toBe(0);
    }
  });
});
