import { describe, expect, it } from 'vitest';
import type { PersonCheckRequest } from '../../contract/person-check.js';
import type { CountryRiskData } from '../../entities/records.js';
import { registryWithoutReferenceData, type Registry } from '../../registry/registry.js';
import type { AddressValidationContext } from './address-validation.js';
import { contradictedLookup } from './address-lookup.test-data.js';
import {
  countriesOfPerson,
  personRiskCountrySection,
  WHY_ADDRESS,
  WHY_DUTCH_ADDRESS,
  WHY_ISSUER,
  WHY_LICENCE,
  WHY_NATIONALITY,
} from './risk-country.js';

const listing = (country: string, list: CountryRiskData['list']) => ({
  type: 'country-risk',
  key: country,
  data: {
    country,
    name: country,
    list,
    listed_since: '2020-01-01',
    source: 'https://example.org/list',
    publication_date: '2026-06-19',
  } satisfies CountryRiskData,
});

const LISTS = [listing('KP', 'fatf_call_for_action'), listing('AO', 'fatf_increased_monitoring')];

function contextFor(
  request: Omit<PersonCheckRequest, 'type'>,
  listsServed = true,
): AddressValidationContext & { today: string } {
  const registry: Registry = {
    ...registryWithoutReferenceData,
    servesFormat: (format) => listsServed && format === 'country-risk',
    records: (type, key) => Promise.resolve(LISTS.filter((l) => l.type === type && l.key === key)),
  };
  return {
    request: { type: 'extended', ...request },
    today: '2026-11-27',
    registry,
    shared: new Map(),
    lookups: {},
  };
}

const riskOf = async (request: Omit<PersonCheckRequest, 'type'>, listsServed = true) => {
  const context = contextFor(request, listsServed);
  const part = await personRiskCountrySection.compute(context);
  return { result: part?.risk_country, context };
};

describe('risk_country of a person', () => {
  it('takes a Dutch postcode without a country as an address in the Netherlands', async () => {
    const { result, context } = await riskOf({
      address: { zip_code: '1017 GA', house_number: '10' },
    });
    expect(result).toEqual({ risk_result: 'L' });
    expect(context.lookups.risk_country).toEqual([
      { country: 'NL', why: WHY_DUTCH_ADDRESS, risk: 'L', listings: [] },
    ]);
  });

  it('takes a Dutch postcode as the Netherlands also where the address data does not have the address', async () => {
    // No house number (address_validation P05): the postcode area is still in the Netherlands.
    const { result, context } = await riskOf({ address: { zip_code: '1017 GA' } });
    expect(result).toEqual({ risk_result: 'L' });
    expect(context.lookups.risk_country).toEqual([
      { country: 'NL', why: WHY_DUTCH_ADDRESS, risk: 'L', listings: [] },
    ]);
    // Street and city of another place than postcode and number (P04): Dutch either way.
    const contradicted = contextFor({
      address: { street: 'Bloemenweg', city: 'Zwolle', zip_code: '1017GA', house_number: '10' },
    });
    contradicted.registry = {
      ...contradicted.registry,
      lookupAddress: contradictedLookup,
    };
    expect((await countriesOfPerson(contradicted)).countries).toEqual([
      { country: 'NL', why: WHY_DUTCH_ADDRESS },
    ]);
    // A postcode of four digits without a country is no Dutch one, and counts as nothing.
    expect(
      (await countriesOfPerson(contextFor({ address: { zip_code: '1000', city: 'Brussel' } })))
        .countries,
    ).toEqual([]);
  });

  it("counts the id document's issuing country as the nationality, the worst counting", async () => {
    const { result, context } = await riskOf({
      address: { zip_code: '1017GA', house_number: '10', country: 'NL' },
      id_document: { type: 'passport', country: 'AGO', number: 'X1234567' },
    });
    expect(result).toEqual({ risk_result: 'M' });
    expect(context.lookups.risk_country).toMatchObject([
      { country: 'NL', why: WHY_ADDRESS, risk: 'L' },
      { country: 'AO', why: WHY_NATIONALITY, risk: 'M' },
    ]);
    const high = await riskOf({ address: { country: 'kp' } });
    expect(high.result).toEqual({ risk_result: 'H' });
  });

  it("reads the id document's country written as a nationality, the address's not", async () => {
    const context = contextFor({
      address: { street: 'x', house_number: '1', city: 'y', country: 'Iranian' },
      id_document: { type: 'passport', country: 'Iranian', number: 'X1234567' },
    });
    expect(await countriesOfPerson(context)).toEqual({
      countries: [{ country: 'IR', why: WHY_NATIONALITY }],
      notRead: ['Iranian'],
    });
  });

  it('names country texts it cannot read, and does not guess them', async () => {
    const context = contextFor({
      address: { zip_code: '1017GA', country: 'Narnia' },
      id_document: { country: 'NLD', number: 'SPECI2014' },
    });
    expect(await countriesOfPerson(context)).toEqual({
      countries: [{ country: 'NL', why: WHY_ISSUER }],
      notRead: ['Narnia'],
    });
    await personRiskCountrySection.compute(context);
    expect(context.lookups.risk_country_not_read).toEqual(['Narnia']);
  });

  it('reads a country written as its English or Dutch name', async () => {
    const { result, context } = await riskOf({
      address: { street: 'x', house_number: '1', city: 'Pyongyang', country: 'North Korea' },
      id_document: { country: 'Angola', number: 'SPECI2014' },
    });
    expect(result?.risk_result).toBe('H');
    expect(context.lookups.risk_country_not_read).toBeUndefined();
    expect(
      (await countriesOfPerson(contextFor({ address: { country: 'Noord-Korea' } }))).countries,
    ).toEqual([{ country: 'KP', why: WHY_ADDRESS }]);
    // Or as the end of the address lines.
    expect(
      (
        await countriesOfPerson(
          contextFor({
            address: { address_line_1: 'Kim Il Sung Square 1, Pyongyang, North Korea' },
          }),
        )
      ).countries,
    ).toEqual([{ country: 'KP', why: WHY_ADDRESS }]);
  });

  it('reads a driving licence’s country as residence, not nationality', async () => {
    const context = contextFor({
      id_document: { type: 'rijbewijs', country: 'BE', number: 'SPECI2014' },
    });
    expect((await countriesOfPerson(context)).countries).toEqual([
      { country: 'BE', why: WHY_LICENCE },
    ]);
  });

  it('reads the country of a residence permit, or of a document of no type, as its issuer only', async () => {
    for (const type of ['residence_permit', 'verblijfsvergunning', undefined]) {
      const context = contextFor({
        id_document: { ...(type && { type }), country: 'IR', number: 'SPECI2014' },
      });
      expect((await countriesOfPerson(context)).countries, type).toEqual([
        { country: 'IR', why: WHY_ISSUER },
      ]);
    }
  });

  it('is left out without a country, or without imported country lists', async () => {
    expect((await riskOf({ person: { last_name: 'Berg' } })).result).toBeUndefined();
    // A foreign postcode without a country says nothing about the country.
    expect(
      (await riskOf({ address: { zip_code: '10115', city: 'Berlin' } })).result,
    ).toBeUndefined();
    expect((await riskOf({ address: { country: 'NL' } }, false)).result).toBeUndefined();
  });
});
