import { describe, expect, it } from 'vitest';
import type { Entity } from '../entities/entity.js';
import { screeningRecordOf } from './records.js';

describe('screeningRecordOf', () => {
  it('reads a listed person: names, parts, dates, countries, gender, identifiers, topics', () => {
    const person: Entity = {
      id: 'p-1',
      schema: 'Person',
      properties: {
        name: ['Ivan Petrov (fictitious)'],
        alias: ['Ivan Petroff', 'Ivan Petrov (fictitious)'],
        firstName: ['Ivan'],
        lastName: ['Petrov'],
        birthDate: ['1961-07-04'],
        nationality: ['ru'],
        country: ['ru', 'cy'],
        gender: ['male'],
        passportNumber: ['7512 345678'],
        wikidataId: ['Q1'],
        topics: ['sanction'],
      },
      datasets: ['un-sc'],
    };
    expect(screeningRecordOf(person)).toEqual({
      id: 'p-1',
      kind: 'person',
      names: ['Ivan Petrov (fictitious)', 'Ivan Petroff', 'Ivan Petrov'],
      familyNameLast: ['Ivan Petrov'],
      birthDates: ['1961-07-04'],
      countries: ['ru', 'cy'],
      gender: 'male',
      identifiers: ['7512 345678'],
      topics: ['sanction'],
      datasets: ['un-sc'],
    });
  });

  it('says which names end with the listed family name (lastName)', () => {
    const record = screeningRecordOf({
      id: 'p-4',
      schema: 'Person',
      properties: {
        name: ['D. Ioannou', 'IOANNOU, D.', 'Ioannou Dimitra'],
        firstName: ['Dimitra'],
        lastName: ['Ioannou'],
        topics: ['sanction'],
      },
    });
    expect(record?.familyNameLast).toEqual(['D. Ioannou', 'Dimitra Ioannou']);
    expect(
      screeningRecordOf({ id: 'p-5', schema: 'Person', properties: { name: ['Ann Claes'] } }),
    ).not.toHaveProperty('familyNameLast');
  });

  it('keeps weak aliases apart from the names, unless also given as a name', () => {
    const person: Entity = {
      id: 'p-3',
      schema: 'Person',
      properties: {
        name: ['Khalid Omar Zahrawi'],
        weakAlias: ['Abu Omar', 'Khalid Omar Zahrawi', ' Abu Omar '],
        topics: ['sanction'],
      },
    };
    const record = screeningRecordOf(person);
    expect(record?.names).toEqual(['Khalid Omar Zahrawi']);
    expect(record?.weakNames).toEqual(['Abu Omar']);
  });

  it('makes no name of a last name alone: an initial-only entry keeps its initial', () => {
    const entry = (properties: Record<string, string[]>): Entity => ({
      id: 'p-2',
      schema: 'Person',
      properties: { topics: ['role.pep'], ...properties },
    });
    expect(
      screeningRecordOf(entry({ name: ['I. van Beek'], lastName: ['van Beek'] }))?.names,
    ).toEqual(['I. van Beek']);
    expect(screeningRecordOf(entry({ lastName: ['van Beek'] }))).toMatchObject({ names: [] });
    expect(
      screeningRecordOf(
        entry({ name: ['I. van Beek'], firstName: ['Ilse'], lastName: ['van Beek'] }),
      )?.names,
    ).toEqual(['I. van Beek', 'Ilse van Beek']);
  });

  it('reads a company with its registration, VAT and LEI numbers and jurisdiction', () => {
    const record = screeningRecordOf({
      id: 'c-1',
      schema: 'Company',
      properties: {
        name: ['Voorbeeld Handel B.V.'],
        registrationNumber: ['12345678'],
        vatCode: ['NL001234567B01'],
        leiCode: ['724500VOORBEELD00001'],
        jurisdiction: ['nl'],
      },
    });
    expect(record).toMatchObject({
      kind: 'company',
      names: ['Voorbeeld Handel B.V.'],
      countries: ['nl'],
      birthDates: [],
    });
    expect(record?.identifiers.sort()).toEqual(
      ['12345678', 'NL001234567B01', '724500VOORBEELD00001'].sort(),
    );
  });

  it('skips what cannot be listed', () => {
    expect(
      screeningRecordOf({ id: 'o-1', schema: 'Ownership', properties: { owner: ['a'] } }),
    ).toBeUndefined();
  });
});
