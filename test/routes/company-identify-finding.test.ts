/**
 * How a company check finds the company on the fictitious demo data: register data, not list
 * entries; names with invisible characters; search identifiers checked before they are used.
 */
import { describe, expect, it } from 'vitest';
import {
  companyCheck,
  demo,
  listed,
  lookup,
  useCompanyIdentifyContext,
  value,
  type CompanyResult,
} from './company-identify-context.js';

useCompanyIdentifyContext();

describe('finding the company of a check', () => {
  it('takes the register company for a name a sanctions list also carries', async () => {
    expect(listed.length).toBeGreaterThan(0);
    for (const { entry, registered } of listed) {
      const name = value(entry, 'name');
      const result = await companyCheck({ type: 'compliance', company: { name } });
      expect(lookup(result)?.entity_id, name).toBe(registered.id);
      // Not a candidate either: a name never identifies a list entry as the company.
      expect(JSON.stringify(lookup(result)), name).not.toContain(`"${entry.id}"`);
      expect(result.company?.chamber_of_commerce_number).toBe(
        value(registered, 'registrationNumber'),
      );
      expect(result.company?.status, name).toBeTruthy();
      // The list entry is what screening finds.
      expect(result.registrations?.length, name).toBeGreaterThan(0);
    }
  });

  it.each(['\u200b', '\u200e', '\u200f', '\u2060', '\ufeff', '\u00ad'])(
    'reads a company name with invisible characters in it as written without (%#)',
    async (invisible) => {
      const { entry, registered } = listed[0] ?? {};
      const name = value(entry ?? { id: '', schema: 'Company', properties: {} }, 'name');
      const clean = await companyCheck({ type: 'compliance', company: { name } });
      const hidden = `${name.slice(0, 2)}${invisible}${name.slice(2)}${invisible}`;
      const result = await companyCheck({ type: 'compliance', company: { name: hidden } });
      expect(lookup(result)?.entity_id).toBe(registered?.id);
      expect(result.registrations).toEqual(clean.registrations);
      expect(result.registrations?.length).toBeGreaterThan(0);
    },
  );

  it('reads a zero-width space between two words as the word break it marks', async () => {
    const showcase = await companyCheck({ type: 'basic', chamber_of_commerce_number: '12345678' });
    const name = showcase.company?.name ?? '';
    expect(name).toContain(' ');
    const joined = name.replace(' ', '\u200b');
    const result = await companyCheck({ type: 'basic', company: { name: joined } });
    expect(result.company?.chamber_of_commerce_number).toBe('12345678');
  });

  it.each(['\u200b', '\u00a0'])(
    'makes no name remark where a word break is written as %j, by name or by number',
    async (mark) => {
      const showcase = await companyCheck({
        type: 'basic',
        chamber_of_commerce_number: '12345678',
      });
      const registered = showcase.company?.name ?? '';
      // As written without its legal form ("Pinas\u200bMakelaars"), and with it.
      const names = [registered.replace(/ B\.V\.$/, ''), registered].map((n) =>
        n.replaceAll(' ', mark),
      );
      // The remark reads the name as the lookup does: the mark is the word break it stands for.
      for (const request of names.flatMap((name) => [
        { type: 'basic', company: { name } },
        { type: 'basic', chamber_of_commerce_number: '12345678', company: { name } },
      ])) {
        const result = await companyCheck(request);
        expect(result.company?.chamber_of_commerce_number).toBe('12345678');
        expect(
          (lookup(result) as { remarks?: string[] }).remarks,
          JSON.stringify(request),
        ).toBeUndefined();
      }
    },
  );

  it.each([' Holding B.V.', ' N.V.'])(
    'says so where the name given differs from the company found by it (%s)',
    async (ending) => {
      const showcase = await companyCheck({
        type: 'basic',
        chamber_of_commerce_number: '12345678',
      });
      const name = (showcase.company?.name ?? '').replace(/ B\.V\.$/, ending);
      const result = await companyCheck({ type: 'basic', company: { name } });
      expect(result.company?.chamber_of_commerce_number).toBe('12345678');
      expect((lookup(result) as { remarks?: string[] }).remarks).toEqual([
        expect.stringMatching(
          /^the name given, ".*", is not the company's name .*: its words or legal form differ$/,
        ),
      ]);
      // The name as registered: no remark.
      const same = await companyCheck({ type: 'basic', company: { name: showcase.company?.name } });
      expect((lookup(same) as { remarks?: string[] }).remarks).toBeUndefined();
    },
  );

  it('makes no such remark where the name given is the company’s spelled otherwise', async () => {
    const showcase = await companyCheck({ type: 'basic', chamber_of_commerce_number: '12345678' });
    const name = showcase.company?.name ?? '';
    // A letter of the longest word left out: a slip, not another legal entity.
    const longest = name.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
    const typo = name.replace(longest, longest.slice(0, 3) + longest.slice(4));
    expect(typo).not.toBe(name);
    const result = await companyCheck({ type: 'basic', company: { name: typo } });
    expect(result.company?.chamber_of_commerce_number).toBe('12345678');
    expect((lookup(result) as { remarks?: string[] }).remarks).toBeUndefined();
  });

  it('narrows a name by the address given, as search does, and names the companies elsewhere', async () => {
    const showcase = await companyCheck({ type: 'basic', chamber_of_commerce_number: '12345678' });
    const name = showcase.company?.name ?? '';
    const city = showcase.company?.address?.city ?? '';
    expect(name).not.toBe('');
    const here = await companyCheck({ type: 'basic', company: { name, address: { city } } });
    expect(here.company?.chamber_of_commerce_number).toBe('12345678');
    // A street and city misspelt as the address search forgives them are the same address.
    const registered = showcase.company?.address;
    const typed = {
      street: (registered?.street ?? '').replace(/straat$/, 'str'),
      house_number: registered?.house_number ?? '',
      city: `${city.slice(0, -2)}${city.slice(-1)}`,
    };
    const misspelt = await companyCheck({ type: 'basic', company: { name, address: typed } });
    expect(misspelt.company?.chamber_of_commerce_number, JSON.stringify(typed)).toBe('12345678');
    // Given as address lines, the address narrows the same way.
    const asLines = {
      address_line_1: `${registered?.street ?? ''} ${registered?.house_number ?? ''}`,
      address_line_2: city,
    };
    const byLines = await companyCheck({ type: 'basic', company: { name, address: asLines } });
    expect(byLines.company?.chamber_of_commerce_number).toBe('12345678');
    const elsewhereByLines = await companyCheck({
      type: 'basic',
      company: {
        name,
        address: { address_line_1: 'Qwertyweg 1', address_line_2: '9999 ZZ Nergens' },
      },
    });
    expect(elsewhereByLines.company).toBeUndefined();
    // The country as a code or a name in one of six languages is the same country.
    for (const country of ['NLD', 'Nederland', 'Netherlands', 'Pays-Bas']) {
      const named = await companyCheck({
        type: 'basic',
        company: { name, address: { city, country } },
      });
      expect(named.company?.chamber_of_commerce_number, country).toBe('12345678');
    }
    for (const address of [{ city: 'Rotterdamm' }, { zip_code: '9999ZZ', house_number: '1' }]) {
      const elsewhere = await companyCheck({ type: 'basic', company: { name, address } });
      expect(elsewhere.company, JSON.stringify(address)).toBeUndefined();
      const lookups = JSON.parse(elsewhere.backend_data) as {
        lookups: { name_candidates_at_other_addresses?: { name: string }[] };
      };
      expect(lookups.lookups.name_candidates_at_other_addresses?.[0]?.name).toBe(name);
    }
  });

  it('remarks where the name, address or a number given is not the company found', async () => {
    const showcase = await companyCheck({ type: 'basic', chamber_of_commerce_number: '12345678' });
    const name = showcase.company?.name ?? '';
    const remarks = (result: CompanyResult) =>
      (lookup(result) as { remarks?: string[] } | undefined)?.remarks ?? [];
    // Its own name, in other case and without legal form, and its own city: nothing to say.
    const own = await companyCheck({
      type: 'basic',
      chamber_of_commerce_number: '12345678',
      company: {
        name: name.replace(/\s*B\.V\.$/, '').toUpperCase(),
        address: { city: showcase.company?.address?.city ?? '' },
      },
    });
    expect(remarks(own)).toEqual([]);
    const other = await companyCheck({
      type: 'basic',
      chamber_of_commerce_number: '12345678',
      company: {
        name: 'Totally Different Holding',
        address: { zip_code: '9999ZZ', house_number: '1' },
      },
    });
    expect(other.company?.chamber_of_commerce_number).toBe('12345678');
    expect(remarks(other)).toEqual([
      `the name given, "Totally Different Holding", is not the company's name (${name} (12345678))`,
      expect.stringMatching(
        /^the address given is not the company's registered address \(.+\): another postcode, house number$/,
      ),
    ]);
    // Another street at the same number in the same city, another country: said as well.
    const street = await companyCheck({
      type: 'basic',
      chamber_of_commerce_number: '12345678',
      company: {
        address: {
          street: 'Zwaluwlaan',
          house_number: showcase.company?.address?.house_number ?? '',
          city: showcase.company?.address?.city ?? '',
          country: 'BE',
        },
      },
    });
    expect(remarks(street)).toEqual([expect.stringMatching(/: another country, street$/)]);
    // An address part that cannot be read is refused, naming it, as company search refuses it.
    for (const [address, paths] of [
      [{ country: 'Atlantis' }, ['/company/address/country']],
      [
        { zip_code: 'ABC', house_number: 'abc' },
        ['/company/address/house_number', '/company/address/zip_code'],
      ],
      [{ zip_code: '1020AB', house_number: '0' }, ['/company/address/house_number']],
    ] as const) {
      const refused = await demo.ctx.app.inject({
        method: 'POST',
        url: '/v1/company-checks',
        payload: { type: 'basic', chamber_of_commerce_number: '12345678', company: { address } },
        headers: { authorization: demo.ctx.alice.authorization },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual(
        paths,
      );
    }
    // The same address given as lines, misspelt: nothing to say.
    const lines = await companyCheck({
      type: 'basic',
      chamber_of_commerce_number: '12345678',
      company: {
        address: {
          address_line_1: `${(showcase.company?.address?.street ?? '').replace(/straat$/, 'str')} ${showcase.company?.address?.house_number ?? ''}`,
          address_line_2: showcase.company?.address?.city ?? '',
        },
      },
    });
    expect(remarks(lines)).toEqual([]);
    // A registration number in no record, beside a VAT number that finds a company.
    const vat = showcase.vat_validation?.vat_number ?? '';
    const unknown = await companyCheck({
      type: 'basic',
      chamber_of_commerce_number: '99999999',
      vat_number: vat,
    });
    expect(unknown.company?.chamber_of_commerce_number).toBe('12345678');
    expect(remarks(unknown)).toEqual([
      'the chamber_of_commerce_number given is in no register record; the company was found by vat_number',
    ]);
  });

  it('names a list entry with the same number as another candidate, not as an equally good one', async () => {
    const { entry, registered } = listed[0] ?? {};
    const number = value(
      registered ?? { id: '', schema: 'Company', properties: {} },
      'registrationNumber',
    );
    const result = await companyCheck({ type: 'basic', chamber_of_commerce_number: number });
    const company = (
      JSON.parse(result.backend_data) as {
        lookups: {
          company?: {
            entity_id?: string;
            other_candidates?: { id: string; equally_good: boolean; list_entry?: boolean }[];
          };
        };
      }
    ).lookups.company;
    expect(company?.entity_id).toBe(registered?.id);
    expect(company?.other_candidates).toContainEqual(
      expect.objectContaining({ id: entry?.id, equally_good: false, list_entry: true }),
    );
  });
});
