import { describe, expect, it } from 'vitest';
import type { ResidentData } from '../../entities/records.js';
import { registryWithoutReferenceData, type Registry } from '../../registry/registry.js';
import {
  dateTimeOf,
  lastUpdatedOf,
  residentAddress,
  residentAddressKey,
  residentReadingOf,
  residentsByPerson,
} from './resident-records.js';
import { familyNameOf } from './person-names.js';

const BERG: ResidentData = { postcode: '1017GA', house_number: 10, last_name: 'Berg' };

/** A registry holding no residents that records the keys it is asked for. */
function recordingKeys(): { asked: string[]; registry: Registry } {
  const asked: string[] = [];
  const registry: Registry = {
    ...registryWithoutReferenceData,
    records: (_type, key) => {
      asked.push(key);
      return Promise.resolve([]);
    },
  };
  return { asked, registry };
}

describe('the residents data', () => {
  it('reads a resident once: names and identity, the same record under two keys as one', () => {
    const resident: ResidentData = {
      postcode: '1017GA',
      house_number: 10,
      first_name: 'Jan Willem',
      last_name: 'van der Berg',
    };
    const reading = residentReadingOf(resident);
    expect(reading.family).toEqual({ prefix: 'van der', core: 'Berg' });
    expect(reading.given.initials).toEqual(['j', 'w']);
    expect(residentReadingOf(resident)).toBe(reading);
    // Another object with the same content (read through another key) is the same resident.
    expect(residentReadingOf({ ...resident }).identity).toBe(reading.identity);
    expect(residentReadingOf({ ...resident, house_number: 12 }).identity).not.toBe(
      reading.identity,
    );
  });

  it('looks a person up by the name with and without prefix, never by an empty name', async () => {
    const asked: string[] = [];
    const registry: Registry = {
      ...registryWithoutReferenceData,
      records: (type, key) => {
        asked.push(`${type}:${key}`);
        return Promise.resolve(key === 'berg|1980-04-12' ? [{ type, key, data: BERG }] : []);
      },
    };
    const found = await residentsByPerson(
      registry,
      { prefix: 'van der', core: 'Berg' },
      '1980-04-12',
    );
    expect(found).toEqual([BERG]);
    expect(asked).toEqual([
      'residents-by-person:berg|1980-04-12',
      'residents-by-person:vanderberg|1980-04-12',
    ]);
    asked.length = 0;
    expect(await residentsByPerson(registry, { prefix: '', core: '--' }, '1980-04-12')).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('looks "dos Santos" up as Santos and as dosSantos, never by the particle "dos" alone', async () => {
    const { asked, registry } = recordingKeys();
    await residentsByPerson(registry, familyNameOf(undefined, 'dos Santos'), '1980-04-12');
    expect(asked).toEqual(['santos|1980-04-12', 'dossantos|1980-04-12']);
  });

  it('looks "Kumar Das" up by each of its names too, "Das Gupta" never by Gupta alone', async () => {
    const { asked, registry } = recordingKeys();
    await residentsByPerson(registry, familyNameOf(undefined, 'Kumar Das'), '1980-04-12');
    expect(asked).toContain('das|1980-04-12');
    expect(asked).toContain('kumar|1980-04-12');
    asked.length = 0;
    await residentsByPerson(registry, familyNameOf(undefined, 'Das Gupta'), '1980-04-12');
    expect(asked[0]).toBe('dasgupta|1980-04-12');
  });

  it('looks "da Silva Santos" up by Silva and Santos, never by the particle "da" alone', async () => {
    const { asked, registry } = recordingKeys();
    await residentsByPerson(registry, familyNameOf(undefined, 'da Silva Santos'), '1980-04-12');
    expect(asked).toContain('silva|1980-04-12');
    expect(asked).toContain('santos|1980-04-12');
    expect(asked).not.toContain('da|1980-04-12');
  });

  it('finds "Yılmaz" written with an i, and data keyed before ı was spelled out', async () => {
    const asked: string[] = [];
    const yilmaz: ResidentData = { postcode: '1020AB', house_number: 2, last_name: 'Yılmaz' };
    const registry = (storedKey: string): Registry => ({
      ...registryWithoutReferenceData,
      records: (type, key) => {
        asked.push(key);
        return Promise.resolve(key === storedKey ? [{ type, key, data: yilmaz }] : []);
      },
    });
    const family = (core: string) => ({ prefix: '', core });
    // Imported now: the key spells ı out, so either spelling finds it.
    for (const core of ['Yılmaz', 'Yilmaz', 'YILMAZ']) {
      expect(
        await residentsByPerson(registry('yilmaz|1973-06-19'), family(core), '1973-06-19'),
      ).toEqual([yilmaz]);
    }
    // Imported before: its key dropped the ı; the same spelling still finds it.
    asked.length = 0;
    expect(
      await residentsByPerson(registry('ylmaz|1973-06-19'), family('Yılmaz'), '1973-06-19'),
    ).toEqual([yilmaz]);
    // The y also asks for the Dutch ij spelling (as IJzerman for Yzerman).
    expect(asked).toEqual(['yilmaz|1973-06-19', 'ijilmaz|1973-06-19', 'ylmaz|1973-06-19']);
  });

  it('finds "Meijer" written "Meyer", and the other way round', async () => {
    const meijer: ResidentData = { postcode: '1050AA', house_number: 1, last_name: 'Meijer' };
    const meyer: ResidentData = { postcode: '1050AA', house_number: 2, last_name: 'Meyer' };
    const stored: Record<string, ResidentData> = {
      'meijer|1968-12-18': meijer,
      'meyer|1970-01-01': meyer,
    };
    const registry: Registry = {
      ...registryWithoutReferenceData,
      records: (type, key) => {
        const data = stored[key];
        return Promise.resolve(data ? [{ type, key, data }] : []);
      },
    };
    const family = (core: string) => ({ prefix: '', core });
    expect(await residentsByPerson(registry, family('Meyer'), '1968-12-18')).toEqual([meijer]);
    expect(await residentsByPerson(registry, family('Meijer'), '1970-01-01')).toEqual([meyer]);
    expect(await residentsByPerson(registry, family('Meer'), '1968-12-18')).toEqual([]);
  });

  it('finds "Öztürk" written "Oeztuerk" (umlauts written with an e)', async () => {
    const ozturk: ResidentData = { postcode: '1066AB', house_number: 22, last_name: 'Öztürk' };
    const registry: Registry = {
      ...registryWithoutReferenceData,
      records: (type, key) =>
        Promise.resolve(key === 'ozturk|1999-03-13' ? [{ type, key, data: ozturk }] : []),
    };
    const family = (core: string) => ({ prefix: '', core });
    for (const core of ['Oeztuerk', 'Öztürk', 'Ozturk']) {
      expect(await residentsByPerson(registry, family(core), '1999-03-13'), core).toEqual([ozturk]);
    }
  });

  it('completes the address only with the same addition', async () => {
    const registry: Registry = {
      ...registryWithoutReferenceData,
      // The address data prefers an address with a letter when the number has no other.
      completeAddress: (partial) =>
        Promise.resolve({
          ...partial,
          street: 'Kerkstraat',
          city: 'Amsterdam',
          house_number_extension: 'A',
        }),
    };
    expect(await residentAddress(registry, BERG)).toEqual({
      zip_code: '1017GA',
      house_number: '10',
      country: 'NL',
    });
    expect(await residentAddress(registry, { ...BERG, addition: 'A' })).toMatchObject({
      street: 'Kerkstraat',
      house_number_extension: 'A',
    });
  });

  it('dates the last knowledge by last seen, else known since', () => {
    expect(residentAddressKey({ ...BERG, addition: 'A2' })).toBe('1017GA|10|A2');
    expect(lastUpdatedOf({ ...BERG, known_since: '2010-01-01', last_seen: '2026-05-01' })).toBe(
      '2026-05-01T00:00:00.000Z',
    );
    expect(lastUpdatedOf({ ...BERG, known_since: '2010-01-01' })).toBe('2010-01-01T00:00:00.000Z');
    expect(lastUpdatedOf(BERG)).toBeUndefined();
    expect(dateTimeOf(undefined)).toBeUndefined();
  });
});
