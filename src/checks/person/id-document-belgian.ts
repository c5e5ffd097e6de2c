/**
 * Belgian identity cards given as the nine digits of their machine-readable zone, which banks'
 * readers give: the lost-documents list writes the cards' numbers whole, twelve digits, so the
 * nine are looked up as the ten numbers that begin with them too.
 */
import { documentKey, type LostDocumentData } from '../../entities/records.js';
import {
  MRZ_FIELD_DIGITS,
  belgianNumbersBeginningWith,
} from '../../validators/id-document/belgian-numbers.js';
import type { DocumentNumberVerdict, IdDocumentType } from '../../validators/id-document/index.js';
import type { PersonCheckContext } from './context.js';

/**
 * The reports, under `types`, of the ten Belgian identity cards whose numbers begin with the
 * nine digits of the machine-readable zone the verdict holds; none for any other number.
 */
export async function belgianCardsBegun(
  context: PersonCheckContext,
  format: string,
  types: readonly IdDocumentType[],
  verdict: DocumentNumberVerdict,
): Promise<LostDocumentData[]> {
  const nine = verdict.outcome === 'no_rule' ? verdict.number : '';
  const mrzOnly =
    types[0] === 'identity_card' && nine.length === MRZ_FIELD_DIGITS && /^\d+$/.test(nine);
  if (!mrzOnly || !context.registry.servesFormat(format)) return [];
  const keys = belgianNumbersBeginningWith(nine).flatMap((number) =>
    types.map((type) => documentKey('BE', type, number)),
  );
  const found = await Promise.all(keys.map((key) => context.registry.records(format, key)));
  return found
    .flat()
    .map(({ data }) => data as LostDocumentData)
    .filter((report) => types.includes(report.type));
}
