import { describe, expect, it } from 'vitest';
import { textWidth } from './fonts.js';
import { breakLines, LINE_HEIGHT, type Run, type TextLine, type TextStyle } from './text-layout.js';

const regular: TextStyle = { font: 'regular', size: 10, color: '#000000' };
const mono: TextStyle = { font: 'mono', size: 10, color: '#000000', background: '#eeeeee' };
const run = (text: string, style = regular): Run => ({ text, style });
const textOf = (line: TextLine | undefined) => line?.fragments.map((f) => f.text).join('') ?? '';

describe('breakLines', () => {
  it('collapses white space as HTML does', () => {
    const lines = breakLines([run('  Łódź \n\t Trading   B.V.  ')], 500);
    expect(lines.map(textOf)).toEqual(['Łódź Trading B.V.']);
    expect(lines[0]?.width).toBeCloseTo(textWidth('regular', 'Łódź Trading B.V.', 10), 6);
    expect(breakLines([run(' \n ')], 500)).toEqual([]);
  });

  it('breaks between words, every line within the width', () => {
    const text = 'Bestuurder, zelfstandig bevoegd sinds de oprichting van de vennootschap';
    const width = 120;
    const lines = breakLines([run(text)], width);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(width);
    expect(lines.map(textOf).join(' ')).toBe(text);
    expect(lines[0]?.height).toBeCloseTo(10 * LINE_HEIGHT, 6);
  });

  it('cuts a word wider than the line between characters, nothing lost', () => {
    const uuid = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    const lines = breakLines([run(`id ${uuid}`)], 60);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(60);
    expect(textOf(lines[0])).toBe('id');
    expect(lines.slice(1).map(textOf).join('')).toBe(uuid);
    // Even a line narrower than one character takes a character per line.
    expect(breakLines([run('abc')], 1).map(textOf)).toEqual(['a', 'b', 'c']);
  });

  it('breaks a word wider than the line after a hyphen or before a dot or @ first', () => {
    const mail = 'info@internationale-beleggingsmaatschappij.example';
    const width = textWidth('regular', 'beleggingsmaatschappij.example', 10) + 1;
    const lines = breakLines([run(mail)], width);
    expect(lines.map(textOf)).toEqual(['info@internationale-', 'beleggingsmaatschappij.example']);
    // Narrower still: the dot before the domain, and only then between characters.
    const narrower = breakLines(
      [run(mail)],
      textWidth('regular', 'beleggingsmaatschappij', 10) + 1,
    );
    expect(narrower.map(textOf)).toEqual([
      'info@internationale-',
      'beleggingsmaatschappij',
      '.example',
    ]);
    const id = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    const uuid = breakLines([run(id)], textWidth('regular', '0c1d2e3f4a5b', 10) + 1).map(textOf);
    expect(uuid.join('')).toBe(id);
    expect(uuid.slice(0, -1).every((line) => line.endsWith('-'))).toBe(true);
    expect(uuid.at(-1)).toBe('0c1d2e3f4a5b');
  });

  it('puts the words of an Arabic name right to left, each drawn alone, the spaces kept', () => {
    const [line] = breakLines([run('Naam محمد بن سلمان (1960)')], 500);
    const fragments = line?.fragments ?? [];
    expect(fragments.map((f) => f.text)).toEqual(['Naam ', 'سلمان', 'بن', 'محمد', '(1960)']);
    const space = textWidth('regular', ' ', 10);
    for (let i = 1; i < 5; i++) {
      const before = fragments[i - 1];
      const gap = (fragments[i]?.x ?? 0) - (before?.x ?? 0) - (before?.width ?? 0);
      expect(gap).toBeCloseTo(i === 1 ? 0 : space, 6);
    }
    // Measured as drawn: Arabic letters join, and their joined forms have other widths.
    expect(fragments[3]?.width).toBeCloseTo(textWidth('regular', 'محمد', 10), 6);
    expect(line?.width).toBeCloseTo(textWidth('regular', 'Naam محمد بن سلمان (1960)', 10), 6);
  });

  it('keeps a vocalised Arabic name whole, its last vowel mark or shadda on it', () => {
    const fragmentsOf = (text: string) =>
      (breakLines([run(text)], 1000)[0]?.fragments ?? []).map((f) => f.text);
    expect(fragmentsOf("'Ali' vs 'عَلِيّ': x")).toEqual(["'Ali' vs '", 'عَلِيّ', "': x"]);
    expect(fragmentsOf('Naam مُحَمَّدٌ بن سلمان')).toEqual(['Naam ', 'سلمان', 'بن', 'مُحَمَّدٌ']);
  });

  it('keeps quotes and punctuation at either end of an Arabic name outside its stretch', () => {
    const text = "'Abdul Rahman Yusuf' vs 'عبد الرحمن يوسف': 'abdul'='abdul' 1.00";
    const [line] = breakLines([run(text)], 1000);
    const fragments = line?.fragments ?? [];
    // The closing quote and the colon follow the name as the HTML's <bdi> keeps them.
    expect(fragments.map((f) => f.text)).toEqual([
      "'Abdul Rahman Yusuf' vs '",
      'يوسف',
      'الرحمن',
      'عبد',
      "': 'abdul'='abdul' 1.00",
    ]);
    for (let i = 1; i < fragments.length; i++) {
      const before = fragments[i - 1];
      expect(fragments[i]?.x ?? 0).toBeGreaterThanOrEqual(
        (before?.x ?? 0) + (before?.width ?? 0) - 1e-6,
      );
    }
    // Between two right-to-left words, punctuation belongs to the stretch: "محمد، سلمان" reads
    // right to left, the comma after محمد.
    const [list] = breakLines([run('(محمد، سلمان)')], 1000);
    expect(list?.fragments.map((f) => f.text)).toEqual(['(', 'سلمان', '،', 'محمد', ')']);
  });

  it('keeps runs without white space between them as one word, each in its style', () => {
    const lines = breakLines([run('Uitgebreid '), run('extended', mono), run(', ja')], 500);
    expect(lines).toHaveLength(1);
    const fragments = lines[0]?.fragments ?? [];
    expect(fragments.map((f) => [f.text, f.style.font])).toEqual([
      ['Uitgebreid ', 'regular'],
      ['extended', 'mono'],
      [', ja', 'regular'],
    ]);
    expect(fragments[1]?.x).toBeCloseTo(textWidth('regular', 'Uitgebreid ', 10), 6);
    // "extended," cannot be split at the style change.
    const narrow = breakLines([run('Uitgebreid '), run('extended', mono), run(',')], 70);
    expect(narrow.map(textOf)).toEqual(['Uitgebreid', 'extended,']);
  });

  it('aligns right and centre within the width', () => {
    const [right] = breakLines([run('1.250.000,00')], 200, 'right');
    const width = textWidth('regular', '1.250.000,00', 10);
    expect(right?.fragments[0]?.x).toBeCloseTo(200 - width, 6);
    const [centre] = breakLines([run('x')], 100, 'center');
    expect(centre?.fragments[0]?.x).toBeCloseTo((100 - textWidth('regular', 'x', 10)) / 2, 6);
  });

  it('breaks lines at <br>, an empty line keeping its height', () => {
    const lines = breakLines(
      [run('a'), { text: '', style: regular, hardBreak: true }, run('b')],
      500,
    );
    expect(lines.map(textOf)).toEqual(['a', 'b']);
    const twice = breakLines(
      [
        run('a'),
        { text: '', style: regular, hardBreak: true },
        { text: '', style: regular, hardBreak: true },
        run('b'),
      ],
      500,
    );
    expect(twice.map(textOf)).toEqual(['a', '', 'b']);
    expect(twice[1]?.height).toBeCloseTo(10 * LINE_HEIGHT, 6);
  });

  it('puts the baseline inside the line, lower for bigger text', () => {
    const [small] = breakLines([run('x')], 100);
    const [big] = breakLines([run('x', { ...regular, size: 20 })], 100);
    expect(small?.baseline).toBeGreaterThan(5);
    expect(small?.baseline).toBeLessThan(small?.height ?? 0);
    expect(big?.baseline).toBeCloseTo(2 * (small?.baseline ?? 0), 6);
  });
});
