import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { closeToOthers } from '../store/sqlite-file-modes.js';
import { CREDENTIALS_FILE } from './demo-account.js';
import { DEMO_FILES, MANIFEST_FILE, README_FILE } from './files.js';

const DEMO_WHY = 'the demo data holds person records (fictitious ones)';
const CREDENTIALS_WHY = "it holds the demo user's password";

/**
 * Makes the demo folder (<dataDir>/demo) and the files a build writes there, and the demo
 * credentials file, readable by the service's account only, as the current build writes them
 * (0700, 0600): older builds made them 0755 and 0644, and writing them again does not change an
 * existing file's mode. Returns a warning for each path changed or left open because it could
 * not be changed; nothing for paths that are missing, closed already or symbolic links, nor for
 * the files of a demo folder that is itself a link (to a folder the operator chose). Other files
 * an operator put in the folder are theirs, and left as they are.
 */
export function tightenDemoModes(dataDir: string): string[] {
  const dir = join(dataDir, 'demo');
  const names = [...Object.values(DEMO_FILES).map((f) => f.file), MANIFEST_FILE, README_FILE];
  const changes = [
    closeToOthers(dir, DEMO_WHY),
    // Only in a folder of its own: through a link (or a file) named demo they are another's.
    ...(isFolder(dir) ? names.map((name) => closeToOthers(join(dir, name), DEMO_WHY)) : []),
    closeToOthers(join(dataDir, CREDENTIALS_FILE), CREDENTIALS_WHY),
  ];
  return changes.filter((warning) => warning !== undefined);
}

/** Whether `path` is a directory itself, not a symbolic link to one. */
function isFolder(path: string): boolean {
  try {
    return lstatSync(path).isDirectory();
  } catch {
    return false;
  }
}
