import { describe, expect, it } from 'vitest';
import type { PersonCheckRequest } from '../../contract/person-check.js';
import type { LostDocumentData } from '../../entities/records.js';
import { contextWithRecords } from '../../../test/person-context.js';
import type { ReferenceRecord } from '../../sources/source.js';
import { verdictSentence } from './id-document-description.js';
import { idDocumentCheckOf, idDocumentSection } from './id-document.js';

const lost = (data: LostDocumentData): ReferenceRecord => ({
  type: 'lost-documents',
  key: `${data.country}|${data.type}|${data.number}`,
  data,
});

/** A registry serving the lost-documents list with these reports (or not serving it). */
const contextFor = (
  request: Omit<PersonCheckRequest, 'type'>,
  reports: ReferenceRecord[] | 'not served' = [],
) => contextWithRecords('extended', request, 'lost-documents', reports);

const STOLEN_PASSPORT = lost({
  type: 'passport',
  country: 'NL',
  number: 'MD90VR475',
  reported_on: '2025-10-10',
  status: 'stolen',
});

describe('id_document_number_check_result', () => {
  it('is left out without a document number', async () => {
    expect(await idDocumentCheckOf(contextFor({}).context)).toBeUndefined();
    const blank = contextFor({ id_document: { type: 'passport', country: 'NL', number: ' ' } });
    expect(await idDocumentSection.compute(blank.context)).toBeUndefined();
  });

  it('says valid for a Dutch passport number with its check digit, not on the list', async () => {
    const { context, asked } = contextFor(
      { id_document: { type: 'paspoort', country: 'NLD', number: 'speci2014 2' } },
      [STOLEN_PASSPORT],
    );
    const result = await idDocumentSection.compute(context);
    expect(result?.id_document_number_check_result?.code).toBe('valid');
    const description = result?.id_document_number_check_result?.description;
    expect(description).toContain('Dutch passport number');
    expect(description).toContain('check digit 2 is right');
    expect(description).toContain('not on the list');
    expect(asked).toEqual([
      'lost-documents:NL|passport|SPECI2014',
      'lost-documents:NL|identity_card|SPECI2014',
    ]);
    expect(context.lookups.id_document).toMatchObject({
      type: 'passport',
      country: 'NL',
      country_from: 'document',
      lost_documents: {
        served: true,
        keys: ['NL|passport|SPECI2014', 'NL|identity_card|SPECI2014'],
        reports: [],
      },
    });
  });

  it('says when a document was reported stolen, looked up without its check digit', async () => {
    // MD90VR475 weighs 22·7 + 13·3 + 9 + 0 + 31·3 + 27 + 4·7 + 7·3 + 5 = 376: check digit 6.
    const { context } = contextFor(
      { id_document: { type: 'passport', country: 'NL', number: 'MD90VR4756' } },
      [STOLEN_PASSPORT],
    );
    expect(await idDocumentCheckOf(context)).toEqual({
      code: 'reported_lost_or_stolen',
      description: expect.stringContaining('Reported stolen on 2025-10-10') as string,
    });
  });

  it('finds an identity card number reported as a passport, and says which was listed', async () => {
    const { context, asked } = contextFor(
      { id_document: { type: 'identity_card', country: 'NL', number: 'MD90VR4756' } },
      [STOLEN_PASSPORT],
    );
    const result = await idDocumentCheckOf(context);
    expect(result?.code).toBe('reported_lost_or_stolen');
    expect(result?.description).toContain('(passport NL MD90VR475)');
    expect(asked).toEqual([
      'lost-documents:NL|identity_card|MD90VR475',
      'lost-documents:NL|passport|MD90VR475',
    ]);
  });

  it('looks a driving licence up as a driving licence only', async () => {
    const { context, asked } = contextFor(
      { id_document: { type: 'drivers_license', country: 'NL', number: '5123456789' } },
      [STOLEN_PASSPORT],
    );
    await idDocumentCheckOf(context);
    expect(asked).toEqual(['lost-documents:NL|drivers_license|5123456789']);
  });

  it('names every report of a document, newest first', async () => {
    const { context } = contextFor(
      { id_document: { type: 'id card', country: 'nl', number: 'UTIW1YID6' } },
      [
        lost({
          type: 'identity_card',
          country: 'NL',
          number: 'UTIW1YID6',
          reported_on: '2020-01-02',
          status: 'lost',
        }),
        lost({
          type: 'identity_card',
          country: 'NL',
          number: 'UTIW1YID6',
          reported_on: '2026-03-18',
          status: 'invalidated',
        }),
      ],
    );
    const result = await idDocumentCheckOf(context);
    expect(result?.code).toBe('reported_lost_or_stolen');
    expect(result?.description).toContain(
      'Reported invalidated on 2026-03-18; earlier reported lost on 2020-01-02',
    );
  });

  it('does not claim a document is not reported when the list is not served', async () => {
    const { context, asked } = contextFor(
      { id_document: { type: 'rijbewijs', country: 'NL', number: '4498905662' } },
      'not served',
    );
    const result = await idDocumentCheckOf(context);
    expect(result?.code).toBe('valid');
    expect(result?.description).toContain('the lost-documents list is not available');
    expect(result?.description).not.toContain('not on the list');
    expect(asked).toEqual([]);
  });

  it('reports a wrong format and the letter O without looking up', async () => {
    const cases: [string, string, string][] = [
      ['SPECI201', 'invalid_format', 'has 8 characters'],
      ['SPECI2O14', 'invalid_format', 'letter O'],
    ];
    for (const [number, code, why] of cases) {
      const { context, asked } = contextFor({
        id_document: { type: 'passport', country: 'NL', number },
      });
      const result = await idDocumentCheckOf(context);
      expect(result?.code).toBe(code);
      expect(result?.description).toContain(why);
      expect(asked).toEqual([]);
    }
  });

  it('reports a wrong check digit, and the number before it where that is reported stolen', async () => {
    const { context, asked } = contextFor({
      id_document: { type: 'passport', country: 'NL', number: 'SPECI20147' },
    });
    const result = await idDocumentCheckOf(context);
    expect(result?.code).toBe('invalid_check_digit');
    expect(result?.description).toContain('check digit of SPECI2014 is 2');
    expect(asked).toEqual([
      'lost-documents:NL|passport|SPECI2014',
      'lost-documents:NL|identity_card|SPECI2014',
    ]);
    // A slip (or a forged digit) in the check digit of a number reported stolen.
    const stolen = contextFor(
      { id_document: { type: 'passport', country: 'NL', number: 'MD90VR4757' } },
      [STOLEN_PASSPORT],
    );
    const found = await idDocumentCheckOf(stolen.context);
    expect(found?.code).toBe('reported_lost_or_stolen');
    expect(found?.description).toContain('7 was given, but the check digit of MD90VR475 is 6');
    expect(found?.description).toContain('Reported stolen on 2025-10-10');
  });

  it('takes the issuing country from the address, else NL, and says so', async () => {
    const fromAddress = contextFor({
      id_document: { type: 'passport', number: 'L898902C36' },
      address: { country: 'DEU' },
    });
    const checked = await idDocumentCheckOf(fromAddress.context);
    expect(checked?.code).toBe('valid');
    expect(checked?.description).toContain('taken from the address (DE)');
    expect(fromAddress.asked).toEqual([
      'lost-documents:DE|passport|L898902C3',
      'lost-documents:DE|identity_card|L898902C3',
      'lost-documents:*|L898902C3',
    ]);

    // A country that only ends the address lines, as every other section reads it.
    const fromLines = contextFor({
      id_document: { type: 'passport', number: 'L898902C36' },
      address: { address_line_1: 'Unter den Linden 5', address_line_2: '10117 Berlin, Germany' },
    });
    expect((await idDocumentCheckOf(fromLines.context))?.description).toContain(
      'taken from the address (DE)',
    );
    expect(fromLines.asked[0]).toBe('lost-documents:DE|passport|L898902C3');

    const byDefault = contextFor({ id_document: { type: 'passport', number: 'SPECI2014' } });
    const dutch = await idDocumentCheckOf(byDefault.context);
    expect(dutch?.code).toBe('valid');
    expect(dutch?.description).toContain('taken as the Netherlands (NL).');
  });

  it('names a document of the number reported under another country where the issuing country was assumed', async () => {
    // As the import keys a report: by its country, and by any country.
    const anyCountry = { ...STOLEN_PASSPORT, key: '*|MD90VR475' };
    const abroad = { street: 'Unter den Linden', house_number: '1', city: 'Berlin', country: 'DE' };
    const assumed = contextFor(
      { id_document: { type: 'passport', number: 'MD90VR4756' }, address: abroad },
      [STOLEN_PASSPORT, anyCountry],
    );
    const result = await idDocumentCheckOf(assumed.context);
    // Not "valid" (the audit's false reassurance), and not this document's report either.
    expect(result?.code).toBe('unknown');
    expect(result?.description).toContain('taken from the address (DE)');
    expect(result?.description).toContain(
      'It is not on the list under DE, but a document of this number is listed under another country: reported stolen on 2025-10-10 (passport NL MD90VR475). Give the issuing country to tell whether it is that document.',
    );
    // Ten digits are a Dutch and a Belgian driving licence alike: a Belgian report is no
    // report of the Dutch licence assumed.
    const belgian = lost({
      type: 'drivers_license',
      country: 'BE',
      number: '5123456789',
      reported_on: '2025-11-01',
      status: 'lost',
    });
    const licence = contextFor({ id_document: { type: 'drivers_license', number: '5123456789' } }, [
      belgian,
      { ...belgian, key: '*|5123456789' },
    ]);
    const dutchLicence = await idDocumentCheckOf(licence.context);
    expect(dutchLicence?.code).toBe('unknown');
    expect(dutchLicence?.description).toContain(
      'listed under another country: reported lost on 2025-11-01 (driving licence BE 5123456789)',
    );
    // Under any country, a report of another type is no report of the document asked about.
    const licenceReport = { ...belgian, data: { ...belgian.data, number: 'MD90VR475' } };
    const asPassport = contextFor({ id_document: { type: 'passport', number: 'MD90VR4756' } }, [
      { ...licenceReport, key: '*|MD90VR475' },
    ]);
    const passport = await idDocumentCheckOf(asPassport.context);
    expect(passport?.code).toBe('valid');
    expect(passport?.description).not.toContain('BE');
    // Given as German, it is another document than the Dutch one listed.
    const german = contextFor(
      { id_document: { type: 'passport', country: 'DE', number: 'MD90VR4756' }, address: abroad },
      [STOLEN_PASSPORT, anyCountry],
    );
    expect((await idDocumentCheckOf(german.context))?.code).toBe('valid');
    expect(german.asked.some((key) => key.includes('*|'))).toBe(false);
    // Found under both keys (assumed NL), it is one report.
    const dutch = contextFor({ id_document: { type: 'passport', number: 'MD90VR475' } }, [
      STOLEN_PASSPORT,
      anyCountry,
    ]);
    expect(await idDocumentCheckOf(dutch.context)).toMatchObject({
      code: 'reported_lost_or_stolen',
      description: expect.not.stringContaining('earlier reported') as string,
    });
  });

  it('finds the report of a number of another country’s form where the issuing country was assumed', async () => {
    const german = lost({
      type: 'passport',
      country: 'DE',
      number: 'C01X00T47',
      reported_on: '2026-01-01',
      status: 'stolen',
    });
    const belgian = lost({
      type: 'identity_card',
      country: 'BE',
      number: '592123456789',
      reported_on: '2026-02-02',
      status: 'invalidated',
    });
    const list = [german, belgian].flatMap((r) => [
      r,
      { ...r, key: `*|${(r.data as LostDocumentData).number}` },
    ]);
    // Not a Dutch number: no longer "invalid_format" with the theft unsaid.
    const passport = contextFor({ id_document: { type: 'passport', number: 'C01X00T47' } }, list);
    const stolen = await idDocumentCheckOf(passport.context);
    expect(stolen?.code).toBe('unknown');
    expect(stolen?.description).toContain('taken as the Netherlands (NL)');
    expect(stolen?.description).toContain(
      'It is not on the list under NL, but a document of this number is listed under another country: reported stolen on 2026-01-01 (passport DE C01X00T47).',
    );
    const card = contextFor({ id_document: { type: 'id', number: '592 123 456 789' } }, list);
    expect(await idDocumentCheckOf(card.context)).toMatchObject({
      code: 'unknown',
      description: expect.stringContaining('invalidated on 2026-02-02 (identity card BE') as string,
    });
    // Reported nowhere: of the wrong form for the country assumed, as before.
    const clean = contextFor({ id_document: { type: 'passport', number: 'C01X00T48' } }, list);
    expect((await idDocumentCheckOf(clean.context))?.code).toBe('invalid_format');
    expect(clean.asked).toContain('lost-documents:*|C01X00T48');
    // Given as Dutch, a number of the wrong form is not looked up.
    const dutch = contextFor(
      { id_document: { type: 'passport', country: 'NL', number: 'C01X00T47' } },
      list,
    );
    expect((await idDocumentCheckOf(dutch.context))?.code).toBe('invalid_format');
    expect(dutch.asked).toEqual([]);
  });

  it('says unknown where only the general ICAO form could be checked', async () => {
    const { context, asked } = contextFor({
      id_document: { type: 'passport', country: 'BEL', number: 'EH123456' },
    });
    const result = await idDocumentCheckOf(context);
    expect(result?.code).toBe('unknown');
    expect(result?.description).toContain('could not be verified');
    expect(result?.description).toContain('not on the list');
    expect(asked).toEqual([
      'lost-documents:BE|passport|EH123456',
      'lost-documents:BE|identity_card|EH123456',
    ]);
  });

  it('says unknown for a type or country it does not know, without guessing', async () => {
    const type = contextFor({
      id_document: { type: 'verblijfsvergunning', country: 'NL', number: 'SPECI2014' },
    });
    expect(await idDocumentCheckOf(type.context)).toEqual({
      code: 'unknown',
      description: expect.stringContaining('"verblijfsvergunning" is not one') as string,
    });
    expect(type.asked).toEqual([]);
    const country = contextFor({
      id_document: { type: 'passport', country: 'Narnia', number: 'SPECI2014' },
    });
    expect(await idDocumentCheckOf(country.context)).toEqual({
      code: 'unknown',
      description: expect.stringContaining(
        '"Narnia" is not read: give its ISO 3166 code',
      ) as string,
    });
  });

  it('looks a number up under any country where the issuing country given is not read', async () => {
    const anyCountry = { ...STOLEN_PASSPORT, key: '*|MD90VR475' };
    // A country not read: no rule is chosen, but the stolen passport is not passed.
    const dutch = contextFor(
      { id_document: { type: 'passport', country: 'Nederlandia', number: 'md90 vr475' } },
      [STOLEN_PASSPORT, anyCountry],
    );
    expect(await idDocumentCheckOf(dutch.context)).toEqual({
      code: 'unknown',
      description:
        'The issuing country "Nederlandia" is not read: give its ISO 3166 code (NL, NLD) or its name: the number was not checked. A document of this number is on the list of documents reported lost, stolen or invalidated: reported stolen on 2025-10-10 (passport NL MD90VR475). Give the issuing country to tell whether it is that document.',
    });
    expect(dutch.asked).toEqual(['lost-documents:*|MD90VR475']);
    // An address country not read, no document country: the same.
    const abroad = contextFor(
      { id_document: { number: 'MD90VR475' }, address: { city: 'Kraków', country: 'Lechia' } },
      [STOLEN_PASSPORT, anyCountry],
    );
    const listed = await idDocumentCheckOf(abroad.context);
    expect(listed?.code).toBe('unknown');
    expect(listed?.description).toMatch(
      /^No issuing country was given, and the address country "Lechia" is not read: the number was not checked\. A document of this number is on the list/,
    );
    // Listed nowhere: said so, as the list was consulted.
    const clean = contextFor({
      id_document: { type: 'id', country: 'Flandria', number: 'B1234567' },
    });
    expect((await idDocumentCheckOf(clean.context))?.description).toContain(
      'the number was not checked. It is not on the list of documents reported lost, stolen or invalidated.',
    );
    // Not served: not said to be unreported.
    const unserved = contextFor(
      { id_document: { type: 'passport', country: 'Nederlandia', number: 'MD90VR475' } },
      'not served',
    );
    expect((await idDocumentCheckOf(unserved.context))?.description).toContain(
      'the lost-documents list is not available',
    );
  });

  it('reads a nationality given as the issuing country', async () => {
    const dutch = contextFor(
      { id_document: { type: 'passport', country: 'Nederlandse', number: 'MD90VR475' } },
      [STOLEN_PASSPORT],
    );
    expect(await idDocumentCheckOf(dutch.context)).toMatchObject({
      code: 'reported_lost_or_stolen',
      description: expect.stringContaining('a Dutch passport number') as string,
    });
    const belgian = contextFor({
      id_document: { type: 'passport', country: 'Belgian', number: 'EH123456' },
    });
    expect((await idDocumentCheckOf(belgian.context))?.description).toContain('a passport of BE');
  });

  it('without a type, still finds a report of the number under any type', async () => {
    const { context, asked } = contextFor(
      { id_document: { country: 'NL', number: 'md90 vr475' } },
      [STOLEN_PASSPORT],
    );
    const result = await idDocumentCheckOf(context);
    expect(result?.code).toBe('reported_lost_or_stolen');
    expect(result?.description).toContain('No document type was given');
    expect(asked).toHaveLength(3);
  });
});

describe('verdictSentence', () => {
  it('writes "an identity card" and "a passport"', () => {
    const noRule = { outcome: 'form_only', number: 'B1234567', rule: 'r' } as const;
    expect(verdictSentence(noRule, 'identity_card', 'BE')).toContain(
      'no national rule for an identity card of BE',
    );
    expect(verdictSentence(noRule, 'passport', 'BE')).toContain(
      'no national rule for a passport of BE',
    );
  });
});
