/**
 * The day a company check reads the register's relations on. One day for the whole check: the
 * company's board, its owners, its parents' owners and directors, so that an ownership graph
 * never mixes the state of two dates.
 */
import { first, type Entity } from '../../entities/entity.js';
import { daysOf, inForceOn } from '../../entities/validity.js';
import { once, type CompanyCheckContext } from './context.js';
import { identifyCompany } from './identify.js';

/**
 * A relation (directorship, ownership) in force on `day`: started (or undated) and not ended,
 * a date known to the year or month counting as the whole of it (`inForceOn`).
 */
export function inForce(relation: Entity, day: string): boolean {
  return inForceOn(first(relation, 'startDate'), first(relation, 'endDate'), day);
}

/**
 * The day an organisation's relations are read on: `on`, or the day it was dissolved when that
 * is earlier, so a dissolved company shows the board and owners it had at dissolution rather
 * than relations the register never closed, and not an empty board. A dissolution date known
 * only to the year or month is read on its last day (`2024` on 2024-12-31), as an end date is
 * (`validity.ts`): not on today, which would show relations begun after the company ceased.
 */
export function boardDate(organisation: Entity | undefined, on: string): string {
  const dissolved = organisation && dissolutionDayOf(organisation);
  return dissolved && dissolved < on ? dissolved : on;
}

/**
 * The last day (YYYY-MM-DD) an organisation's dissolution date may mean (`2024-12` is
 * 2024-12-31), or undefined when it has none that is a date.
 */
export function dissolutionDayOf(organisation: Entity): string | undefined {
  const dissolved = first(organisation, 'dissolutionDate');
  if (!dissolved || !/^\d{4}(-\d{2}(-\d{2})?)?(?![\d-])/.test(dissolved)) return undefined;
  return daysOf(dissolved).last;
}

/**
 * The check's reference date: today, or the checked company's dissolution date. Every party
 * above it is read on that date too (or on its own dissolution date, when it ceased earlier):
 * an owner that came after the company was dissolved never owned it.
 */
export function referenceDateOf(context: CompanyCheckContext): Promise<string> {
  return once(context, 'reference-date', async () => {
    const company = await identifyCompany(context);
    return boardDate(company?.entity, context.today);
  });
}
