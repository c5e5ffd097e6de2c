import { describe, expect, it } from 'vitest';
import { stateDigest } from '../runtime/state-digest.test-data.js';
import { CompanyDirectory } from './company-directory.js';
import { DirectoryDataBuilder, type DirectoryEntry } from './company-directory-data.js';
import { ENTRIES } from './company-directory.test-data.js';

/** Fictitious companies at many addresses: enough that building takes over one turn. */
const entries: DirectoryEntry[] = [
  ...ENTRIES,
  ...Array.from({ length: 6000 }, (_, i) => ({
    id: `nl-${i}`,
    names: [`Bouwbedrijf Veld${i} B.V.`],
    postcode: `${1000 + (i % 997)}AB`,
    houseNumber: String((i * 7) % 300),
    city: 'Utrecht',
    country: 'nl',
  })),
];

const dataOf = (list: readonly DirectoryEntry[]) => {
  const builder = new DirectoryDataBuilder();
  for (const entry of list) builder.add(entry);
  return builder.finish();
};

describe('CompanyDirectory.inTurns', () => {
  it('lets timers run while it builds', async () => {
    let timerRan = false;
    let builtWithoutTimer: boolean | undefined;
    const data = dataOf(entries);
    setTimeout(() => (timerRan = true), 0);
    await CompanyDirectory.inTurns(data).then(() => (builtWithoutTimer ??= !timerRan));
    expect(builtWithoutTimer).toBe(false);
  });

  it('builds the same directory as the constructor, which finds the same', async () => {
    const inTurns = await CompanyDirectory.inTurns(dataOf(entries));
    const atOnce = new CompanyDirectory(dataOf(entries));
    expect(stateDigest(inTurns, ['buildMs'])).toBe(stateDigest(atOnce, ['buildMs']));
    expect(inTurns.atAddress('1017AB', '119')).toEqual(atOnce.atAddress('1017AB', '119'));
    expect(inTurns.findByName({ name: 'Bouwbedrijf Veld17' }, { limit: 5 })).toEqual(
      atOnce.findByName({ name: 'Bouwbedrijf Veld17' }, { limit: 5 }),
    );
  });
});
