import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../demo/prng.js';
import { ofacSdnFormat } from '../../sources/ofac-sdn/index.js';
import { collectEvents } from '../../sources/collect-events.js';
import { metrics } from './evaluate.js';
import {
  generateEntries,
  negativeQueries,
  positiveQueries,
  type LabelledQuery,
} from './labelled-set.js';
import { entryEntityId, writeSdnRelease } from './list-file.js';
import { toArabic, toCyrillic, toHangul, toPersian } from './scripts.js';
import { typo, vary, type ListedName } from './variations.js';

const ivan: ListedName = {
  kind: 'person',
  given: ['Sergey', 'Ivanovich'],
  family: 'Ivanov',
  script: 'cyrillic',
};
const acme: ListedName = {
  kind: 'company',
  given: [],
  family: '',
  company: 'Apex Trading',
  legalForm: 'LLC',
};

describe('variations', () => {
  const rng = new Rng(7, 1);
  it('change names the way their kind says', () => {
    expect(vary(ivan, 'inverted', rng)).toBe('IVANOV, Sergey Ivanovich');
    expect(vary(ivan, 'reordered', rng)).toBe('Ivanov Sergey Ivanovich');
    expect(vary(ivan, 'dropped-part', rng)).toBe('Sergey Ivanov');
    expect(vary(ivan, 'initials', rng)).toBe('S. I. Ivanov');
    expect(vary(ivan, 'spelling', rng)).toBe('Sergei Ivanovich Ivanov');
    expect(vary(ivan, 'script', rng)).toBe('Сергей Иванович Иванов');
    expect(vary(acme, 'legal-form', rng)).not.toBe('Apex Trading LLC');
    expect(vary({ ...ivan, given: ['Sergey'] }, 'dropped-part', rng)).toBeUndefined();
  });

  it('make one edit for a typo, never at the first letter', () => {
    for (let i = 0; i < 50; i++) {
      const changed = typo('Kuznetsov', rng);
      expect(changed[0]).toBe('K');
      expect(changed).not.toBe('Kuznetsov');
    }
  });

  it('write names in Cyrillic, Arabic, Persian and Hangul script', () => {
    expect(toCyrillic('Yevgeny Zhukov')).toBe('Евгений Жуков');
    expect(toArabic('Mohammed Haddad')).toBe('محمد حداد');
    expect(toArabic('John Smith')).toBeUndefined();
    // Persian letters (ی, ک) and the final he of Persian names.
    expect(toPersian('Fatemeh Alizadeh')).toBe('فاطمه علیزاده');
    expect(toPersian('Ali Reza Karimi')).toBe('علی رضا کریمی');
    expect(toPersian('Fatima Haddad')).toBeUndefined();
    const persian: ListedName = { kind: 'person', given: ['Zohreh', 'Maryam'], family: 'Ahmadi' };
    expect(vary({ ...persian, script: 'persian' }, 'script', rng)).toBe('زهره احمدی');
    // Family name first, the syllables written together.
    expect(toHangul('Ha-eun', 'Ri')).toBe('리하은');
    expect(toHangul('Chol', 'Pak')).toBe('박철');
    expect(toHangul('John', 'Kim')).toBeUndefined();
    const korean: ListedName = { kind: 'person', given: ['Jong-su', 'Chol'], family: 'Kim' };
    expect(vary({ ...korean, script: 'hangul' }, 'script', rng)).toBe('김정수');
  });
});

describe('the labelled set', () => {
  it('is the same for the same seed', () => {
    expect(generateEntries(3, 200)).toEqual(generateEntries(3, 200));
    const entries = generateEntries(3, 200);
    expect(positiveQueries(entries, 3, 100)).toEqual(positiveQueries(entries, 3, 100));
  });

  it('is written as an SDN release the real reader maps back entry by entry', async () => {
    const entries = generateEntries(5, 300);
    const dir = mkdtempSync(join(tmpdir(), 'veracheck-eval-test-'));
    try {
      writeSdnRelease(dir, entries);
      const read = await collectEvents(ofacSdnFormat, [dir]);
      expect(read.rejected).toEqual([]);
      const ids = new Set(read.items.flatMap((i) => (i.kind === 'entity' ? [i.entity.id] : [])));
      for (const entry of entries) expect(ids.has(entryEntityId(entry))).toBe(true);
      const first = read.items.find(
        (i) => i.kind === 'entity' && i.entity.id === entryEntityId(entries[0] as never),
      );
      expect(first).toBeDefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('labels positives with their entry and leaves negatives unlabelled', () => {
    const entries = generateEntries(9, 300);
    const positives = positiveQueries(entries, 9, 200);
    const negatives = negativeQueries(entries, 9, 500);
    expect(positives).toHaveLength(200);
    expect(positives.every((q) => q.expected?.startsWith('ofac-sdn-'))).toBe(true);
    expect(negatives.length).toBe(500);
    expect(negatives.every((q) => q.expected === undefined)).toBe(true);
    const listed = new Set(entries.map((e) => [...e.name.given, e.name.family].join(' ')));
    const randomPersons = negatives.filter((q) => q.kind === 'random-person');
    expect(randomPersons.some((q) => listed.has(q.query.names[0] ?? ''))).toBe(false);
    // Random persons of origins with another script are also asked in it.
    expect(negatives.some((q) => q.kind === 'script-person')).toBe(true);
    // Persian names among them, asked in Persian letters, as positives and as negatives.
    const inPersian = (q: LabelledQuery) => /[یکپچژگ]/.test(q.query.names[0] ?? '');
    expect(positives.some((q) => q.kind === 'script' && inPersian(q))).toBe(true);
    expect(negatives.some((q) => q.kind === 'script-person' && inPersian(q))).toBe(true);
  });
});

describe('metrics', () => {
  it('computes precision, recall and F1', () => {
    expect(metrics(90, 10, 10)).toEqual({
      precision: 0.9,
      recall: 0.9,
      f1: expect.closeTo(0.9, 10) as number,
    });
    expect(metrics(0, 0, 0)).toEqual({ precision: 1, recall: 1, f1: 1 });
    expect(metrics(0, 5, 5)).toEqual({ precision: 0, recall: 0, f1: 0 });
  });
});
