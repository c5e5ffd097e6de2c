/**
 * The history of an organisation's person checks that risk_scores read: checks per area and
 * day, and address-person pairs with when they were last checked. No check rows are read.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { HistoryWrite } from './rows.js';
import { personKeysRead, type HistoryCounts, type HistoryQuery } from './store.js';
import type { Tables } from './tables.js';

/** Adds a stored person check to the organisation's check history (counts, not rows). */
export async function writeHistory(trx: Transaction<Tables>, write: HistoryWrite): Promise<void> {
  for (const area of write.areas) {
    await trx
      .insertInto('history_areas')
      .values({ organisation_id: write.organisationId, area, day: write.day, checks: 1 })
      .onConflict((oc) =>
        oc
          .columns(['organisation_id', 'area', 'day'])
          .doUpdateSet((eb) => ({ checks: eb('history_areas.checks', '+', 1) })),
      )
      .execute();
  }
  for (const pair of write.pairs) {
    await trx
      .insertInto('history_pairs')
      .values({
        organisation_id: write.organisationId,
        address_key: pair.addressKey,
        person_key: pair.personKey,
        birth_key: pair.birthKey,
        last_at: write.at,
      })
      .onConflict((oc) =>
        oc
          .columns(['organisation_id', 'address_key', 'person_key'])
          .doUpdateSet((eb) => ({
            last_at: eb.ref('excluded.last_at'),
            birth_key: eb.ref('excluded.birth_key'),
          }))
          .where('excluded.last_at', '>', (eb) => eb.ref('history_pairs.last_at')),
      )
      .execute();
  }
}

export async function readHistory(db: Kysely<Tables>, query: HistoryQuery): Promise<HistoryCounts> {
  const { organisationId, since } = query;
  const checksInArea: Record<string, number> = Object.fromEntries(
    query.areas.map((area) => [area, 0]),
  );
  if (query.areas.length > 0) {
    // Whole days: a check of the first day of the window counts from that day's start.
    const rows = await db
      .selectFrom('history_areas')
      .select(['area', (eb) => eb.fn.sum<number | string>('checks').as('checks')])
      .where('organisation_id', '=', organisationId)
      .where('area', 'in', [...query.areas])
      .where('day', '>=', since.slice(0, 10))
      .groupBy('area')
      .execute();
    for (const row of rows) checksInArea[row.area] = Number(row.checks);
  }
  const pairs = () =>
    db
      .selectFrom('history_pairs')
      .where('organisation_id', '=', organisationId)
      .where('last_at', '>=', since);
  // The person's keys: the key and the same name written the other way, a fixed number.
  const personKeys = personKeysRead(query);
  let otherPersonsAtAddress = 0;
  if (query.addressKey !== undefined) {
    const { birthKey = '' } = query;
    // Persons with one date of birth count once: a family name corrected is not another person.
    const row = await pairs()
      .where('address_key', '=', query.addressKey)
      .select(sql<number | string>`count(distinct coalesce(birth_key, person_key))`.as('n'))
      .where('person_key', 'not in', personKeys)
      .where((eb) => eb.or([eb('birth_key', 'is', null), eb('birth_key', '!=', birthKey)]))
      .executeTakeFirst();
    otherPersonsAtAddress = Number(row?.n ?? 0);
  }
  let otherAddressesOfPerson = 0;
  if (query.personKey !== undefined) {
    // An address checked under two keys is one address.
    const row = await pairs()
      .where('person_key', 'in', personKeys)
      .select((eb) => eb.fn.count<number | string>('address_key').distinct().as('n'))
      .where('address_key', '!=', query.addressKey ?? '')
      .executeTakeFirst();
    otherAddressesOfPerson = Number(row?.n ?? 0);
  }
  return { checksInArea, otherPersonsAtAddress, otherAddressesOfPerson };
}
