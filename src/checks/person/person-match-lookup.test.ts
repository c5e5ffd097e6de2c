/** person_match: the residents asked by family name and date of birth, and who of them fits. */
import { describe, expect, it } from 'vitest';
import { KERKSTRAAT, residentsRegistry } from '../../../test/person-match-context.js';
import { personMatchSection } from './person-match.js';

describe('person_match by date of birth', () => {
  it('finds a name run into a Romance particle (Dossantos) by the date of birth, as the history reads it', async () => {
    // A dos Santos, and a Santos born the same day at Kerkstraat 10 (all fictitious).
    const DOS_SANTOS = '3511AB,10,,J.,João,dos,Santos,1980-04-12,M,2015-01-01,2026-05-01';
    const SANTOS = '1017GA,10,,J.,João,,Santos,1980-04-12,M,2015-01-01,2026-05-01';
    const run = async (rows: string[], last_name: string, address?: typeof KERKSTRAAT) => {
      const asked: string[] = [];
      const person = { first_name: 'João', last_name, date_of_birth: '1980-04-12' };
      const context = {
        request: { type: 'basic' as const, person, ...(address && { address }) },
        registry: residentsRegistry(rows, { asked }),
        shared: new Map(),
        lookups: {},
      };
      return { result: (await personMatchSection.compute(context))?.person_match, asked };
    };
    const found = await run([DOS_SANTOS, SANTOS], 'Dossantos');
    expect(found.asked).toContain('residents-by-person:santos|1980-04-12');
    // Compared by the usual rules: dos Santos is Dossantos written apart (PF02).
    expect(found.result?.code).toBe('PF02');
    expect(found.result?.person?.last_name_prefix).toBe('dos');
    expect(found.result?.message).toContain('(written as one word)');
    // Given at the Santos's address, dos Santos is still the one found; Santos is not the name.
    const atSantos = await run([DOS_SANTOS, SANTOS], 'Dossantos', KERKSTRAAT);
    expect(atSantos.result?.code).toBe('PF02');
    expect(atSantos.result?.person?.last_name_prefix).toBe('dos');
    expect((await run([SANTOS], 'Dossantos')).result?.code).toBe('PF05');
    // Da is part of the name (da Silva is dasilva): Dasilva is not asked as Silva.
    const dasilva = await run([], 'Dasilva');
    expect(dasilva.asked).not.toContain('residents-by-person:silva|1980-04-12');
  });

  it('finds a name with its particles run together as the name with them apart, both ways', async () => {
    // A de la Croix and a de los Santos, and a Delacroix written whole (all fictitious).
    const rows = [
      '3511AB,10,,J.,João,de la,Croix,1980-04-12,M,2015-01-01,2026-05-01',
      '3511AB,10,,J.,João,de los,Santos,1980-04-12,M,2015-01-01,2026-05-01',
      '1017GA,10,,P.,Pedro,,Delacroix,1975-01-01,M,2015-01-01,2026-05-01',
    ];
    const run = async (last_name: string, date_of_birth: string, first_name = 'João') => {
      const asked: string[] = [];
      const person = { first_name, last_name, date_of_birth };
      const context = {
        request: { type: 'basic' as const, person },
        registry: residentsRegistry(rows, { asked }),
        shared: new Map(),
        lookups: {},
      };
      return { result: (await personMatchSection.compute(context))?.person_match, asked };
    };
    const delacroix = await run('Delacroix', '1980-04-12');
    expect(delacroix.asked).toContain('residents-by-person:croix|1980-04-12');
    expect(delacroix.result?.code).toBe('PF02');
    expect(delacroix.result?.person?.last_name_prefix).toBe('de la');
    expect((await run('de la Croix', '1975-01-01', 'Pedro')).result?.code).toBe('PF02');
    const delos = await run('Delos Santos', '1980-04-12');
    expect(delos.result?.code).toBe('PF02');
    expect(delos.result?.message).toContain(
      'prefix "Delos" is "de los" in the residents data (written as one word)',
    );
    // Not asked as a double name of which Delos is one, nor Delden as Den.
    expect(delos.asked).not.toContain('residents-by-person:delos|1980-04-12');
    const delden = await run('Delden', '1980-04-12');
    expect(delden.asked).not.toContain('residents-by-person:den|1980-04-12');
  });

  it('finds one name of a double name with its prefix run together as the data writes it', async () => {
    // A Flemish Vander Berg whose prefix the data keeps in the last name (all fictitious).
    const rows = ['3511AB,10,,J.,Jan,,Vander Berg,1980-04-12,M,2015-01-01,2026-05-01'];
    for (const last_name of ['Jansen-Vander Berg', 'Vander Berg-Jansen']) {
      const asked: string[] = [];
      const context = {
        request: {
          type: 'basic' as const,
          person: { first_name: 'Jan', last_name, date_of_birth: '1980-04-12' },
        },
        registry: residentsRegistry(rows, { asked }),
        shared: new Map(),
        lookups: {},
      };
      const result = (await personMatchSection.compute(context))?.person_match;
      expect(asked, last_name).toContain('residents-by-person:vanderberg|1980-04-12');
      expect(result?.code, last_name).toBe('PF02');
    }
  });

  it('does not take a resident named as the particles run together for the name (Delos)', async () => {
    const rows = ['1017GA,10,,J.,João,,Delos,,M,2015-01-01,2026-05-01'];
    const person = { first_name: 'João', last_name: 'Delos Santos' };
    const context = {
      request: { type: 'basic' as const, person, address: KERKSTRAAT },
      registry: residentsRegistry(rows),
      shared: new Map(),
      lookups: {},
    };
    const result = (await personMatchSection.compute(context))?.person_match;
    expect(result?.code).toBe('PF05');
  });

  it('takes a particle inside a double name for a particle, not a resident of that name (Da)', async () => {
    const rows = [
      '1017GA,10,,A.,Anna,,Da,,F,2015-01-01,2026-05-01',
      '3511AB,10,,A.,Anna,da,Silva,,F,2015-01-01,2026-05-01',
    ];
    const run = async (address: { zip_code: string; house_number: string }) => {
      const person = { first_name: 'Anna', last_name: 'da Silva Santos' };
      const context = {
        request: { type: 'basic' as const, person, address },
        registry: residentsRegistry(rows),
        shared: new Map(),
        lookups: {},
      };
      return (await personMatchSection.compute(context))?.person_match;
    };
    expect((await run(KERKSTRAAT))?.code).toBe('PF05');
    // A da Silva is one name of it, particle and all (found at the address given).
    const silva = await run({ zip_code: '3511AB', house_number: '10' });
    expect(silva?.code).toBe('PF04');
    expect(silva?.message).toContain('of which "da Silva" in the residents data is one');
  });

  it('finds a resident under the name with its particle (da Silva, Das Gupta) written in one field', async () => {
    const run = async (
      rows: string[],
      last_name: string,
      address?: { zip_code: string; house_number: string },
    ) => {
      const person = { first_name: 'Ana', last_name, date_of_birth: '1980-04-12' };
      const context = {
        request: { type: 'basic' as const, person, ...(address && { address }) },
        registry: residentsRegistry(rows),
        shared: new Map(),
        lookups: {},
      };
      return (await personMatchSection.compute(context))?.person_match;
    };
    const row = (last: string) => `3511AB,10,,A.,Ana,,${last},1980-04-12,F,2015-01-01,2026-05-01`;
    // By the date of birth, as a resident with the prefix da in its own field is found.
    for (const [given, known] of [
      ['Ferreira da Silva', 'da Silva'],
      ['Kumar Das Gupta', 'Das Gupta'],
    ] as const) {
      const found = await run([row(known)], given);
      expect(found?.code, given).toBe('PF02');
      expect(found?.message, given).toContain(`of which "${known}" in the residents data is one`);
    }
    // And the other way round at the address given (residents are keyed whole).
    const atAddress = await run([row('Ferreira da Silva')], 'da Silva', {
      zip_code: '3511AB',
      house_number: '10',
    });
    expect(atAddress?.code).toBe('PF02');
    expect(atAddress?.message).toContain('of which "da Silva" is one');
  });

  it('does not take a Ney born the same day for Delaney, though Delaney also asks ney (de la)', async () => {
    const asked: string[] = [];
    const person = { first_name: 'Ana', last_name: 'Delaney', date_of_birth: '1980-04-12' };
    const context = {
      request: { type: 'basic' as const, person },
      registry: residentsRegistry(['3511AB,10,,A.,Ana,,Ney,1980-04-12,F,2015-01-01,2026-05-01'], {
        asked,
      }),
      shared: new Map(),
      lookups: {},
    };
    const result = (await personMatchSection.compute(context))?.person_match;
    expect(asked).toContain('residents-by-person:ney|1980-04-12');
    expect(result?.code).toBe('PF05');
  });
});
