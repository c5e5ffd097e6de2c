/**
 * person_match where the residents data writes a prefix into `last_name` ("de Vries"), or
 * before the second name of a double name ("Hendriks-de Lange"), and the request another way.
 */
import { describe, expect, it } from 'vitest';
import { residentsRegistry } from '../../../test/person-match-context.js';
import type { PersonCheckRequest } from '../../contract/person-check.js';
import { personMatchSection } from './person-match.js';

// postcode,house_number,addition,initials,first_name,prefix,last_name,date_of_birth,gender,...
// (all fictitious)
const ROWS = [
  '3511AB,10,,K.,Karin,,de Vries,1990-12-24,F,2020-01-01,2026-03-01',
  '3511AB,16,,A.,Anna,,Hendriks-de Lange,1972-06-06,F,2015-01-01,2026-05-01',
  '3511AB,18,,B.,Bea,de,Smit-Lange,1968-08-08,F,2015-01-01,2026-05-01',
];
const DOMPLEIN_10 = { zip_code: '3511AB', house_number: '10' };
const DOMPLEIN_16 = { zip_code: '3511AB', house_number: '16' };

async function match(request: Omit<PersonCheckRequest, 'type'>) {
  const context = {
    request: { type: 'basic' as const, ...request },
    registry: residentsRegistry(ROWS),
    shared: new Map(),
    lookups: {},
  };
  return (await personMatchSection.compute(context))?.person_match;
}

describe('person_match: a prefix the residents data writes into the last name', () => {
  it('finds a resident "de Vries" by date of birth for a request "Vries", as for "de Vries"', async () => {
    const karin = { first_name: 'Karin', date_of_birth: '1990-12-24' };
    for (const person of [
      { ...karin, last_name: 'de Vries' },
      { ...karin, last_name_prefix: 'de', last_name: 'Vries' },
    ]) {
      expect((await match({ person }))?.code, JSON.stringify(person)).toBe('PF01');
    }
    // Without the prefix: the same resident, with the prefix as its difference (PF02).
    const bare = await match({ person: { ...karin, last_name: 'Vries' } });
    expect(bare?.code).toBe('PF02');
    expect(bare?.message).toContain('prefix');
    expect(bare?.person?.last_name).toBe('de Vries');
    // The same as at the address.
    const atAddress = await match({
      person: { ...karin, last_name: 'Vries' },
      address: DOMPLEIN_10,
    });
    expect(atAddress?.code).toBe('PF02');
    expect(bare?.message).toBe(atAddress?.message);
  });
});

describe('person_match: a prefix of the second name of a double name', () => {
  const anna = { first_name: 'Anna', date_of_birth: '1972-06-06' };

  it('finds Hendriks-de Lange for the prefix de given apart with Hendriks-Lange', async () => {
    const asWritten = await match({ person: { ...anna, last_name: 'Hendriks-de Lange' } });
    expect(asWritten?.code).toBe('PF01');
    const apart = { ...anna, last_name_prefix: 'de', last_name: 'Hendriks-Lange' };
    const byBirth = await match({ person: apart });
    expect(byBirth?.code).toBe('PF02');
    expect(byBirth?.person?.last_name).toBe('Hendriks-de Lange');
    expect(byBirth?.message).toBe(
      'Found in the residents data with differences: family name "de Hendriks-Lange" is "Hendriks-de Lange" in the residents data (spelling variant)',
    );
    const atAddress = await match({ person: apart, address: DOMPLEIN_16 });
    expect(atAddress?.code).toBe('PF02');
    // Without the date of birth the note does not say where the data puts the prefix.
    const { date_of_birth: _, ...withoutBirth } = apart;
    const discreet = await match({ person: withoutBirth, address: DOMPLEIN_16 });
    expect(discreet?.code).toBe('PF04');
    expect(discreet?.message).toContain(
      'family name "de Hendriks-Lange" differs in spelling from the residents data (spelling variant)',
    );
    expect(discreet?.message).not.toContain('Hendriks-de Lange');
  });

  it('finds the prefix given in its field for a request that writes it at the other name', async () => {
    const bea = { first_name: 'Bea', date_of_birth: '1968-08-08' };
    const found = await match({ person: { ...bea, last_name: 'Smit-de Lange' } });
    expect(found?.code).toBe('PF02');
    expect(found?.person).toMatchObject({ last_name_prefix: 'de', last_name: 'Smit-Lange' });
  });

  it('takes the married name without its prefix as a variant, and a typo in it as a typo', async () => {
    const bare = await match({ person: { ...anna, last_name: 'Hendriks-Lange' } });
    expect(bare?.code).toBe('PF02');
    const typo = await match({
      person: { ...anna, last_name_prefix: 'de', last_name: 'Hendriks-Langa' },
      address: DOMPLEIN_16,
    });
    expect(typo?.code).toBe('PF02');
    expect(typo?.message).toContain('(possibly a typing error)');
  });

  it('keeps a double name whose names both have a prefix, or another name, apart', async () => {
    const other = await match({
      person: { ...anna, last_name_prefix: 'de', last_name: 'Hendriks-Bakker' },
    });
    expect(other?.code).toBe('PF05');
    const otherPrefix = await match({
      person: { ...anna, last_name: 'van Hendriks-de Lange' },
      address: DOMPLEIN_16,
    });
    expect(otherPrefix?.code).not.toBe('PF01');
  });
});
