import { describe, expect, it } from 'vitest';
import { formatsRead, runSections } from './pipeline.js';

interface Result {
  a?: number;
  b?: string;
}

describe('runSections', () => {
  it('merges the parts of the sections that have a module and reports the others', async () => {
    const { parts, report } = await runSections<'a' | 'b' | 'c', { n: number }, Result>(
      ['a', 'b', 'c'],
      {
        a: { reads: [], compute: (ctx) => Promise.resolve({ a: ctx.n }) },
        b: { reads: [], compute: () => Promise.resolve(undefined) },
      },
      { n: 7 },
    );
    expect(parts).toEqual({ a: 7 });
    expect(report.returned).toEqual(['a']);
    expect(report.empty).toEqual(['b']);
    expect(report.unavailable).toEqual(['c']);
    expect(Object.keys(report.timings_ms)).toEqual(['a', 'b']);
  });

  it('names a section without the data it is made of unavailable, without running it', async () => {
    let ran = false;
    const { parts, report } = await runSections<'a' | 'b', { listed: number }, Result>(
      ['a', 'b'],
      {
        a: {
          reads: [],
          available: (ctx) => Promise.resolve(ctx.listed > 0),
          compute: () => {
            ran = true;
            return Promise.resolve({ a: 1 });
          },
        },
        b: {
          reads: [],
          available: () => Promise.resolve(true),
          compute: () => Promise.resolve({ b: 'x' }),
        },
      },
      { listed: 0 },
    );
    expect(ran).toBe(false);
    expect(parts).toEqual({ b: 'x' });
    expect(report).toMatchObject({ returned: ['b'], empty: [], unavailable: ['a'] });
  });

  it('names a section that found nothing where its data is not served unavailable', async () => {
    const nothing = () => Promise.resolve(undefined);
    const { parts, report } = await runSections<'a' | 'b' | 'c', { served: boolean }, Result>(
      ['a', 'b', 'c'],
      {
        a: { reads: [], dataServed: (ctx) => ctx.served, compute: nothing },
        b: { reads: [], dataServed: () => Promise.resolve(true), compute: nothing },
        // What needs no data is still answered where the data is not served.
        c: {
          reads: [],
          dataServed: (ctx) => ctx.served,
          compute: () => Promise.resolve({ b: 'x' }),
        },
      },
      { served: false },
    );
    expect(parts).toEqual({ b: 'x' });
    expect(report).toMatchObject({ returned: ['c'], empty: ['b'], unavailable: ['a'] });
    expect(Object.keys(report.timings_ms)).toEqual(['a', 'b', 'c']);
  });

  it('runs only the requested sections', async () => {
    let ran = false;
    const { parts } = await runSections<'a' | 'b', object, Result>(
      ['b'],
      {
        a: {
          reads: [],
          compute: () => {
            ran = true;
            return Promise.resolve({ a: 1 });
          },
        },
      },
      {},
    );
    expect(ran).toBe(false);
    expect(parts).toEqual({});
  });

  it('merges objects that several sections fill, and replaces everything else', async () => {
    interface Nested {
      company?: { name?: string; directors?: string[] };
      list?: number[];
    }
    const { parts } = await runSections<'identity' | 'directors' | 'list', object, Nested>(
      ['identity', 'directors', 'list'],
      {
        identity: {
          reads: [],
          compute: () => Promise.resolve({ company: { name: 'X' }, list: [1] }),
        },
        directors: { reads: [], compute: () => Promise.resolve({ company: { directors: ['A'] } }) },
        list: { reads: [], compute: () => Promise.resolve({ list: [2] }) },
      },
      {},
    );
    expect(parts).toEqual({ company: { name: 'X', directors: ['A'] }, list: [2] });
  });
});

describe('formatsRead', () => {
  const modules = {
    a: { reads: ['residents', 'bag-csv'], compute: () => Promise.resolve(undefined) },
    b: { reads: ['bag-csv', 'country-risk'], compute: () => Promise.resolve(undefined) },
    c: { reads: ['ftm'], compute: () => Promise.resolve(undefined) },
  };

  it('names each format of the requested sections once, sorted', () => {
    expect(formatsRead(['b', 'a'], modules)).toEqual(['bag-csv', 'country-risk', 'residents']);
  });

  it('gives the same frozen array for the same section list', () => {
    const requested = ['a', 'c'] as const;
    const formats = formatsRead(requested, modules);
    expect(formatsRead(requested, modules)).toBe(formats);
    expect(Object.isFrozen(formats)).toBe(true);
    // Another list with the same sections is worked out again, with the same answer.
    expect(formatsRead(['a', 'c'], modules)).toEqual(formats);
  });

  it('leaves out sections not requested and sections without a module', () => {
    expect(formatsRead<'c' | 'd', object, object>(['c', 'd'], modules)).toEqual(['ftm']);
    expect(formatsRead(['a'], modules)).not.toContain('ftm');
  });
});

describe("runSections: a part without the section's own data", () => {
  it('merges it and names the section under not_found, not returned', async () => {
    const { parts, report } = await runSections<'a' | 'b', object, Result>(
      ['a', 'b'],
      {
        a: {
          reads: [],
          compute: () => Promise.resolve({ b: 'claims only' }),
          withoutOwnData: (part) => part.a === undefined,
        },
        b: {
          reads: [],
          compute: () => Promise.resolve({ a: 1 }),
          withoutOwnData: (part) => part.a === undefined,
        },
      },
      {},
    );
    expect(parts).toEqual({ a: 1, b: 'claims only' });
    expect(report.returned).toEqual(['b']);
    expect(report.empty).toEqual(['a']);
  });

  it('names a part without its own data unavailable where that data is not served', async () => {
    const { parts, report } = await runSections<'a', object, { a?: number; b?: string }>(
      ['a'],
      {
        a: {
          reads: [],
          compute: () => Promise.resolve({ b: 'claims only' }),
          withoutOwnData: (part) => part.a === undefined,
          dataServed: () => false,
        },
      },
      {},
    );
    expect(parts).toEqual({ b: 'claims only' });
    expect(report.returned).toEqual([]);
    expect(report.empty).toEqual([]);
    expect(report.unavailable).toEqual(['a']);
  });
});
