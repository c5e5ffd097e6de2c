import { describe, expect, it } from 'vitest';
import { childElements, parseReportHtml } from './html-tree.js';
import { collectRuns, hasVisibleText, isBlock } from './inline-runs.js';
import { COLORS } from './pdf-styles.js';
import type { TextStyle } from './text-layout.js';

const base: TextStyle = { font: 'regular', size: 10, color: '#111111' };
const body = (html: string) => parseReportHtml(`<body>${html}</body>`).body;

describe('collectRuns', () => {
  it('styles codes, meanings and bold text', () => {
    const runs = collectRuns(
      body(
        '<span class="code">P01</span> <span class="meaning">Bestaat</span> <strong>Bestuurders:</strong> x',
      ).children,
      base,
      [],
    );
    expect(runs.map((r) => [r.text, r.style.font, r.style.color, r.style.background])).toEqual([
      ['P01', 'mono', '#111111', COLORS.codeBackground],
      [' ', 'regular', '#111111', undefined],
      ['Bestaat', 'regular', COLORS.label, undefined],
      [' ', 'regular', '#111111', undefined],
      ['Bestuurders:', 'bold', '#111111', undefined],
      [' x', 'regular', '#111111', undefined],
    ]);
  });

  it('breaks at <br>, leaves tooltips out, and keeps the words of blocks met inline', () => {
    const runs = collectRuns(
      body('a<br>b<title>tip</title><x-y>c<p>d</p></x-y>').children,
      base,
      [],
    );
    expect(runs.map((r) => (r.hardBreak ? '⏎' : r.text)).join('|')).toBe('a|⏎|b|c| |d| ');
  });
});

describe('isBlock', () => {
  it('knows block and inline elements, and looks into unknown ones', () => {
    const [div, span, unknownInline, unknownBlock] = childElements(
      body('<div></div><span><p>x</p></span><x-a>text</x-a><x-b><table></table></x-b>'),
    );
    expect(
      [div, span, unknownInline, unknownBlock].map((e) => e !== undefined && isBlock(e)),
    ).toEqual([true, false, false, true]);
    expect(isBlock({ type: 'text', text: 'x' })).toBe(false);
  });

  it('tells visible text from white space', () => {
    expect(hasVisibleText(body(' \n <span> </span><br>').children)).toBe(false);
    expect(hasVisibleText(body(' <span>x</span>').children)).toBe(true);
  });
});
