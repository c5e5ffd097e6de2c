import type { SourceFormat } from '../source.js';
import { readOfacSdn, resolveFiles } from './reader.js';

/** OFAC's Specially Designated Nationals list in its legacy CSV release. */
export const ofacSdnFormat: SourceFormat = {
  name: 'ofac-sdn',
  yields: 'entities',
  description:
    "OFAC's SDN list, legacy CSV release (sdn.csv with alt.csv, add.csv and optionally sdn_comments.csv)",
  paths: 'a folder holding sdn.csv, alt.csv and add.csv, or those three files',
  folders: true,
  filesRead: async (paths) => {
    const { sdn, alt, add, comments } = await resolveFiles(paths);
    return comments === undefined ? [sdn, alt, add] : [sdn, alt, add, comments];
  },
  read: readOfacSdn,
};
