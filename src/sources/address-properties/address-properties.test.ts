import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectEvents } from '../collect-events.js';
import { addressPropertiesFormat } from './index.js';

const fixture = fileURLToPath(new URL('./fixtures/address-properties.csv', import.meta.url));

describe('address-properties format', () => {
  it('reads ownership and parcel data keyed by address', async () => {
    const { records } = await collectEvents(addressPropertiesFormat, [fixture]);
    expect(addressPropertiesFormat.name).toBe('address-properties');
    expect(records.map((r) => r.key)).toEqual(['1012AB|1|', '1012AB|1|A', '3511LX|12|']);
    expect(records[1]?.data).toEqual({
      postcode: '1012AB',
      house_number: 1,
      addition: 'A',
      ownership_code: 'H',
      parceltype_code: 'A',
      parcel: 'ASD04 F 1234 A0002',
      woz_value: 312000,
      usage: ['woonfunctie', 'winkelfunctie'],
    });
    expect(records[2]?.data).toEqual({
      postcode: '3511LX',
      house_number: 12,
      ownership_code: 'U',
      parceltype_code: 'G',
    });
  });

  it('rejects bad rows with their line and column', async () => {
    const { rejected } = await collectEvents(addressPropertiesFormat, [fixture]);
    expect(rejected.map((r) => [r.line, r.reason.split(':')[0]])).toEqual([
      [5, 'ownership_code'],
      [6, 'parceltype_code'],
      [7, 'woz_value'],
      [8, 'usage'],
      [9, 'house_number'],
    ]);
  });
});
