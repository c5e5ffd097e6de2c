import { describe, expect, it } from 'vitest';
import type { CompanyMatch } from '../../registry/registry.js';
import { heldWholeBest } from './name-held-whole.js';

const match = (entityId: string, matchedName: string, score: number): CompanyMatch => ({
  entityId,
  matchedName,
  score,
  features: [],
  agreeing: 0,
});

const smits = match('co-smits', 'Facilitair Smits & van der Wal V.O.F.', 0.71);
const other = match('co-other', 'F. van der Wal Holding B.V.', 0.55);

describe('heldWholeBest', () => {
  it('takes the best where it alone holds every word asked, however joined or abbreviated', () => {
    expect(heldWholeBest('Smits & van der Wal', [smits], [other], 0.02)).toBe(smits);
    expect(heldWholeBest('Smits en vd Wal', [smits], [other], 0.02)).toBe(smits);
    expect(heldWholeBest('Smits\u200bvan der Wal', [smits], [], 0.02)).toBe(smits);
  });

  it('takes none where another holds the words too or scores about as well', () => {
    const twin = match('co-twin', 'Smits & van der Wal Schoonmaak B.V.', 0.6);
    expect(heldWholeBest('Smits & van der Wal', [smits, twin], [], 0.02)).toBeUndefined();
    const close = match('co-close', 'Smit & van der Wal B.V.', 0.7);
    expect(heldWholeBest('Smits & van der Wal', [smits], [close], 0.02)).toBeUndefined();
  });

  it('takes none where no company holds the words asked, as where many do', () => {
    expect(heldWholeBest('Smits & van der Wal', [], [smits, other], 0.02)).toBeUndefined();
  });

  it('takes none where the best lacks a word asked or scores under what a search lists', () => {
    expect(heldWholeBest('Smits & van der Wal Bouw', [smits], [], 0.02)).toBeUndefined();
    expect(
      heldWholeBest('Smits & van der Wal', [{ ...smits, score: 0.45 }], [], 0.02),
    ).toBeUndefined();
    expect(
      heldWholeBest('Smits & van der Wal', [smits], [{ ...other, score: 0.75 }], 0.02),
    ).toBeUndefined();
  });

  it('takes none by a single word to find companies by, with particles or initials besides', () => {
    expect(heldWholeBest('Smits', [smits], [], 0.02)).toBeUndefined();
    expect(heldWholeBest('van der Wal', [smits], [], 0.02)).toBeUndefined();
    expect(heldWholeBest('F. van der Wal B.V.', [other], [], 0.02)).toBeUndefined();
  });
});
