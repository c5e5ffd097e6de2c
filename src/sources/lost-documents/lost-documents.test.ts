import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentKey } from '../../entities/records.js';
import { collectEvents } from '../collect-events.js';
import { lostDocumentsFormat } from './index.js';

const fixture = fileURLToPath(new URL('./fixtures/lost-documents.csv', import.meta.url));

describe('lost-documents format', () => {
  it('reads documents keyed by country, type and normalised number, and by any country', async () => {
    const { records } = await collectEvents(lostDocumentsFormat, [fixture]);
    expect(lostDocumentsFormat.name).toBe('lost-documents');
    expect(records.map((r) => r.key)).toEqual([
      'NL|passport|SPECI2014',
      '*|SPECI2014',
      'NL|identity_card|IAB123456',
      '*|IAB123456',
      'BE|drivers_license|5123456789',
      '*|5123456789',
    ]);
    expect(records[0]?.key).toBe(documentKey('NL', 'passport', 'SPECI2014'));
    expect(records[2]?.data).toEqual({
      type: 'identity_card',
      country: 'NL',
      number: 'IAB123456',
      reported_on: '2025-11-20',
      status: 'lost',
    });
  });

  it('rejects bad rows with their line and column', async () => {
    const { rejected } = await collectEvents(lostDocumentsFormat, [fixture]);
    expect(rejected.map((r) => [r.line, r.reason.split(':')[0]])).toEqual([
      [5, 'type'],
      [6, 'number'],
      [7, 'number'],
      [8, 'status'],
      [9, 'reported_on'],
      [10, 'country'],
    ]);
  });
});
