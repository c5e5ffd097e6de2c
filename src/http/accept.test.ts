import { describe, expect, it } from 'vitest';
import { negotiate } from './accept.js';

const offered = ['application/pdf', 'text/html'] as const;

describe('negotiate', () => {
  it('chooses the first offered type when the header is absent, empty or */*', () => {
    expect(negotiate(undefined, offered)).toBe('application/pdf');
    expect(negotiate('', offered)).toBe('application/pdf');
    expect(negotiate('*/*', offered)).toBe('application/pdf');
  });

  it('chooses the type asked for', () => {
    expect(negotiate('text/html', offered)).toBe('text/html');
    expect(negotiate('application/pdf', offered)).toBe('application/pdf');
    expect(negotiate('TEXT/HTML; charset=utf-8', offered)).toBe('text/html');
    expect(negotiate('text/*', offered)).toBe('text/html');
  });

  it('follows quality values, then specificity', () => {
    expect(negotiate('application/pdf;q=0.5, text/html', offered)).toBe('text/html');
    expect(negotiate('text/html;q=0.2, */*;q=0.9', offered)).toBe('application/pdf');
    // A browser's header: HTML listed, everything else at a lower quality.
    expect(
      negotiate('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', offered),
    ).toBe('text/html');
  });

  it('accepts none of them when every match has quality 0 or nothing matches', () => {
    expect(negotiate('application/json', offered)).toBeUndefined();
    expect(negotiate('image/png, text/plain', offered)).toBeUndefined();
    expect(negotiate('application/pdf;q=0, text/html;q=0', offered)).toBeUndefined();
    expect(negotiate('*/*;q=0', offered)).toBeUndefined();
    expect(negotiate('text/html;q=0, */*', offered)).toBe('application/pdf');
    expect(negotiate('garbage', offered)).toBeUndefined();
  });
});
