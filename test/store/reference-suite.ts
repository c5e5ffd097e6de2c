import { describeReferenceImportChecks } from './reference-import-checks-suite.js';
import { describeReferenceIndexes } from './reference-indexes-suite.js';
import { describeReferenceLookups } from './reference-lookups-suite.js';
import { describeReferencePurge } from './reference-purge-suite.js';
import { describeReferenceRetention } from './reference-retention-suite.js';
import { describeReferenceVersions } from './reference-versions-suite.js';
import type { OpenedStore } from './store-suite-setup.js';

/**
 * The reference-data behaviour every Store backend must share: imports, lookups and dataset
 * versions. `open` gives each test a fresh, unmigrated database.
 */
export function describeReferenceSuite(name: string, open: () => Promise<OpenedStore>): void {
  describeReferenceImportChecks(name, open);
  describeReferenceLookups(name, open);
  describeReferenceVersions(name, open);
  describeReferenceRetention(name, open);
  describeReferencePurge(name, open);
  describeReferenceIndexes(name, open);
}
