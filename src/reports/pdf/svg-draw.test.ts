import { describe, expect, it } from 'vitest';
import { threeLevels } from '../fixtures.test-data.js';
import { ownershipSvg } from '../ownership-svg.js';
import { textWidth } from './fonts.js';
import { childElements, parseReportHtml, type HtmlElement } from './html-tree.js';
import type { DrawOp, TextOp } from './layout-model.js';
import { svgBlock } from './svg-draw.js';

function svgOf(source: string): HtmlElement {
  const [svg] = childElements(parseReportHtml(`<body>${source}</body>`).body);
  if (!svg) throw new Error('no svg');
  return svg;
}

const textOps = (ops: readonly DrawOp[]): TextOp[] =>
  ops.filter((op): op is TextOp => op.kind === 'text');

describe('svgBlock', () => {
  it('draws lines, dashes, polygons, rounded boxes and anchored text, scaled to fit', () => {
    const svg = svgOf(
      '<svg viewBox="0 0 400 200" width="400" height="200">' +
        '<line x1="0" y1="0" x2="100" y2="50" stroke="#4a6b8a" stroke-width="2" stroke-dasharray="5 4"/>' +
        '<polygon points="10,10 20,10 15,20" fill="#4a6b8a"/>' +
        '<rect x="100" y="100" width="200" height="46" rx="18" fill="#fdf3e1" stroke="#a3742c" stroke-width="1.5"/>' +
        '<text x="200" y="120" text-anchor="middle" font-size="12" font-weight="bold" fill="#1a1a1a">Müller</text>' +
        '<text x="10" y="190" font-size="10">start</text><text x="390" y="190" text-anchor="end" font-size="10">end</text>' +
        '</svg>',
    );
    const block = svgBlock(svg, 200, 1000);
    expect(block.height).toBe(100);
    const [line, polygon, rect, ...texts] = block.ops;
    expect(line).toEqual({
      kind: 'line',
      x1: 0,
      y1: 0,
      x2: 50,
      y2: 25,
      color: '#4a6b8a',
      width: 1,
      dash: [2.5, 2],
    });
    expect(polygon).toEqual({
      kind: 'polygon',
      points: [
        [5, 5],
        [10, 5],
        [7.5, 10],
      ],
      fill: '#4a6b8a',
    });
    expect(rect).toEqual({
      kind: 'rect',
      x: 50,
      y: 50,
      width: 100,
      height: 23,
      radius: 9,
      fill: '#fdf3e1',
      stroke: '#a3742c',
      lineWidth: 0.75,
    });
    const [middle, start, end] = texts as TextOp[];
    expect(middle).toMatchObject({ font: 'bold', size: 6, y: 60, color: '#1a1a1a' });
    expect(middle?.x).toBeCloseTo(100 - textWidth('bold', 'Müller', 6) / 2, 6);
    expect(start).toMatchObject({ x: 5, font: 'regular', size: 5 });
    expect(end?.x).toBeCloseTo(195 - textWidth('regular', 'end', 5), 6);
  });

  it('is never enlarged, is centred in its width and kept within a height', () => {
    const svg = svgOf(
      '<svg viewBox="0 0 100 400"><rect x="0" y="0" width="100" height="400" fill="#000"/></svg>',
    );
    const wide = svgBlock(svg, 500, 1000);
    expect(wide.height).toBe(400);
    expect(wide.ops[0]).toMatchObject({ x: 200, width: 100 });
    const low = svgBlock(svg, 500, 200);
    expect(low.height).toBe(200);
    expect(low.ops[0]).toMatchObject({ x: 225, width: 50 });
  });

  it('makes a name smaller rather than let it run over its box', () => {
    const name = 'Internationale Handelsmaatschappij';
    const svg = svgOf(
      `<svg viewBox="0 0 300 100"><g><rect x="0" y="0" width="200" height="46" fill="#fff"/><text x="100" y="19" text-anchor="middle" font-size="12" font-weight="bold">${name}</text></g></svg>`,
    );
    const [text] = textOps(svgBlock(svg, 300, 1000).ops);
    expect(text?.size).toBeLessThan(12);
    expect(textWidth('bold', name, text?.size ?? 0)).toBeCloseTo(192, 3);
    expect(text?.x).toBeCloseTo(4, 3);
  });

  it('draws the ownership diagram: every name and percentage, no tooltips', () => {
    const svg = svgOf(ownershipSvg(threeLevels, 'nl') ?? '');
    const block = svgBlock(svg, 515, 700);
    const texts = textOps(block.ops).map((op) => op.text);
    for (const label of [
      'Łódź Trading B.V.',
      'Müller Holding B.V.',
      'Владимир Invest Ltd',
      'Владимир Петров',
      'Bakker & Zn <Beheer> B.V.',
      'KvK 90000002',
      'gecontroleerd bedrijf',
      '60\u00A0%',
      '100\u00A0%',
      '75\u00A0%',
      '33,33\u00A0%',
    ]) {
      expect(texts).toContain(label);
    }
    expect(texts).not.toContain('Eigendomsstructuur');
    expect(block.ops.filter((op) => op.kind === 'rect').length).toBeGreaterThanOrEqual(5 + 4);
    expect(block.ops.filter((op) => op.kind === 'polygon')).toHaveLength(4);
  });

  it('still draws the text of an element it does not know', () => {
    const svg = svgOf(
      '<svg viewBox="0 0 100 100"><a><text x="1" y="10">inside</text></a><circle r="5"/></svg>',
    );
    expect(textOps(svgBlock(svg, 100, 100).ops).map((op) => op.text)).toEqual(['inside']);
  });

  it('draws the words of an Arabic name in the diagram right to left, each alone', () => {
    const svg = svgOf(
      '<svg viewBox="0 0 400 100"><text x="200" y="50" text-anchor="middle" font-size="12">محمد بن سلمان</text></svg>',
    );
    const words = textOps(svgBlock(svg, 400, 100).ops);
    expect(words.map((op) => op.text)).toEqual(['سلمان', 'بن', 'محمد']);
    const [first, second] = words;
    const gap = (second?.x ?? 0) - (first?.x ?? 0) - textWidth('regular', 'سلمان', 12);
    expect(gap).toBeCloseTo(textWidth('regular', ' ', 12), 6);
    // Centred as a whole on its anchor.
    const width = textWidth('regular', 'محمد بن سلمان', 12);
    expect(first?.x).toBeCloseTo(200 - width / 2, 6);
  });
});
