import { describe, expect, it } from 'vitest';
import { escapeAttribute, escapeHtml } from './escape.js';

describe('escapeHtml', () => {
  it('escapes markup, quotes and ampersands', () => {
    expect(escapeHtml('<script>alert("x")</script>')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
    );
    expect(escapeHtml(`Jansen & Zn's "Bakkerij"`)).toBe(
      'Jansen &amp; Zn&#39;s &quot;Bakkerij&quot;',
    );
  });

  it('escapes an already escaped entity again (no double meaning)', () => {
    expect(escapeHtml('&lt;b&gt;')).toBe('&amp;lt;b&amp;gt;');
  });

  it('keeps letters of every script as they are', () => {
    expect(escapeHtml('Łódź Müller Владимир')).toBe('Łódź Müller Владимир');
  });

  it('writes nothing for absent values and text for numbers', () => {
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(33.5)).toBe('33.5');
  });

  it('replaces characters XML does not allow, keeping pairs of surrogates', () => {
    expect(escapeHtml('a\u0000b\u001Fc\tline\n')).toBe('a\uFFFDb\uFFFDc\tline\n');
    expect(escapeHtml('x\uD800y')).toBe('x\uFFFDy');
    expect(escapeHtml('emoji 😀')).toBe('emoji 😀');
  });

  it('leaves no way out of a quoted attribute', () => {
    const attribute = escapeAttribute(`" onload="alert(1)' x='`);
    expect(attribute).not.toMatch(/["']/);
  });
});
