import { describe, expect, it } from 'vitest';
import { isSeniorManagingRole, rolePercentage, roleStartDate } from './roles.js';

describe('isSeniorManagingRole', () => {
  it.each([
    'Bestuurder',
    'Statutair bestuurder',
    'bestuurslid',
    'Lid raad van bestuur',
    'Director',
    'Managing Director',
    'Executive director',
    'Algemeen directeur',
    'CEO',
    'Chief Executive Officer',
    'Voorzitter',
    'Secretaris',
    'Penningmeester',
    'Chairman of the board',
    'President',
    'Vennoot',
    'Beherend vennoot',
    'Eigenaar',
    'Geschäftsführer',
    'Gérant',
  ])('counts %s', (role) => {
    expect(isSeniorManagingRole(role)).toBe(true);
  });

  it.each([
    'Commissaris',
    'President-commissaris',
    'Voorzitter raad van commissarissen',
    'Lid raad van toezicht',
    'Supervisory director',
    'Member of the supervisory board',
    'Non-executive director',
    'Aufsichtsrat',
    'Procuratiehouder',
    'Procuratiehouder met titel directeur',
    'Gevolmachtigde',
    'Proxy holder',
    'Prokurist',
    'Authorised signatory',
    'Commanditaire vennoot',
    'Plaatsvervangend bestuurder',
    'Deputy director',
    'Company secretary',
    'Aandeelhouder',
    '',
  ])('does not count %s', (role) => {
    expect(isSeniorManagingRole(role)).toBe(false);
  });
});

describe('roleStartDate', () => {
  it('is the latest of full dates, as a date-time', () => {
    expect(roleStartDate(['2012-06-30', '2018-01-01', '2015-01-01'])).toBe(
      '2018-01-01T00:00:00.000Z',
    );
    // A date-time counts by its calendar date as written, the day the register names.
    expect(roleStartDate(['2018-01-01T12:00:00+02:00'])).toBe('2018-01-01T00:00:00.000Z');
    expect(roleStartDate(['2011-04-05T23:30:00-05:00'])).toBe('2011-04-05T00:00:00.000Z');
    expect(roleStartDate(['2011-04-05T23:30:00-05:00', '2011-04-05'])).toBe(
      '2011-04-05T00:00:00.000Z',
    );
    // FtM also writes the time after a space; function_date reads that day too.
    expect(roleStartDate(['2011-04-05 23:30:00'])).toBe('2011-04-05T00:00:00.000Z');
  });

  it('is undefined when a date is missing, partial or no date', () => {
    expect(roleStartDate(['2012-06-30', undefined])).toBeUndefined();
    expect(roleStartDate(['2012'])).toBeUndefined();
    expect(roleStartDate(['2012-05'])).toBeUndefined();
    expect(roleStartDate(['2012-13-45'])).toBeUndefined();
    expect(roleStartDate([])).toBeUndefined();
  });
});

describe('rolePercentage', () => {
  it('has two decimals', () => {
    expect(rolePercentage(60)).toBe('60.00 %');
    expect(rolePercentage(7.8)).toBe('7.80 %');
  });
});
