import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { entityId } from '../../sources/ofac-sdn/mapper.js';
import type { ListedName } from './variations.js';

/** One fictitious entry of the evaluation list. */
export interface ListEntry {
  entNum: number;
  name: ListedName;
  /** Strong aliases (alt.csv), written like the primary name. */
  aliases: ListedName[];
  birthDate?: string;
  country: string;
  countryName: string;
  registrationNumber?: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
const EMPTY = '-0- ';

/** The SDN_Name form: "FAMILY, Given Middle" for individuals, the name for the others. */
export function sdnName(name: ListedName): string {
  if (name.kind === 'company') return [name.company, name.legalForm].filter(Boolean).join(' ');
  return `${name.family.toUpperCase()}, ${name.given.join(' ')}`;
}

function remarksOf(entry: ListEntry): string {
  const statements: string[] = [];
  if (entry.birthDate) {
    const [year, month, day] = entry.birthDate.split('-');
    statements.push(`DOB ${day ?? ''} ${MONTHS[Number(month) - 1] ?? ''} ${year ?? ''}`);
  }
  if (entry.name.kind === 'person') statements.push(`nationality ${entry.countryName}`);
  if (entry.registrationNumber) {
    statements.push(`Registration Number ${entry.registrationNumber} (${entry.countryName})`);
  }
  return `${statements.join('; ')}.`;
}

/**
 * Writes the entries as an OFAC SDN legacy CSV release (sdn.csv, alt.csv, add.csv) in `dir`,
 * with the columns OFAC publishes, so the evaluation reads them through the real reader.
 */
export function writeSdnRelease(dir: string, entries: readonly ListEntry[]): void {
  const sdn: string[] = [];
  const alt: string[] = [];
  const add: string[] = [];
  let altNum = 1;
  for (const entry of entries) {
    const type = entry.name.kind === 'person' ? quoted('individual') : EMPTY;
    sdn.push(
      [
        String(entry.entNum),
        quoted(sdnName(entry.name)),
        type,
        quoted('FICTITIOUS-EVAL'),
        ...Array<string>(7).fill(EMPTY),
        quoted(remarksOf(entry)),
      ].join(','),
    );
    for (const alias of entry.aliases) {
      alt.push(
        [String(entry.entNum), String(altNum++), quoted('aka'), quoted(sdnName(alias)), EMPTY].join(
          ',',
        ),
      );
    }
    add.push(
      [
        String(entry.entNum),
        String(entry.entNum),
        EMPTY,
        EMPTY,
        quoted(entry.countryName),
        EMPTY,
      ].join(','),
    );
  }
  // Each file ends as OFAC's do: the last row's line break, then Ctrl-Z, its end-of-file marker.
  const write = (name: string, rows: string[]): void => {
    writeFileSync(join(dir, name), `${rows.map((row) => `${row}\r\n`).join('')}\u001a`);
  };
  write('sdn.csv', sdn);
  write('alt.csv', alt);
  write('add.csv', add);
}

/** The id the OFAC mapper gives the entry's entity. */
export const entryEntityId = (entry: ListEntry): string => entityId(String(entry.entNum));
