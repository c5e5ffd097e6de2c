/**
 * For tests that compare what a report shows: the visible texts of the HTML report, the text of
 * a PDF by poppler-utils' pdftotext, and where the programs such tests drive are installed
 * (pdftotext and Debian's chromium; `.ci/run` installs them when they are missing).
 */
import { execFileSync } from 'node:child_process';
import { decodeEntities } from './pdf/html-tree.js';

/** The path of an installed program, as the shell finds it. */
export function programPath(name: string): string | undefined {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`not a program name: ${name}`);
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/** The program's path; when it is missing, a warning that the tests needing it are skipped. */
export function requireProgram(name: string, tests: string): string | undefined {
  const path = programPath(name);
  if (path === undefined) {
    console.warn(`Skipping ${tests}: ${name} is not installed (.ci/run installs it).`);
  }
  return path;
}

/** The text of a PDF: `-layout` as on the page, `-raw` in drawing order; pages end in \f. */
export const pdfText = (pdf: Buffer, mode: '-layout' | '-raw' = '-raw'): string =>
  execFileSync('pdftotext', [mode, '-enc', 'UTF-8', '-', '-'], {
    input: pdf,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

/** Without any white space (the no-break space too): lines wrap differently in HTML and PDF. */
export const squeezed = (text: string): string => text.replace(/\s+/g, '');

/** The visible texts of a report's body (the head and the diagram's tooltips left out). */
export const htmlTexts = (html: string): string[] =>
  html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .split(/<[^>]*>/)
    .map(decodeEntities)
    .filter((text) => text.trim() !== '');
