/**
 * DESIGN.md (../shared/DESIGN.md) read into what tests compare the API with: the section matrix
 * of each check kind and the code tables that complete the contract's sample values.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cellsOf } from './contract-spec.js';

export const DESIGN_PATH = fileURLToPath(new URL('../../shared/DESIGN.md', import.meta.url));

function loadDesign(): string {
  if (!existsSync(DESIGN_PATH))
    throw new Error(`DESIGN.md is missing: expected ../shared/DESIGN.md, i.e. ${DESIGN_PATH}.`);
  return readFileSync(DESIGN_PATH, 'utf8');
}

export const DESIGN = loadDesign();

/** A matrix row's label as result paths: the backticked names, else the first word. */
function pathsOfLabel(label: string): string[] {
  const bare = label.replace(/\s*\([^)]*\)/g, '').trim();
  // "company identity (name, address, ...)" is the company record itself.
  if (/^company identity\b/.test(label)) return ['company'];
  return bare
    .split(',')
    .map((p) => p.trim().replace(/`/g, ''))
    .filter((p) => p !== '');
}

/**
 * The matrix table that follows `intro` (a line of its own): for each check type, the result
 * paths (`vat_validation`, `company.directors`, `address_match`) its row marks.
 */
export function designMatrix(intro: string): Record<string, string[]> {
  const lines = DESIGN.split(/\r?\n/);
  const start = lines.findIndex((l) => l.trim().startsWith(intro));
  if (start < 0) throw new Error(`DESIGN.md has no line starting with "${intro}".`);
  const headerAt = lines.findIndex((l, i) => i > start && l.trim().startsWith('| section'));
  if (headerAt < 0) throw new Error(`DESIGN.md has no matrix after "${intro}".`);
  const types = cellsOf(lines[headerAt] ?? '').slice(1);
  const matrix: Record<string, string[]> = Object.fromEntries(types.map((t) => [t, []]));
  for (let i = headerAt + 2; (lines[i] ?? '').trim().startsWith('|'); i++) {
    const [label = '', ...marks] = cellsOf(lines[i] ?? '');
    const paths = pathsOfLabel(label);
    marks.forEach((mark, column) => {
      const type = types[column];
      if (type !== undefined && mark.trim() === 'x') matrix[type]?.push(...paths);
    });
  }
  return matrix;
}

export const COMPANY_MATRIX = designMatrix('Company checks (`custom`');
export const PERSON_MATRIX = designMatrix('Person checks:');

/**
 * The company sections of the code (src/checks/sections.ts) as the matrix's rows name them,
 * where that is not their own name; person sections are named alike.
 */
export const COMPANY_SECTION_ROWS: Readonly<Record<string, readonly string[]>> = {
  directors: ['company.directors'],
  parents: ['company.parents'],
  ubo: ['company.ubo'],
  financial_info: ['financial_info', 'claims'],
};

/**
 * What the code tables say of `path` (as DESIGN writes it, `payment_behavior*.code`): the text
 * after `` `path`: `` up to the next such name or the end of its bullet.
 */
export function codeBullet(path: string): string {
  const bullets: string[] = [];
  for (const line of DESIGN.split(/\r?\n/)) {
    if (/^-\s/.test(line)) bullets.push(line);
    else if (/^\s{2,}\S/.test(line) && bullets.length > 0)
      bullets.push(`${bullets.pop() ?? ''} ${line.trim()}`);
    else if (line.trim() === '') bullets.push('');
  }
  const name = `\`${path}\`:`;
  const bullet = bullets.find((b) => b.includes(name));
  if (bullet === undefined) throw new Error(`DESIGN.md has no code bullet for ${path}.`);
  const after = bullet.slice(bullet.indexOf(name) + name.length);
  const next = after.search(/`[^`]+`:/);
  return next < 0 ? after : after.slice(0, next);
}

/**
 * The codes a code-table entry lists: the first word of each item (items parted by `separators`,
 * commas and semicolons unless told), remarks in brackets dropped, quotes taken off), a range `BRR1 .. BRR5` filled in.
 */
export function codesOf(text: string, separators = /[,;]/): string[] {
  const codes = new Set<string>();
  for (const item of text.replace(/\([^)]*\)/g, '').split(separators)) {
    const words = item.trim().split(/\s+/);
    const first = (words[0] ?? '').replace(/^"|"?\.?$/g, '');
    if (first === '') continue;
    codes.add(first);
    const range = /^([A-Za-z]+)(\d+)\s*\.\.\s*\1(\d+)$/.exec(item.trim().replace(/\.$/, ''));
    for (let n = Number(range?.[2]); range && n <= Number(range[3]); n++)
      codes.add(`${range[1]}${n}`);
  }
  return [...codes].sort();
}

/** The members of DESIGN.md's error body, `{type, title, status, detail, code, errors: [...]}`. */
export function designProblemMembers(): string[] {
  const shape = /application\/problem\+json`:\s*`\{([^`]*)\}`/.exec(DESIGN.replace(/\s+/g, ' '));
  if (!shape) throw new Error("DESIGN.md's error body shape was not found.");
  return (shape[1] ?? '')
    .replace(/\[[^\]]*\]/g, '')
    .split(',')
    .map((member) => (member.split(':')[0] ?? '').trim())
    .filter((member) => member !== '');
}
