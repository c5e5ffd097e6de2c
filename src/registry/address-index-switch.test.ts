import { describe, expect, it } from 'vitest';
import type { AddressRecord } from '../sources/source.js';
import type { ReferenceStore, ServedVersions } from '../store/reference-store.js';
import { generatedAddresses } from './address-index.test-data.js';
import { ReferenceFollower } from './reference-follower.js';
import { StoreRegistry } from './store-registry.js';

const OLD_ADDRESS: AddressRecord = {
  postcode: '9999ZZ',
  houseNumber: 1,
  street: 'Oudeweg',
  city: 'Oudorp',
  secondary: false,
};

/** A store serving one BAG version at a time; `publish` makes the next one current. */
function addressStore(versions: readonly (readonly AddressRecord[])[]) {
  const byPostcode = versions.map((rows) =>
    [...rows].sort((a, b) => a.postcode.localeCompare(b.postcode)),
  );
  let published = 1;
  const served = (): ServedVersions => ({
    generation: published,
    versions: [
      { dataset: 'bag', versionId: `v${published}`, label: `v${published}`, format: 'bag-csv' },
    ],
  });
  const store: Partial<ReferenceStore> = {
    generation: () => Promise.resolve(published),
    servedVersions: () => Promise.resolve(served()),
    // Pages of whole postcodes after the one given, as the store pages them.
    addressesOfVersion: (versionId, after, limit) => {
      const rows = (byPostcode[Number(versionId.slice(1)) - 1] ?? []).filter(
        (a) => after === undefined || a.postcode > after,
      );
      const last = rows[limit - 1]?.postcode;
      return Promise.resolve(last === undefined ? rows : rows.filter((a) => a.postcode <= last));
    },
  };
  return {
    store: store as ReferenceStore,
    publish: () => (published += 1),
  };
}

describe('a dataset switch of the address data', () => {
  it('keeps answering from the old address index until the new one is built', async () => {
    const next = generatedAddresses(120_000);
    const { store, publish } = addressStore([[OLD_ADDRESS], next]);
    const follower = new ReferenceFollower(store);
    // As the server does: the new address index is built before the switch.
    follower.onSwitch(async (registry) => {
      if (registry instanceof StoreRegistry) await registry.addressIndex();
    });
    await follower.refresh();
    const addressesServed = async () => {
      const registry = follower.current();
      const index = registry instanceof StoreRegistry ? await registry.addressIndex() : undefined;
      return {
        old: index?.at(OLD_ADDRESS.postcode, 1).length ?? 0,
        next: index?.at(next[0]?.postcode ?? '', next[0]?.houseNumber ?? 0).length ?? 0,
      };
    };
    expect(await addressesServed()).toEqual({ old: 1, next: 0 });

    publish();
    let switched = false;
    const during: { switched: boolean; served: { old: number; next: number } }[] = [];
    const timer = setInterval(() => {
      void addressesServed().then((served) => during.push({ switched, served }));
    }, 5);
    await follower.refresh().then(() => (switched = true));
    clearInterval(timer);

    const beforeSwitch = during.filter((d) => !d.switched);
    expect(beforeSwitch.length).toBeGreaterThan(0);
    for (const { served } of beforeSwitch) expect(served).toEqual({ old: 1, next: 0 });
    expect(await addressesServed()).toEqual({ old: 0, next: 1 });
  });
});
