import { describe, expect, it } from 'vitest';
import type { Entity } from '../entities/entity.js';
import { createScreeningService } from './default-service.js';
import { cutOf, type ListSource } from './service.js';

/** The day screened on (the check's day), after the end dates of the measures below. */
const TODAY = '2026-11-27';

const listed = (id: string, name: string, topics: string[], extra = {}): Entity => ({
  id,
  schema: 'Person',
  properties: { name: [name], topics, ...extra },
});

function source(entities: Entity[], measures: Record<string, Entity[]> = {}) {
  let reads = 0;
  const list: ListSource & { reads: () => number } = {
    async *entitiesOf(schemata) {
      // Reads of the screened entities; the identity documents are read apart.
      if (schemata.includes('Person')) reads++;
      await Promise.resolve();
      for (const entity of entities) {
        if (schemata.includes(entity.schema)) yield { dataset: 'fictitious', entity };
      }
    },
    sanctions: (id) => Promise.resolve(measures[id] ?? []),
    reads: () => reads,
  };
  return list;
}

const measure = (entity: string, endDate?: string): Entity => ({
  id: `m-${entity}`,
  schema: 'Sanction',
  properties: {
    entity: [entity],
    program: ['FX-1 Fictitious programme'],
    ...(endDate ? { endDate: [endDate] } : {}),
  },
});

const passport = (holder: string, number: string): Entity => ({
  id: `doc-${number}`,
  schema: 'Passport',
  properties: { holder: [holder], number: [number], country: ['be'] },
});

describe('ScreeningService', () => {
  it("takes a listed person's identity documents as their identifiers", async () => {
    const service = createScreeningService();
    const list = source([
      listed('ann', 'Ann Claes', ['sanction'], { birthDate: ['1988-03-11'] }),
      passport('ann', 'CE9520054'),
      // A document of someone not listed adds nothing.
      passport('nobody', 'XX1234567'),
    ]);
    const screen = (number: string) =>
      service.screen(
        list,
        {
          label: 'person',
          query: {
            kind: 'person',
            names: ['Ann Claes'],
            birthDates: ['1970-01-01'],
            identifiers: [number],
          },
        },
        TODAY,
      );
    // The listed passport under the listed name is a hit though the birth date differs.
    const same = await screen('ce 952 0054');
    expect(same.hits[0]?.features).toContainEqual(
      expect.objectContaining({ feature: 'identifier', value: 1 }),
    );
    expect(same.summary.id_document).toBeGreaterThan(0);
    expect(same.hits[0]?.score).toBeGreaterThanOrEqual(0.72);
    // The explanation says the floor applied, not only the birth date's × 0.35.
    expect(same.hits[0]?.features).toContainEqual(
      expect.objectContaining({ feature: 'shared_identifier', value: 0.85 }),
    );
    // Another passport and another birth date: someone else of that name.
    expect((await screen('XX1234567')).hits).toEqual([]);
  });

  it('finds an entity listed in two datasets once, with what both lists say', async () => {
    const service = createScreeningService({ maxHits: 5 });
    const copies: { dataset: string; entity: Entity }[] = [
      {
        dataset: 'fictitious-sanctions',
        entity: listed('dup', 'Dana Dubbel', ['sanction'], {
          birthDate: ['1970-05-05'],
          gender: ['female'],
          // More aliases than a listing's names that are compared.
          alias: Array.from({ length: 30 }, (_, i) => `Dana Dubbel ${i + 1}`),
        }),
      },
      {
        dataset: 'fictitious-peps',
        entity: listed('dup', 'Rosa Verbeek', ['role.pep'], { gender: ['male'] }),
      },
    ];
    const list: ListSource = {
      async *entitiesOf() {
        await Promise.resolve();
        yield* copies;
      },
      sanctions: () => Promise.resolve([]),
    };
    const outcome = await service.screen(
      list,
      {
        label: 'person',
        query: { kind: 'person', names: ['Dana Dubbel'] },
      },
      TODAY,
    );
    expect(outcome.registrations).toHaveLength(1);
    expect(outcome.registrations[0]?.source).toBe('fictitious-sanctions, fictitious-peps');
    expect(outcome.summary).toMatchObject({ Sanctions: 1, PoliticallyExposed: 1 });
    // The second copy's name is a name of the one listing, however many the first gives; the
    // genders they disagree on are held against neither.
    const bySecond = await service.screen(
      list,
      {
        label: 'person',
        query: { kind: 'person', names: ['Rosa Verbeek'], gender: 'female' },
      },
      TODAY,
    );
    expect(bySecond.hits.map((h) => h.id)).toEqual(['dup']);
    expect(bySecond.hits[0]?.score).toBeGreaterThanOrEqual(0.9);
    expect(bySecond.hits[0]?.features.map((f) => f.feature)).not.toContain('gender');
  });

  it('counts a hit that name and birth date carried together in the person strength', async () => {
    const service = createScreeningService({ maxHits: 5, threshold: 0.7 });
    const list = source([
      listed('ah', 'Abdul Rahman al-Hashimi', ['sanction'], { birthDate: ['1977-07-07'] }),
    ]);
    const outcome = await service.screen(
      list,
      {
        label: 'person',
        query: { kind: 'person', names: ['Abdul Rahim Hashimi'], birthDates: ['1977-07-07'] },
      },
      TODAY,
    );
    const [hit] = outcome.hits;
    expect(hit).toBeDefined();
    const name = hit?.features.find((f) => f.feature === 'name')?.value ?? 1;
    // The name alone is short of the threshold; with the birth date it is a hit.
    expect(name).toBeLessThan(0.7);
    expect(outcome.summary.person).toBe(Math.round((hit?.score ?? 0) * 100));
  });

  it('builds one watchlist per registry, of listed entities only', async () => {
    const service = createScreeningService();
    const first = source([
      listed('a', 'Anna Fictief', ['sanction']),
      listed('b', 'Bert Register', []),
    ]);
    const watchlist = await service.watchlistFor(first);
    expect(watchlist.size).toBe(1);
    await service.watchlistFor(first);
    expect(first.reads()).toBe(1);
    const second = source([listed('a', 'Anna Fictief', ['sanction'])]);
    expect(await service.watchlistFor(second)).not.toBe(watchlist);
    const none = await service.screen(
      first,
      {
        label: 'person',
        query: { kind: 'person', names: ['Bert Register'] },
      },
      TODAY,
    );
    expect(none.registrations).toEqual([]);
  });

  it('tells current from previous sanctions by the measures', async () => {
    const service = createScreeningService({ maxHits: 5 });
    const list = source(
      [listed('now', 'Carla Nowak', ['sanction']), listed('was', 'Carla Nowak', ['sanction'])],
      { now: [measure('now')], was: [measure('was', '2020-01-01')] },
    );
    const outcome = await service.screen(
      list,
      {
        label: 'person',
        query: { kind: 'person', names: ['Carla Nowak'] },
      },
      TODAY,
    );
    expect(outcome.registrations).toHaveLength(2);
    expect(outcome.registrations.map((r) => r.description).sort()).toEqual([
      'sanctioned: FX-1 Fictitious programme',
      'sanctioned: FX-1 Fictitious programme (ended 2020-01-01)',
    ]);
    expect(outcome.summary).toMatchObject({
      Sanctions: 2,
      CurrentSanctions: 1,
      PreviousSanctions: 1,
    });
  });

  it('names the programme and the end of a disqualification, as of a sanction', async () => {
    const service = createScreeningService({ maxHits: 5 });
    const list = source([listed('dq', 'Dirk Quist', ['corp.disqual'])], {
      dq: [measure('dq', '2021-11-19')],
    });
    const outcome = await service.screen(
      list,
      {
        label: 'person',
        query: { kind: 'person', names: ['Dirk Quist'] },
      },
      TODAY,
    );
    expect(outcome.registrations[0]?.description).toBe(
      'disqualified director: FX-1 Fictitious programme (ended 2021-11-19)',
    );
    expect(outcome.summary).toMatchObject({ DisqualifiedDirector: 1, Sanctions: 0 });
  });

  it('tries a failed build again on the next use', async () => {
    const service = createScreeningService();
    let fail = true;
    const flaky: ListSource = {
      async *entitiesOf() {
        await Promise.resolve();
        if (fail) throw new Error('store unavailable');
        yield { dataset: 'fictitious', entity: listed('a', 'Anna Fictief', ['sanction']) };
      },
      sanctions: () => Promise.resolve([]),
    };
    await expect(service.watchlistFor(flaky)).rejects.toThrow('store unavailable');
    fail = false;
    expect((await service.watchlistFor(flaky)).size).toBe(1);
  });

  it('remembers an outcome per watchlist and subject, and screens again on a new list', async () => {
    const service = createScreeningService();
    let lookups = 0;
    const list = source([listed('a', 'Anna Fictief', ['sanction'])]);
    const counting: ListSource = {
      entitiesOf: (schemata) => list.entitiesOf(schemata),
      sanctions: (id) => {
        lookups++;
        return list.sanctions(id);
      },
    };
    const subject = {
      label: 'person',
      query: { kind: 'person' as const, names: ['Anna Fictief'] },
    };
    const first = await service.screen(counting, subject, TODAY);
    expect(first.registrations).toHaveLength(1);
    expect(await service.screen(counting, subject, TODAY)).toBe(first);
    expect(lookups).toBe(1);
    const other = await service.screen(counting, { ...subject, label: 'director' }, TODAY);
    expect(other.summary.source).toBe('director');
    const newList = source([listed('a', 'Anna Fictief', ['sanction'])]);
    expect(await service.screen(newList, subject, TODAY)).not.toBe(first);
  });
});

describe('ScreeningService with more namesakes than candidates scored', () => {
  // 60 fictitious sanctioned namesakes, born on other days.
  const namesakes = Array.from({ length: 60 }, (_, i) =>
    listed(`k-${i}`, 'Karim Haddad', ['sanction'], { birthDate: [`${1930 + i}-01-01`] }),
  );
  const list = source(namesakes);
  const screen = (birthDates: string[]) =>
    createScreeningService({ maxHits: 10 }).screen(
      list,
      {
        label: 'person',
        query: { kind: 'person', names: ['Karim Haddad'], birthDates },
      },
      TODAY,
    );

  it('says how many listings as close as its hits were not scored', async () => {
    const outcome = await screen([]);
    expect(outcome.notScored).toBe(10);
    // With a birth date, the namesakes left out were born in other years: none could be a hit.
    expect((await screen(['1989-01-01'])).notScored).toBe(0);
    expect((await screen(['1989-01-01'])).hits[0]?.id).toBe('k-59');
  });

  it('counts every hit in the summary and says how many it did not list', async () => {
    // Without a birth date all 50 namesakes scored are hits (0.95); 10 are listed.
    const outcome = await screen([]);
    expect(outcome.summary.Sanctions).toBe(50);
    expect(outcome.summary.CurrentSanctions).toBe(50);
    expect(outcome.registrations).toHaveLength(10);
    expect(outcome.hits).toHaveLength(10);
    expect(outcome.hitsFound).toBe(50);
    expect(cutOf(outcome)).toEqual({
      hits_found: 50,
      hits_listed: 10,
      listings_not_scored: 10,
      birth_date_given: false,
    });
    const dated = await screen(['1989-01-01']);
    expect(dated.hitsFound).toBe(dated.hits.length);
    expect(cutOf(dated)).toBeUndefined();
  });
});

describe('ScreeningService beside a listing that shares the document number asked', () => {
  // A fictitious listed person with a passport, and 90 namesakes: 70 born in other years, 20
  // listed without a birth date (each of these a hit on the name alone).
  const holder = listed('holder', 'Mohammed Ali', ['sanction'], { birthDate: ['1980-04-15'] });
  const dated = Array.from({ length: 70 }, (_, i) =>
    listed(`dated-${i}`, 'Mohammed Ali', ['sanction'], { birthDate: [`${1930 + i}-06-01`] }),
  );
  const undated = Array.from({ length: 20 }, (_, i) =>
    listed(`undated-${i}`, 'Mohammed Ali', ['sanction']),
  );
  const list = source([...dated, ...undated, holder, passport('holder', 'AB1234567')]);

  it('lists and explains the hit the document number confirms, whatever the cap', async () => {
    const outcome = await createScreeningService({ maxHits: 10 }).screen(
      list,
      {
        label: 'person',
        query: {
          kind: 'person',
          names: ['Mohammed Ali'],
          birthDates: ['1990-01-01'],
          countries: ['pk'],
          identifiers: ['AB1234567'],
        },
      },
      TODAY,
    );
    expect(outcome.hitsFound).toBeGreaterThan(10);
    expect(outcome.registrations).toHaveLength(10);
    expect(outcome.summary.id_document).toBeGreaterThan(0);
    // The confirmed hit is listed first, with its explanation.
    expect(outcome.hits[0]?.id).toBe('holder');
    expect(outcome.hits[0]?.features).toContainEqual(
      expect.objectContaining({ feature: 'identifier', value: 1 }),
    );
    expect(outcome.registrations[0]?.match).toBe(
      String(Math.round((outcome.hits[0]?.score ?? 0) * 100)),
    );
    expect(outcome.summary.id_document).toBe(Number(outcome.registrations[0]?.match));
    // The rest are the best of the namesakes, by score.
    const rest = outcome.hits.slice(1).map((hit) => hit.score);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });
});
