import { describe, expect, it } from 'vitest';
import type { CompanyRecord, Parent, UboEntry } from '../contract/company-record.js';
import { threeLevels } from './fixtures.test-data.js';
import { ownershipGraphOf } from './ownership-graph.js';
import { layoutOwnership, ownershipSvg } from './ownership-svg.js';

describe('ownershipGraphOf', () => {
  it('merges the parents and the UBO tree into one graph', () => {
    const graph = ownershipGraphOf(threeLevels, 'x');
    expect(graph?.nodes.map((n) => [n.name, n.kind])).toEqual([
      ['Łódź Trading B.V.', 'root'],
      ['Müller Holding B.V.', 'company'],
      ['Владимир Invest Ltd', 'company'],
      ['Bakker & Zn <Beheer> B.V.', 'company'],
      ['Владимир Петров', 'person'],
    ]);
    // The tree repeats the parents' links: each edge is drawn once.
    expect(graph?.edges).toHaveLength(4);
  });

  it('draws a namesake parent without a number as a parent of a company that has one', () => {
    const graph = ownershipGraphOf(
      {
        name: 'Acme B.V.',
        chamber_of_commerce_number: '12345678',
        parents: [{ name: 'Acme B.V.', shareholding_percentage: 100, address: { country: 'DE' } }],
      },
      'x',
    );
    expect(graph?.nodes.map((n) => n.kind)).toEqual(['root', 'company']);
    expect(graph?.edges).toHaveLength(1);
  });

  it('has nothing to draw without parents and UBOs', () => {
    expect(ownershipGraphOf({ name: 'Solo B.V.', parents: [], ubo: [] }, 'x')).toBeUndefined();
  });

  it('draws a UBO without a tree straight onto the company, and pseudo-UBOs by function', () => {
    const ubo: UboEntry[] = [
      { name: 'A. Jansen', shareholding_percentage: 30 },
      {
        name: 'B. de Vries',
        tree: {
          level: 0,
          id: 'c',
          type: 'company',
          role: 'checked company',
          name: 'X B.V.',
          parents: [
            {
              level: 1,
              id: 'p2',
              type: 'person',
              role: 'pseudo-UBO: bestuurder',
              name: 'B. de Vries',
            },
          ],
        },
      },
    ];
    const graph = ownershipGraphOf({ name: 'X B.V.', ubo }, 'x');
    expect(graph?.edges.map((e) => e.share)).toEqual([
      { kind: 'percentage', value: 30 },
      { kind: 'pseudo_ubo' },
    ]);
  });

  it("draws a pseudo-UBO's own share once, though their tree and the shareholders both give it", () => {
    const anke = (role: string) => ({ level: 1, id: 'p1', type: 'person', role, name: 'A. Bos' });
    const root = { level: 0, id: 'c', type: 'company', role: 'checked company', name: 'X B.V.' };
    const ubo: UboEntry[] = [
      {
        name: 'A. Bos',
        shareholding_percentage: 25,
        tree: { ...root, parents: [anke('pseudo-UBO: bestuurder'), anke('shareholder 25.00 %')] },
      },
    ];
    const shareholders = [
      { name: 'A. Bos', tree: { ...root, parents: [anke('shareholder 25.00 %')] } },
    ];
    const graph = ownershipGraphOf({ name: 'X B.V.', ubo }, 'x', shareholders);
    expect(graph?.edges.map((e) => e.share)).toEqual([{ kind: 'pseudo_ubo', value: 25 }]);
  });
});

describe('ownershipSvg', () => {
  it('draws every level with its percentages, in the notation of the language', () => {
    const svg = ownershipSvg(threeLevels, 'nl') ?? '';
    expect(svg.startsWith('<svg ')).toBe(true);
    for (const label of ['60\u00A0%', '100\u00A0%', '75\u00A0%', '33,33\u00A0%']) {
      expect(svg).toContain(`>${label}</text>`);
    }
    expect(ownershipSvg(threeLevels, 'en')).toContain('>33.33\u00A0%</text>');
    expect(svg).toContain('Müller Holding B.V.');
    expect(svg).toContain('Владимир Петров');
    expect(svg).toContain('KvK 90000002');
  });

  it("calls a number KvK only for a Dutch company: a foreign one's is its own register's", () => {
    const parent = (number: string, country?: string) => ({
      name: `Owner ${number}`,
      chamber_of_commerce_number: number,
      shareholding_percentage: 100,
      ...(country && { address: { country } }),
    });
    const record = {
      name: 'Checked B.V.',
      parents: [parent('B228119', 'LU'), parent('HE 124860'), parent('12345678', 'nl')],
    };
    const svg = ownershipSvg(record, 'nl') ?? '';
    expect(svg).toContain('>Reg.nr. B228119<');
    expect(svg).toContain('>Reg.nr. HE 124860<');
    expect(svg).toContain('>KvK 12345678<');
    expect(ownershipSvg(record, 'en')).toContain('>Reg. no. B228119<');
    // Eight digits without a country read as Dutch; a foreign country never does.
    expect(ownershipSvg({ name: 'X', parents: [parent('87654321')] }, 'en')).toContain(
      '>KvK 87654321<',
    );
    expect(ownershipSvg({ name: 'X', parents: [parent('87654321', 'BE')] }, 'en')).toContain(
      '>Reg. no. 87654321<',
    );
  });

  it('puts owners above what they own, one layer per level', () => {
    const graph = ownershipGraphOf(threeLevels, 'x');
    if (!graph) throw new Error('no graph');
    const layout = layoutOwnership(graph);
    const y = (name: string) =>
      [...layout.placed.values()].find((p) => p.node.name === name)?.y ?? Number.NaN;
    expect(y('Владимир Петров')).toBeLessThan(y('Владимир Invest Ltd'));
    expect(y('Владимир Invest Ltd')).toBeLessThan(y('Müller Holding B.V.'));
    expect(y('Müller Holding B.V.')).toBeLessThan(y('Łódź Trading B.V.'));
    expect(y('Bakker & Zn <Beheer> B.V.')).toBe(y('Müller Holding B.V.'));
    expect(layout.omitted).toBe(0);
  });

  it('escapes names and holds no URL', () => {
    const svg = ownershipSvg(threeLevels, 'en') ?? '';
    expect(svg).toContain('Bakker &amp; Zn &lt;Beheer&gt; B.V.');
    expect(svg).not.toContain('<Beheer>');
    expect(svg).not.toMatch(/https?:/);
  });

  it('is the same drawing every time', () => {
    expect(ownershipSvg(threeLevels, 'nl')).toBe(ownershipSvg(structuredClone(threeLevels), 'nl'));
  });

  it('stays bounded for a big structure, and says how much it left out', () => {
    // 20 owners per level, 12 levels deep: 240 companies.
    const level = (depth: number): Parent[] =>
      depth === 0
        ? []
        : Array.from({ length: 20 }, (_, i) => ({
            name: `Holding ${depth}-${i} B.V.`,
            shareholding_percentage: 5,
            parents: i === 0 ? level(depth - 1) : [],
          }));
    const big: CompanyRecord = { name: 'Groot B.V.', parents: level(12) };
    const svg = ownershipSvg(big, 'nl', { maxLayers: 8, maxPerLayer: 8, maxNodes: 48 }) ?? '';
    const boxes = svg.match(/<g class="node /g) ?? [];
    expect(boxes.length).toBeLessThanOrEqual(48);
    const width = Number(/ width="(\d+)"/.exec(svg)?.[1]);
    expect(width).toBeLessThanOrEqual(8 * 224 + 24);
    expect(svg).toMatch(/\+\d+ niet getoond/);
  });

  it('cuts long names in the box and keeps the full name in its title', () => {
    const long = 'Internationale Handelsmaatschappij Ζεύς & Zonen Coöperatie U.A.';
    const svg = ownershipSvg({ name: 'Klein B.V.', parents: [{ name: long }] }, 'en') ?? '';
    expect(svg).toContain(`<title>${long.replace('&', '&amp;')}</title>`);
    expect(svg).toContain('…</text>');
    expect(svg).toContain('>?\u00A0%</text>');
  });

  describe('an ownership cycle', () => {
    const company = (name: string, number: string, share: number, parents: Parent[] = []) => ({
      name,
      chamber_of_commerce_number: number,
      shareholding_percentage: share,
      parents,
    });
    // A is checked; B holds 40 % of A, and A holds 10 % of B (the check's parents, cut at A).
    const twoCycle: CompanyRecord = {
      name: 'Ring A B.V.',
      chamber_of_commerce_number: '11111111',
      parents: [company('Ring B B.V.', '22222222', 40, [company('Ring A B.V.', '11111111', 10)])],
    };
    const boxes = (svg: string) =>
      [...svg.matchAll(/<g class="node [^"]*"><title>([^<]*)</g)].map((m) => m[1]);
    const cycleEdges = (svg: string) =>
      [...svg.matchAll(/<g class="edge cycle">(.*?)<\/g>/g)].map((m) => m[1] ?? '');

    it('draws the checked company once when its parent is owned by it', () => {
      const graph = ownershipGraphOf(twoCycle, 'x');
      expect(graph?.nodes.map((n) => n.name)).toEqual(['Ring A B.V.', 'Ring B B.V.']);
      expect(graph?.edges.map((e) => [e.from, e.to])).toEqual([
        ['kvk:22222222', 'root'],
        ['root', 'kvk:22222222'],
      ]);
      expect(boxes(ownershipSvg(twoCycle, 'nl') ?? '')).toEqual(['Ring A B.V.', 'Ring B B.V.']);
    });

    it('draws the edge that closes the cycle as a cycle: red, dashed, labelled, with a legend', () => {
      const svg = ownershipSvg(twoCycle, 'nl') ?? '';
      const [cycle, ...more] = cycleEdges(svg);
      expect(more).toEqual([]);
      expect(cycle).toContain('stroke="#a3342c"');
      expect(cycle).toContain('stroke-dasharray="5 4"');
      expect(cycle).toContain('>10\u00A0% · kring</text>');
      // The holding of B in A stays a plain edge downwards.
      expect(svg).toMatch(
        /<g class="edge"><line [^>]*stroke="#4a6b8a" stroke-width="1.5"\/><polygon [^>]*\/><rect [^>]*\/><text [^>]*>40\u00A0%<\/text>/,
      );
      expect(svg).toContain(
        '>Rode stippellijn: kring, een bedrijf bezit (deels) een van zijn eigenaars</text>',
      );
      expect(ownershipSvg(twoCycle, 'en')).toContain('>10\u00A0% · cycle</text>');
    });

    it('runs the cycle edge round the right of the boxes, not through them', () => {
      const graph = ownershipGraphOf(twoCycle, 'x');
      if (!graph) throw new Error('no graph');
      const layout = layoutOwnership(graph);
      const closing = layout.edges.filter((e) => e.cycle);
      expect(closing.map((e) => [e.from, e.to])).toEqual([['root', 'kvk:22222222']]);
      const rightmost = Math.max(...[...layout.placed.values()].map((p) => p.x + 200));
      const lane = closing[0]?.lane?.x ?? Number.NaN;
      expect(lane).toBeGreaterThan(rightmost);
      expect(layout.width).toBeGreaterThan(lane);
      expect(layout.hasCycle).toBe(true);
    });

    it('draws a ring of three, as the demo data has, with each company once', () => {
      // A checked, held 30 % by C; C held 40 % by B; B held 35 % by A.
      const ring: CompanyRecord = {
        name: 'A B.V.',
        chamber_of_commerce_number: '10000001',
        parents: [
          company('C B.V.', '10000003', 30, [
            company('B B.V.', '10000002', 40, [company('A B.V.', '10000001', 35)]),
          ]),
        ],
      };
      const svg = ownershipSvg(ring, 'en') ?? '';
      expect(boxes(svg)).toEqual(['A B.V.', 'C B.V.', 'B B.V.']);
      expect(cycleEdges(svg)).toHaveLength(1);
      expect(cycleEdges(svg)[0]).toContain('>35\u00A0% · cycle</text>');
    });

    it('finds a cycle above the checked company too', () => {
      // A and B both hold the checked company, and each other.
      const above: CompanyRecord = {
        name: 'Checked B.V.',
        chamber_of_commerce_number: '10000000',
        parents: [
          company('A B.V.', '10000001', 60, [
            company('B B.V.', '10000002', 50, [company('A B.V.', '10000001', 20)]),
          ]),
          company('B B.V.', '10000002', 40),
        ],
      };
      const svg = ownershipSvg(above, 'en') ?? '';
      expect(boxes(svg)).toEqual(['Checked B.V.', 'A B.V.', 'B B.V.']);
      // Side by side in one layer, each holds the other: both edges close the cycle.
      expect(cycleEdges(svg)).toHaveLength(2);
      expect(svg).toContain(
        '>Red dashed line: a cycle, a company owns (part of) one of its owners</text>',
      );
    });

    it('draws a share held across a layer dashed in its lane, but not as a cycle', () => {
      // A holds the checked company and B; B holds the checked company: no cycle.
      const across: CompanyRecord = {
        name: 'Checked B.V.',
        chamber_of_commerce_number: '10000000',
        parents: [
          company('A B.V.', '10000001', 60),
          company('B B.V.', '10000002', 40, [company('A B.V.', '10000001', 20)]),
        ],
      };
      const svg = ownershipSvg(across, 'en') ?? '';
      expect(boxes(svg)).toHaveLength(3);
      expect(cycleEdges(svg)).toEqual([]);
      expect(svg).not.toContain('Red dashed line');
      expect(svg).toMatch(
        /<g class="edge">(<line [^>]*stroke="#4a6b8a"[^>]*stroke-dasharray="5 4"\/>){3}/,
      );
      expect(svg).toContain('>20\u00A0%</text>');
    });
  });
});
