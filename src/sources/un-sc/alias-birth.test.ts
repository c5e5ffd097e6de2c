import { describe, expect, it } from 'vitest';
import { mapUnRecord } from './mapper.js';
import type { UnRecord } from './reader.js';

const record: UnRecord = {
  kind: 'individual',
  dataId: '900002',
  nameParts: ['ABDUL', 'QADIR', 'BASIR'],
  titles: [],
  designations: [],
  nationalities: [],
  lastDayUpdated: [],
  aliases: [
    {
      quality: 'a.k.a.',
      name: 'Mohammad Qadir; Qadir Mohammad',
      dateOfBirth: '1955',
      cityOfBirth: 'Kandahar',
      countryOfBirth: 'Afghanistan',
    },
  ],
  addresses: [],
  birthDates: [{ typeOfDate: 'EXACT', date: '1966-03-05' }],
  birthPlaces: [],
  documents: [],
};

describe('un-sc mapper: an alias’s own birth details', () => {
  it('adds the date and place of birth an alias is listed with to the person', () => {
    const result = mapUnRecord(record);
    if (!('entities' in result)) throw new Error('not mapped');
    const person = result.entities[0];
    expect(person?.properties.birthDate).toEqual(['1966-03-05', '1955']);
    expect(person?.properties.birthPlace).toEqual(['Kandahar, Afghanistan']);
    expect(person?.properties.birthCountry).toEqual(['af']);
  });
});
