/**
 * A Dutch report says everything in Dutch: for company and person checks of every type on the
 * demo data, and checks whose requests make the checks write their rarer messages (remarks of
 * the company identification, corrected and foreign addresses, numbers that are not valid), no
 * message is left in English (marked lang="en") and no English word is left in the text once the
 * values of the result (names, addresses, list entries) are taken out.
 */
import { describe, expect, it } from 'vitest';
import { ENGLISH_WORDS } from '../src/reports/labels/english-words.test-data.js';
import { MESSAGE_FIELDS } from '../src/reports/html-fields.js';
import { decodeEntities } from '../src/reports/pdf/html-tree.js';
import { demoPersonRequest } from './demo-registry.js';
import { useDemoFixture } from './demo-fixture.js';

/**
 * What the checks write in words: the fields the report translates, and those it shows in
 * other places (remarks, score details, screened parties); kept in the text, so an English one
 * is found.
 */
const WORDS_OF_CHECKS = new Set([...MESSAGE_FIELDS, 'remarks', 'detail', 'source']);

/** Every value in a JSON value (backend_data parsed too), but what the checks write in words. */
function values(value: unknown, key = ''): string[] {
  if (WORDS_OF_CHECKS.has(key)) return [];
  if (typeof value === 'string') {
    if (value.startsWith('{')) {
      try {
        return values(JSON.parse(value));
      } catch {
        return [value];
      }
    }
    return [value];
  }
  if (Array.isArray(value)) return value.flatMap((item) => values(item, key));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => values(v, k));
  }
  return [];
}

/** The visible texts of a report, codes and the values of its result taken out. */
function ownTexts(html: string, result: unknown): string[] {
  // The organisation's name is a value too.
  const organisation = /<th scope="row">Organisatie<\/th><td>([^<]*)</.exec(html)?.[1] ?? '';
  const taken = [...values(result), decodeEntities(organisation)]
    .filter((v) => v.length > 2)
    .sort((a, b) => b.length - a.length);
  return html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .replace(/<span class="code">[^<]*<\/span>/g, ' ')
    .split(/<[^>]*>/)
    .map(decodeEntities)
    .map((text) => taken.reduce((left, value) => left.split(value).join(' '), text))
    .filter((text) => text.trim() !== '');
}

describe('a Dutch report', () => {
  const demo = useDemoFixture();

  async function dutchReport(url: string, payload: object) {
    const response = await demo.ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: demo.ctx.alice.authorization },
      payload: { ...payload, report_view: true, report_language: 'nl' },
    });
    expect(response.statusCode).toBe(200);
    const {
      report_html: html,
      report_pdf: _pdf,
      ...result
    } = response.json<{
      report_html: string;
      report_pdf: string;
    }>();
    return { html, result };
  }

  function expectDutch(html: string, result: object, what: string) {
    const english = [...html.matchAll(/<span lang="en">(.*?)<\/span>/g)].map((m) => m[1]);
    expect(english, what).toEqual([]);
    const left = ownTexts(html, result).filter((text) => ENGLISH_WORDS.test(text));
    expect(left, what).toEqual([]);
  }

  const companyTypes = ['basic', 'basic_plus', 'standard', 'extended', 'kvk', 'mkb', 'ubo'];
  // The showcase (foreign parents, a sanctioned UBO, a PEP director) and company 1 of the
  // demo's ownership cycle.
  for (const number of ['12345678', '12393949']) {
    it(`has no English in company checks of every type: ${number}`, async () => {
      for (const type of [...companyTypes, 'compliance']) {
        const { html, result } = await dutchReport('/v1/company-checks', {
          type,
          chamber_of_commerce_number: number,
        });
        expectDutch(html, result, `${type} ${number}`);
      }
    });
  }

  it('has no English in the remarks of the company identification', async () => {
    const { html, result } = await dutchReport('/v1/company-checks', {
      type: 'basic',
      chamber_of_commerce_number: '12345678',
      vat_number: 'NL001234567B01',
      company: {
        name: 'Bakkerij Jansen',
        address: { street: 'Kerkstraat', house_number: '1', city: 'Utrecht', country: 'Belgique' },
      },
    });
    // The remarks are there, in Dutch.
    expect(html).toContain('de opgegeven naam &quot;Bakkerij Jansen&quot; is niet de naam');
    expect(html).toContain('het opgegeven adres is niet het ingeschreven adres');
    expectDutch(html, result, 'remarks');
  });

  it('has no English in person checks of every type', async () => {
    for (const type of ['basic', 'basic_plus', 'standard', 'extended', 'full', 'compliance']) {
      const { html, result } = await dutchReport(
        '/v1/person-checks',
        demoPersonRequest(demo.person, type),
      );
      expectDutch(html, result, type);
    }
  });

  it('has no English in the rarer messages of person checks', async () => {
    const { resident } = demo.person;
    const requests = [
      // Another date of birth, a number too short, a document number that breaks its rule.
      demoPersonRequest(demo.person, 'full', {
        person: { last_name: resident.last_name, date_of_birth: '1901-01-01', phone_number: '12' },
        id_document: { type: 'passport', number: 'XX' },
      }),
      // No date of birth; an extension the address does not have; a country not read.
      demoPersonRequest(demo.person, 'full', {
        person: { initials: 'X.', last_name: resident.last_name },
        address: {
          zip_code: resident.postcode,
          house_number: resident.house_number,
          house_number_extension: 'Z',
        },
        id_document: { type: 'identity_card', country: 'Atlantis', number: 'SPECI2014' },
      }),
      // A foreign address and telephone, a document type not checked.
      demoPersonRequest(demo.person, 'full', {
        address: { street: 'Baker Street', house_number: '221B', city: 'London', country: 'GB' },
        person: {
          first_name: 'Jan',
          last_name: 'Jansen',
          date_of_birth: '1980-01-01',
          phone_number: '+44 20 7946 0000',
        },
        id_document: { type: 'visa', number: '123' },
      }),
      // An address that is not in the address data, and one without a number.
      {
        type: 'full',
        person: { last_name: 'Jansen' },
        address: { zip_code: '9999ZZ', house_number: '999' },
      },
      { type: 'full', address: { city: 'Amsterdam' } },
    ];
    for (const [index, request] of requests.entries()) {
      const { html, result } = await dutchReport('/v1/person-checks', request);
      expectDutch(html, result, `request ${index + 1}`);
    }
  });
});
