import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectEvents } from '../collect-events.js';
import { phoneDirectoryFormat } from './index.js';

const fixture = fileURLToPath(new URL('./fixtures/phone-directory.csv', import.meta.url));

describe('phone-directory format', () => {
  it('reads entries keyed by the number in E.164 form', async () => {
    const { records } = await collectEvents(phoneDirectoryFormat, [fixture]);
    expect(phoneDirectoryFormat.name).toBe('phone-directory');
    expect(records.map((r) => r.key)).toEqual([
      '+31201234567',
      '+31612345678',
      '+3221234567',
      '+31101234567',
      '+318001234',
    ]);
    expect(records[0]?.data).toEqual({
      phone_number: '+31201234567',
      name: 'J. van der Berg',
      street: 'Damrak',
      house_number: 1,
      addition: 'A',
      postcode: '1012AB',
      city: 'Amsterdam',
      country: 'NL',
      kind: 'landline',
      listed_since: '2015-01-01',
    });
    // Foreign postcodes are kept as written.
    expect(records[2]?.data).toMatchObject({ postcode: '1000', country: 'BE' });
  });

  it('rejects bad rows with their line and column', async () => {
    const { rejected } = await collectEvents(phoneDirectoryFormat, [fixture]);
    expect(rejected.map((r) => [r.line, r.reason.split(':')[0]])).toEqual([
      [7, 'phone_number'],
      [8, 'phone_number'],
      [9, 'kind'],
      [10, 'country'],
      [11, 'postcode'],
      [12, 'name'],
    ]);
  });
});
