import { describe, expect, it } from 'vitest';
import { runInTurns } from '../runtime/event-loop-turns.js';
import { stateDigest } from '../runtime/state-digest.test-data.js';
import type { AddressRecord } from '../sources/source.js';
import { AddressIndexBuilder } from './address-index-data.js';
import { AddressIndex, buildAddressIndex } from './address-index.js';
import { generatedAddresses } from './address-index.test-data.js';

const builderOf = (addresses: readonly AddressRecord[]) => {
  const builder = new AddressIndexBuilder();
  for (const address of addresses) builder.add(address);
  return builder;
};

/** A source paging the addresses as a store does. */
const sourceOf = (addresses: readonly AddressRecord[]) => ({
  // eslint-disable-next-line @typescript-eslint/require-await
  async *addressPages() {
    for (let i = 0; i < addresses.length; i += 2000) yield addresses.slice(i, i + 2000);
  },
});

/** Whether a timer set before `build` starts runs before it ends. */
async function timerRunsDuring(build: () => Promise<unknown>): Promise<boolean> {
  let timerRan = false;
  setTimeout(() => (timerRan = true), 0);
  let ranBeforeEnd: boolean | undefined;
  await build().then(() => (ranBeforeEnd = timerRan));
  return ranBeforeEnd === true;
}

describe('the address index built in turns', () => {
  // Over 100,000: sorted by counting, which alone takes tens of milliseconds.
  const addresses = generatedAddresses(120_000);

  it('lets timers run while it sorts and packs the addresses', async () => {
    const builder = builderOf(addresses);
    const finish = () => runInTurns(builder.finishSteps(), 1);
    expect(await timerRunsDuring(finish)).toBe(true);
  });

  it('lets timers run while it builds from a source', async () => {
    expect(await timerRunsDuring(() => buildAddressIndex(sourceOf(addresses)))).toBe(true);
  });
});

// Both ways of sorting (by comparing below 100,000 addresses, by counting from there).
describe.each([3000, 120_000])('the address index over %i addresses built in turns', (count) => {
  const addresses = generatedAddresses(count);
  const atOnce = new AddressIndex(builderOf(addresses).finish());

  it('is the index built at once, which finds the same', async () => {
    const inTurns = await buildAddressIndex(sourceOf(addresses));
    expect(stateDigest(inTurns, ['buildMs'])).toBe(stateDigest(atOnce, ['buildMs']));
    for (const address of addresses.filter((_, i) => i % 997 === 0)) {
      const found = inTurns.at(address.postcode, address.houseNumber);
      expect(found).toEqual(atOnce.at(address.postcode, address.houseNumber));
      expect(found).toContainEqual(address);
      const onStreet = inTurns.onStreet(address.city, address.street, address.houseNumber);
      expect(onStreet).toEqual(atOnce.onStreet(address.city, address.street, address.houseNumber));
      expect(onStreet.matches[0]?.addresses).toContainEqual(address);
      // A typo in the street name is read the same way by both.
      const typo = address.street.replace('straat', 'staat');
      expect(inTurns.onStreet(address.city, typo, address.houseNumber)).toEqual(
        atOnce.onStreet(address.city, typo, address.houseNumber),
      );
    }
  });
});
