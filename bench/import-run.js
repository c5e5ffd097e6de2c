// Runs one import in a child process of a build (`root`: the checkout whose bench/import-worker.js
// and dist are used) and returns the figures it prints last, as JSON.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import process from 'node:process';

/**
 * @param {string} root
 * @param {string} format
 * @param {string} file
 * @param {string} url
 */
export function runImportWorker(root, format, file, url) {
  const out = execFileSync(
    process.execPath,
    [join(root, 'bench/import-worker.js'), format, file, url],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(out.trim().split('\n').at(-1));
}
