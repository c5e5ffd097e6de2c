/**
 * Every message text the checks build that a report shows, made by the checks' own code (or
 * taken from their own tables) and said in Dutch: a translation that exists, is not the English
 * itself, and holds no English word once quoted values are taken out. The builders are listed
 * here one by one, so a message added to a check without its Dutch fails here. (The finer
 * variants of each area: messages.test.ts and the other messages-*.test.ts files.)
 */
import { describe, expect, it } from 'vitest';
import type { CompanyCheckRequest } from '../../contract/company-check.js';
import type { Entity } from '../../entities/entity.js';
import { VeracheckError } from '../../errors/errors.js';
import { AddressIndexBuilder } from '../../registry/address-index-data.js';
import { lookupInIndex } from '../../registry/address-index-lookup.js';
import { readAddressInput } from '../../registry/address-input.js';
import { AddressIndex } from '../../registry/address-index.js';
import { registryWithoutReferenceData, type Registry } from '../../registry/registry.js';
import { createScreeningService } from '../../screening/default-service.js';
import { subjectsOf } from '../../screening/query-subject.js';
import { scoreMatch } from '../../screening/score/index.js';
import type { ScreeningQuery } from '../../screening/types.js';
import type { ViesAnswer } from '../../upstream/vies/index.js';
import { validateDocumentNumber } from '../../validators/id-document/index.js';
import type { CompanyCheckContext } from '../../checks/company/context.js';
import {
  equallyGoodRemark,
  identificationRemarks,
} from '../../checks/company/identification-remarks.js';
import { companyVatValidation } from '../../checks/company/vat.js';
import { ADDRESS_VALIDATION } from '../../checks/person/address-validation.js';
import {
  LIST_NOT_SERVED,
  NOT_LOOKED_UP,
  NOT_REPORTED,
  verdictSentence,
} from '../../checks/person/id-document-description.js';
import { NOT_IN_LATIN_LETTERS, PERSON_MATCH } from '../../checks/person/person-match.js';
import { compareGivenNames, GIVEN_NAMES_NOT_LATIN } from '../../checks/person/given-names.js';
import { givenNamesOf } from '../../checks/person/given-names-read.js';
import { PHONE_MATCH, PM06_OTHER_SCRIPT } from '../../checks/person/phone.js';
import { readPhoneNumber } from '../../checks/person/phone-number.js';
import { ADDRESS_MATCH } from '../../checks/person/resident-records.js';
import { completeAddress } from '../../checks/search-service.js';
import {
  company as companyParty,
  graphOf,
  owns,
  person as personParty,
} from '../../../test/ownership-parties.js';
import type { OwnerLink, Party } from '../../checks/ownership/graph.js';
import { computeUbos } from '../../checks/ownership/ubo.js';
import { ENGLISH_WORDS } from './english-words.test-data.js';
import { translateMessage } from './messages.js';

/** The Dutch of a message, which must be there, differ from it and hold no English word. */
function expectDutch(message: string, quoted = /"(?:[^"]|"(?![\s;,:.)]|$))*"/g): void {
  const said = translateMessage(message, 'nl');
  expect(said, `no Dutch for: ${message}`).toBeDefined();
  expect(said, message).not.toBe(message);
  // Quoted values (names, streets, a register's words) are the caller's or the register's own,
  // and a request field (company.status) is named as the API names it.
  const own = (said ?? '').replace(quoted, '""').replace(/\b[a-z]+\.[a-z_]+\b/g, '');
  expect(own, `English left in: ${said ?? ''}`).not.toMatch(ENGLISH_WORDS);
}

describe('every fixed message of the person checks', () => {
  it('has Dutch', () => {
    const fixed = [
      ...Object.values(PERSON_MATCH),
      ...Object.values(ADDRESS_VALIDATION),
      ...Object.values(ADDRESS_MATCH),
      ...Object.values(PHONE_MATCH),
      PM06_OTHER_SCRIPT,
      NOT_IN_LATIN_LETTERS,
      GIVEN_NAMES_NOT_LATIN,
      LIST_NOT_SERVED,
      NOT_REPORTED,
      NOT_LOOKED_UP,
    ];
    for (const message of fixed) expectDutch(message);
  });
});

describe('the address search: why no address was found', () => {
  // Kerkstraat 10 and 10-1, and Merkstraat 10, one letter from it.
  const builder = new AddressIndexBuilder(4);
  for (const addition of ['', '1']) {
    builder.add({
      postcode: '1017GA',
      houseNumber: 10,
      ...(addition && { addition }),
      street: 'Kerkstraat',
      city: 'Amsterdam',
      secondary: false,
    });
  }
  builder.add({
    postcode: '1017GC',
    houseNumber: 10,
    street: 'Merkstraat',
    city: 'Amsterdam',
    secondary: false,
  });
  const index = new AddressIndex(builder.finish());
  const registry: Registry = {
    ...registryWithoutReferenceData,
    lookupAddress: (partial) => Promise.resolve(lookupInIndex(index, partial, undefined)),
  };
  const detail = async (address: object, served: Registry = registry): Promise<string> => {
    const error = await completeAddress(served, { address }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VeracheckError);
    return (error as VeracheckError).message;
  };

  it('says each reason in Dutch', async () => {
    const details = [
      await detail({ zip_code: '1017GA', house_number: '10', house_number_extension: '3' }),
      await detail({ street: 'Xerkstraat', house_number: '10', city: 'Amsterdam' }),
      await detail({
        zip_code: '1017GC',
        house_number: '10',
        street: 'Foostraat',
        city: 'Rotterdam',
      }),
      await detail({ address_line_1: 'Unter den Linden 1, 10117 Berlin, Germany' }),
      await detail({ zip_code: '1017 GA', house_number: '10', country: 'BE' }),
      await detail({ zip_code: '9999ZZ', house_number: '1' }),
      await detail({ zip_code: '1017GA', house_number: '10' }, registryWithoutReferenceData),
    ];
    // Each builder gave its own reason.
    expect(new Set(details).size).toBe(details.length);
    for (const message of details) expectDutch(message);
    expect(translateMessage(details[0] ?? '', 'nl')).toBe(
      'Kerkstraat 10, 1017 GA Amsterdam bestaat, maar niet met die toevoeging; wel met: (geen toevoeging), 1.',
    );
  });
});

/** A company check's context over no register data; VIES answering as told. */
function companyContext(
  request: Omit<CompanyCheckRequest, 'type'>,
  answer?: ViesAnswer,
): CompanyCheckContext {
  return {
    request: { type: 'basic', ...request },
    today: '2026-11-27',
    organisation: { id: 'o', name: 'O', customSections: {}, createdAt: '2026-01-01T00:00:00.000Z' },
    registry: registryWithoutReferenceData,
    screening: createScreeningService(),
    ...(answer && { vies: { check: () => Promise.resolve(answer) } }),
    lookups: {},
    upstream: [],
    shared: new Map(),
  };
}

const company = (id: string, name: string, properties: Record<string, string[]> = {}): Entity => ({
  id,
  schema: 'Company',
  properties: { name: [name], registrationNumber: [id], ...properties },
});

describe('the company identification remarks', () => {
  it('says each remark in Dutch', async () => {
    const pinas = company('12345678', 'Pinas Makelaars B.V.', {
      status: ['Surseance van betaling'],
    });
    const other = company('87654321', 'Noorder Handel B.V.');
    const byNumber = { by: 'chamber_of_commerce_number' as const, found: [pinas] };
    const remarks = [
      // Another name, a VAT number of another company, a status the contract has no code for.
      ...(await identificationRemarks(
        companyContext({ company: { name: 'Bakkerij Jansen' } }),
        [byNumber, { by: 'vat_number', found: [other] }, { by: 'search_identifier', found: [] }],
        byNumber,
        pinas,
      )),
      // Found by a close name of another legal entity.
      ...(await identificationRemarks(
        companyContext({ company: { name: 'Pinas Makelaars Holding N.V.' } }),
        [{ by: 'name', found: [pinas] }],
        { by: 'name', found: [pinas] },
        pinas,
      )),
      equallyGoodRemark('name', [pinas, other]),
      equallyGoodRemark('chamber_of_commerce_number', [pinas]),
    ];
    expect(remarks.length).toBeGreaterThanOrEqual(6);
    for (const remark of remarks) expectDutch(remark);
  });
});

describe('the VAT validation', () => {
  const NL_VALID = 'NL123456782B01';
  const described = async (vatNumber: string, answer?: ViesAnswer) => {
    const context = companyContext(
      { vat_number: vatNumber, company: { name: 'Pinas Makelaars B.V.' } },
      answer,
    );
    const part = await companyVatValidation.compute(context);
    return part?.vat_validation?.result_description ?? '';
  };

  it('says each outcome in Dutch', async () => {
    const descriptions = [
      await described(NL_VALID, {
        status: 'valid',
        name: 'PINAS MAKELAARS B.V.',
        cached: false,
        ms: 1,
      }),
      await described(NL_VALID, {
        status: 'valid',
        name: 'DE VRIES HANDEL',
        cached: false,
        ms: 1,
      }),
      await described(NL_VALID, { status: 'invalid', cached: false, ms: 1 }),
      await described(NL_VALID, {
        status: 'unavailable',
        error: 'MS_UNAVAILABLE',
        cached: false,
        ms: 1,
      }),
      await described(NL_VALID),
      await described('NL123456789B01'),
    ];
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) expectDutch(description);
  });
});

describe('the id document number and the telephone number', () => {
  it('says each verdict on a document number in Dutch', () => {
    const numbers = [
      ['passport', 'NL', 'SPECI2014'],
      ['passport', 'NL', 'XX'],
      ['identity_card', 'BE', '591234567829'],
      ['identity_card', 'BE', '591234567830'],
      ['passport', 'DE', 'C01X00T47'],
      ['passport', 'DE', 'AB1'],
      ['drivers_license', 'DE', 'B072RRE2I55'],
      ['drivers_license', 'NL', '12'],
    ] as const;
    for (const [type, country, number] of numbers) {
      expectDutch(
        verdictSentence(validateDocumentNumber({ type, country, number }), type, country),
      );
    }
  });

  it('says why a telephone number is not valid in Dutch', () => {
    const problems = [
      readPhoneNumber('12', 'NL'),
      readPhoneNumber('0612345678901', 'NL'),
      readPhoneNumber('+32 1', 'NL'),
      readPhoneNumber('+999 123456', 'NL'),
      readPhoneNumber('hello', 'NL'),
    ].map((reading) => reading.problem);
    for (const problem of problems) {
      if (problem !== undefined) expectDutch(`${PHONE_MATCH.PM09}: ${problem}`);
    }
    expect(problems.filter((p) => p !== undefined).length).toBeGreaterThanOrEqual(3);
  });
});

describe('the explanation of a screening score', () => {
  const details = (query: ScreeningQuery, listed: ScreeningQuery): string[] =>
    scoreMatch(subjectsOf(query).subject, subjectsOf(listed).subject, {
      weightOf: () => 1,
    }).features.map((feature) => feature.detail);

  it('says each detail in Dutch', () => {
    const person = (names: string[], extra: Partial<ScreeningQuery> = {}): ScreeningQuery => ({
      kind: 'person',
      names,
      ...extra,
    });
    const said = [
      // Words missing on either side, another birth date, no country in common.
      ...details(
        person(['Ivan Sergeyevich Petrov'], { birthDates: ['1961-07-04'], countries: ['nl'] }),
        person(['Ivan Petrov Volkov'], { birthDates: ['1961-07-05'], countries: ['ru'] }),
      ),
      // A birth year alone, another gender.
      ...details(
        person(['Anna Jansen'], { birthDates: ['1978-06-01'], gender: 'female' }),
        person(['Anna Jansen'], { birthDates: ['1977'], gender: 'male' }),
      ),
      // A name alone against given names; a shared identifier.
      ...details(person(['Jansen']), person(['Pieter Jansen'])),
      ...details(
        person(['Anna Jansen'], { identifiers: ['NL123'] }),
        person(['Maria Smit'], { identifiers: ['NL123'] }),
      ),
      ...details(
        { kind: 'company', names: ['Acme Shipping B.V.'] },
        { kind: 'company', names: ['Shipping Acme Ltd'] },
      ),
    ];
    expect(said.length).toBeGreaterThanOrEqual(8);
    // The names compared are the subject's and the list's own, in the detail's single quotes.
    for (const detail of said) expectDutch(detail, /'[^']*'/g);
  });
});

describe('the roles of a UBO', () => {
  it('says each share in Dutch: known, a band, and the bound bands give', async () => {
    const band = (owner: Party, low: number, high: number): OwnerLink => ({
      owner,
      range: { low, high, lowExclusive: true, text: `${low}-${high}%` },
    });
    const result = computeUbos(
      await graphOf({
        root: [
          owns(personParty('p'), 30),
          owns(companyParty('H'), 60),
          band(personParty('b'), 50, 75),
          band(companyParty('K'), 25, 50),
        ],
        H: [owns(personParty('q'), 100)],
        K: [owns(personParty('r'), 100)],
      }),
    );
    const competencies = result.ubos.flatMap((ubo) => ubo.roles.map((role) => role.competency));
    // Direct, indirect, a band of its own, and a bound through a band.
    expect(competencies.length).toBeGreaterThanOrEqual(4);
    for (const competency of competencies) expectDutch(competency);
  });
});

describe('why an address cannot be read (address_validation P05)', () => {
  it('says each problem in Dutch', () => {
    const addresses = [
      { zip_code: '1017', house_number: '10' },
      { zip_code: '1017GA', house_number: 'tien' },
      { zip_code: '1017GA', house_number: '10', country: 'Atlantis' },
      { zip_code: '1017GA', house_number: '10', house_number_extension: 'ABCDEFGHIJKL' },
      { zip_code: '1017GA', house_number: '10A', house_number_extension: 'B' },
      { address_line_1: 'Merelstraat 1B Amsterdam' },
      { address_line_1: 'Hoofdweg 1234 AB Amsterdam' },
    ];
    const problems = addresses.map((address) => {
      const read = readAddressInput(address).problems;
      return `${ADDRESS_VALIDATION.P05}: ${read.map((problem) => problem.message).join('; ')}`;
    });
    expect(new Set(problems).size).toBe(addresses.length);
    for (const problem of problems) expectDutch(problem);
  });
});

describe('how given names compare', () => {
  it('says each note in Dutch', () => {
    const notes = (
      [
        ['Jan-Willem', undefined, undefined, 'J.'],
        ['Jan', undefined, 'Piet', undefined],
        [undefined, 'J.W.', undefined, 'J.P.'],
        [undefined, 'P.', 'Jan', undefined],
        ['Jan', undefined, undefined, 'P.'],
      ] as const
    ).flatMap(([name, initials, knownName, knownInitials]) =>
      [true, false].flatMap(
        (discreet) =>
          compareGivenNames(
            givenNamesOf(name, initials),
            givenNamesOf(knownName, knownInitials),
            discreet,
            true,
          ).notes,
      ),
    );
    expect(notes.length).toBeGreaterThanOrEqual(3);
    for (const note of notes) expectDutch(note);
  });
});
