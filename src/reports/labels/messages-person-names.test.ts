/**
 * The messages of person_match and address_match in a Dutch report: each made by the checks'
 * own code (the sections run on fictitious residents), so that a change of the English breaks
 * the test.
 */
import { describe, expect, it } from 'vitest';
import { residentRecords } from '../../../test/resident-rows.js';
import { addressIndexOf, KERKSTRAAT_10 } from '../../../test/person-addresses.js';
import type { PersonCheckRequest } from '../../contract/person-check.js';
import { lookupInIndex, toContractAddress } from '../../registry/address-index-lookup.js';
import { registryWithoutReferenceData, type Registry } from '../../registry/registry.js';
import { addressMatchSection } from '../../checks/person/address-match.js';
import { compareGivenNames, givenNamesOf } from '../../checks/person/given-names.js';
import { personMatchOf, type PersonMatchContext } from '../../checks/person/person-match.js';
import { compareFamilyNames, familyNameOf } from '../../checks/person/person-names.js';
import { ENGLISH_WORDS } from './english-words.test-data.js';
import { translateMessage } from './messages.js';

const nl = (text: string) => translateMessage(text, 'nl');

const RESIDENTS = residentRecords([
  // postcode,house_number,addition,initials,first_name,prefix,last_name,date_of_birth,gender,known_since,last_seen
  '1017GA,10,,C.J.,Cornelis Jan,van der,Linden,1975-03-04,M,2015-01-01,2026-05-01',
  '3511AB,10,,M.,,,Smit,,F,,',
  '3511AB,10,,R.,,,Smit,,M,,',
]);

/** Fictitious addresses: Kerkstraat 10 and a square in Utrecht. */
const INDEX = addressIndexOf([
  KERKSTRAAT_10,
  { ...KERKSTRAAT_10, postcode: '3511AB', street: 'Domplein', city: 'Utrecht' },
]);

const REGISTRY: Registry = {
  ...registryWithoutReferenceData,
  servesFormat: (format) => format === 'residents',
  records: (type, key) =>
    Promise.resolve(RESIDENTS.filter((r) => r.type === type && r.key === key)),
  lookupAddress: (partial) => Promise.resolve(lookupInIndex(INDEX, partial, undefined)),
  completeAddress: (partial) => {
    const found = lookupInIndex(INDEX, partial, undefined).address;
    return Promise.resolve(found && toContractAddress(found));
  },
};

const contextOf = (request: Omit<PersonCheckRequest, 'type'>): PersonMatchContext => ({
  request: { type: 'basic_plus', ...request },
  registry: REGISTRY,
  shared: new Map(),
  lookups: {},
});

const personMatch = async (request: Omit<PersonCheckRequest, 'type'>) =>
  (await personMatchOf(contextOf(request)))?.message ?? '';

const addressMatch = async (request: Omit<PersonCheckRequest, 'type'>) =>
  (await addressMatchSection.compute(contextOf(request)))?.address_match?.message ?? '';

const KERKSTRAAT = { zip_code: '1017 GA', house_number: '10' };
const UNKNOWN_STREET = { street: 'Onbekendestraat', house_number: '1', city: 'Amsterdam' };
const LINDEN = {
  first_name: 'Cornelis',
  last_name_prefix: 'van der',
  last_name: 'Linden',
  date_of_birth: '1975-03-04',
};

/** The Dutch, checked for English words once the quoted names are taken out. */
const dutch = (text: string): string | undefined => {
  const said = nl(text);
  if (said !== undefined) expect(said.replace(/"[^"]*"/g, '""'), said).not.toMatch(ENGLISH_WORDS);
  return said;
};

describe('translateMessage of person_match and address_match', () => {
  it('says how the resident found differs from the person asked', async () => {
    expect(
      dutch(
        await personMatch({
          person: { ...LINDEN, last_name_prefix: undefined, last_name: 'Lindne' },
          address: KERKSTRAAT,
        }),
      ),
    ).toBe(
      'Gevonden in de bewonersgegevens met verschillen: achternaam "Lindne" is "Linden" in de bewonersgegevens (mogelijk een tikfout); de bewonersgegevens hebben de achternaam met een tussenvoegsel',
    );
    expect(
      dutch(
        await personMatch({
          person: { ...LINDEN, first_name: 'Cornelsi', gender: 'F' },
          address: KERKSTRAAT,
        }),
      ),
    ).toBe(
      'Gevonden in de bewonersgegevens met verschillen: voornaam "Cornelsi" is "Cornelis" in de bewonersgegevens (mogelijk een tikfout); geslacht F (vrouw) wijkt af van de bewonersgegevens',
    );
    expect(
      dutch(
        await personMatch({
          person: { ...LINDEN, first_name: 'Jan', initials: 'C.J.', last_name_prefix: 'v.d.' },
          address: KERKSTRAAT,
        }),
      ),
    ).toBe(
      'Gevonden in de bewonersgegevens met verschillen: tussenvoegsel "v.d." is voluit "van der"; voornaam "Jan" is een latere voornaam van "Cornelis Jan" in de bewonersgegevens (een roepnaam)',
    );
    expect(
      dutch(
        await personMatch({
          person: { last_name: 'Smit' },
          address: { zip_code: '3511AB', house_number: '10' },
        }),
      ),
    ).toBe(
      'Gevonden in de bewonersgegevens, maar niet als één persoon: geen geboortedatum opgegeven; meer dan één bewoner past even goed',
    );
  });

  it('says why a family name in another script is not searched', async () => {
    expect(
      dutch(await personMatch({ person: { last_name: 'Линден', date_of_birth: '1975-03-04' } })),
    ).toBe(
      'Niet gecontroleerd: een achternaam met een geboortedatum of een Nederlands adres is nodig (de opgegeven achternaam heeft geen Latijnse letters, en de bewonersgegevens schrijven namen in Latijnse letters: geef de naam zoals het paspoort die in Latijnse letters schrijft)',
    );
    expect(
      dutch(
        await personMatch({ person: { ...LINDEN, first_name: 'Корнелис' }, address: KERKSTRAAT }),
      ),
    ).toBe(
      'Gevonden in de bewonersgegevens met verschillen: de voornamen hebben geen Latijnse letters, zoals de bewonersgegevens ze schrijven: niet vergeleken',
    );
  });

  it('says every note of how two names compare', () => {
    const family = (given: [string?, string?], known: [string?, string?]) =>
      compareFamilyNames(familyNameOf(...given), familyNameOf(...known)).notes.join('; ');
    const given = (a: [string?, string?], b: [string?, string?]) =>
      compareGivenNames(givenNamesOf(...a), givenNamesOf(...b)).notes.join('; ');
    const cases: [string, string][] = [
      [
        family([undefined, 'Muller'], [undefined, 'Müller']),
        'achternaam "Muller" is "Müller" in de bewonersgegevens (spellingsvariant)',
      ],
      [
        family([undefined, 'Berg'], [undefined, 'Visser']),
        'achternaam "Berg" is "Visser" in de bewonersgegevens (een andere naam)',
      ],
      [
        family(['van den', 'Berg'], ['van der', 'Berg']),
        'tussenvoegsel "van den" is "van der" in de bewonersgegevens',
      ],
      [
        family(['de', 'Vries'], [undefined, 'Vries']),
        'tussenvoegsel "de" staat niet in de bewonersgegevens',
      ],
      [
        family([undefined, 'Vanderberg'], ['van der', 'Berg']),
        'achternaam "Vanderberg" is "van der Berg" in de bewonersgegevens (aaneengeschreven)',
      ],
      [
        family(['van der', 'Berg'], [undefined, 'Vanderberg']),
        'achternaam "van der Berg" is "Vanderberg" in de bewonersgegevens (los geschreven)',
      ],
      [
        family([undefined, 'Delos Santos'], ['de los', 'Santos']),
        'tussenvoegsel "Delos" is "de los" in de bewonersgegevens (aaneengeschreven)',
      ],
      [
        family(['de los', 'Santos'], [undefined, 'Delos Santos']),
        'tussenvoegsel "de los" is "Delos" in de bewonersgegevens (los geschreven)',
      ],
      [
        family([undefined, 'Jansen-Berg'], [undefined, 'Berg']),
        'achternaam "Jansen-Berg" is een dubbele naam, waarvan "Berg" in de bewonersgegevens er een is',
      ],
      [
        family([undefined, 'Berg'], [undefined, 'Berg-Jansen']),
        'de bewonersgegevens hebben een dubbele naam, waarvan "Berg" er een is',
      ],
      [
        family([undefined, 'Van-den-Berg'], [undefined, 'van den Berg']),
        'achternaam "Van-den-Berg" wordt gelezen als "Van den Berg"',
      ],
      [
        family([undefined, 'Van-den-Berg-Jansen'], [undefined, 'Berg']),
        'achternaam "Van-den-Berg-Jansen" is een dubbele naam, waarvan "Van den Berg" er een is; tussenvoegsel "Van den" staat niet in de bewonersgegevens',
      ],
      [
        family(['van den', 'Berg'], [undefined, 'Berg-Jansen']),
        'de bewonersgegevens hebben een dubbele naam; tussenvoegsel "van den" staat niet in de bewonersgegevens',
      ],
      [
        given(['Chr.', undefined], ['Cornelis', undefined]),
        'voorletter "Chr." past niet bij "Cornelis" in de bewonersgegevens',
      ],
      [
        given(['Cornelis', undefined], ['Chr.', undefined]),
        'voornaam "Cornelis" past niet bij de voorletter "Chr." in de bewonersgegevens',
      ],
      [
        given(['Jan Willem', undefined], ['Jan Pieter', undefined]),
        'voornamen "Jan Willem" zijn "Jan Pieter" in de bewonersgegevens',
      ],
      [
        given(['Ana', undefined], ['Anna', undefined]),
        'voornaam "Ana" is "Anna" in de bewonersgegevens (mogelijk een tikfout)',
      ],
      [
        given([undefined, 'J.W.'], [undefined, 'J.P.']),
        'voorletters J.W. zijn J.P. in de bewonersgegevens',
      ],
      [given([undefined, 'J.'], [undefined, 'P.']), 'voorletter J. is P. in de bewonersgegevens'],
      [
        given([undefined, 'J.'], [undefined, 'J.W.']),
        'voorletter J. komt overeen met J.W. voor zover opgegeven',
      ],
      [given([undefined, 'J.W.'], [undefined, 'J.W.']), 'voorletters J.W. komen overeen'],
    ];
    for (const [english, expected] of cases) expect(dutch(english), english).toBe(expected);
  });

  it('says every discreet note (PF04) of how two names compare', () => {
    const family = (given: [string?, string?], known: [string?, string?]) =>
      compareFamilyNames(familyNameOf(...given), familyNameOf(...known), true).notes.join('; ');
    const given = (a: [string?, string?], b: [string?, string?]) =>
      compareGivenNames(givenNamesOf(...a), givenNamesOf(...b), true).notes.join('; ');
    const cases: [string, string][] = [
      [
        family([undefined, 'Muller'], [undefined, 'Müller']),
        'achternaam "Muller" wijkt in spelling af van de bewonersgegevens (spellingsvariant)',
      ],
      [
        family([undefined, 'Vanderberg'], ['van der', 'Berg']),
        'achternaam "Vanderberg" wijkt in spelling af van de bewonersgegevens (spellingsvariant)',
      ],
      [
        family(['van den', 'Berg'], ['van der', 'Berg']),
        'tussenvoegsel "van den" wijkt in spelling af van de bewonersgegevens (mogelijk een tikfout)',
      ],
      [
        given(['Ana', undefined], ['Anna', undefined]),
        'voornaam "Ana" wijkt in spelling af van de bewonersgegevens (mogelijk een tikfout)',
      ],
      [
        given(['Jan', undefined], ['Cornelis Jan', undefined]),
        'voornaam "Jan" is een latere voornaam in de bewonersgegevens (een roepnaam)',
      ],
      [
        given([undefined, 'J.'], [undefined, 'J.W.']),
        'voorletter J. komt overeen voor zover beide ze hebben',
      ],
    ];
    for (const [english, expected] of cases) expect(dutch(english), english).toBe(expected);
  });

  it('says that the person is known at an extension of the number given', () => {
    expect(nl('Known at the given address; at an extension of the house number given')).toBe(
      'Bekend op het opgegeven adres; op een toevoeging van het opgegeven huisnummer',
    );
    expect(
      nl(
        'Known at the given address; at another extension of the house number given, the one given not existing there',
      ),
    ).toBe(
      'Bekend op het opgegeven adres; op een andere toevoeging van het opgegeven huisnummer, daar de opgegeven toevoeging niet bestaat',
    );
    expect(
      nl(
        'Known at the given address; more than one resident fits equally well: no address is given',
      ),
    ).toBe(
      'Bekend op het opgegeven adres; meer dan één bewoner past even goed: er wordt geen adres gegeven',
    );
  });

  it('says in Dutch that several residents fit, with or without their number', () => {
    // Checks stored before "more than one" are still translated as they say it.
    expect(
      nl('Known at the given address; several residents fit equally well: no address is given'),
    ).toBe(
      'Bekend op het opgegeven adres; meer bewoners passen even goed: er wordt geen adres gegeven',
    );
    expect(
      nl(
        'Found in the residents data, but not as one person: no date of birth given; several different residents fit equally well',
      ),
    ).toMatch(/; meerdere verschillende bewoners passen even goed$/);
    expect(nl('2 different residents fit equally well')).toBe(
      '2 verschillende bewoners passen even goed',
    );
  });

  it('says where the person was searched, also at an address the address data does not have', async () => {
    const stranger = { last_name: 'Onbekend', date_of_birth: '1970-01-01' };
    expect(dutch(await personMatch({ person: stranger, address: UNKNOWN_STREET }))).toBe(
      'Niet gevonden in de bewonersgegevens (gezocht op achternaam en geboortedatum: het opgegeven adres staat niet in de adresgegevens)',
    );
    expect(
      dutch(await personMatch({ person: { last_name: 'Onbekend' }, address: UNKNOWN_STREET })),
    ).toBe(
      'Niet gevonden in de bewonersgegevens (het opgegeven adres staat niet in de adresgegevens, en zonder geboortedatum wordt de persoon niet elders gezocht)',
    );
    expect(dutch(await addressMatch({ person: LINDEN, address: UNKNOWN_STREET }))).toBe(
      'Bekend op een ander adres dan het opgegeven adres (het opgegeven adres staat niet in de adresgegevens)',
    );
    expect(dutch(await addressMatch({ person: stranger, address: UNKNOWN_STREET }))).toBe(
      'Op geen enkel adres bekend in de bewonersgegevens (het opgegeven adres staat niet in de adresgegevens)',
    );
    expect(
      dutch(
        await addressMatch({
          person: { ...LINDEN, date_of_birth: undefined },
          address: UNKNOWN_STREET,
        }),
      ),
    ).toBe(
      'Niet bekend op het opgegeven adres in de bewonersgegevens (het opgegeven adres staat niet in de adresgegevens)',
    );
  });
});
