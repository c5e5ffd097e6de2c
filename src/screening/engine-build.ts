/**
 * Building the screening index (engine.ts): every listing's names normalised into token ids,
 * postings and identifiers, written as steps (BuildSteps) so that a server building a new
 * index on a dataset switch keeps answering meanwhile, and the same steps run at once
 * elsewhere.
 */
import type { BuildSteps } from '../runtime/event-loop-turns.js';
import { normaliseIdentifier, normaliseNameVariants } from './normalise/index.js';
import { otherLetterSpellings } from './normalise/letter-spellings.js';
import { romanisedKoreanKeys, scriptSoundKeys } from './normalise/script-sound-keys.js';
import { gluedVariant } from './normalise/particles.js';
import type { ScreeningRecord, SubjectKind } from './types.js';
import { buildPostings, GrowableInt32, type Postings } from './index/growable.js';
import { PackedStrings } from './index/packed-strings.js';
import { MAX_COUNTED_WORDS } from './index/name-length.js';
import { ListedEvidence } from './index/listed-evidence.js';
import { isKey } from './index/query-keys.js';
import { Vocabulary } from './index/vocabulary.js';

export const KINDS: readonly SubjectKind[] = ['person', 'company', 'any'];
export const GENDERS = [undefined, 'male', 'female', 'other'] as const;
export const SEPARATOR = '\u0001';
/** Records added between two chances to pause: a record takes some microseconds. */
const RECORDS_PER_STEP = 16;

/** What a screening index holds, once built (engine.ts reads it). */
export class BuiltIndex {
  constructor(
    readonly parts: {
      ids: PackedStrings;
      kinds: Uint8Array;
      genders: Uint8Array;
      shortestName: Uint8Array;
      nameStart: Int32Array;
      originals: PackedStrings;
      weakNames: Set<number>;
      familyNameLast: Set<number>;
      koreanReadings: Set<number>;
      gluedVanReadings: Set<number>;
      secondaryReadings: Set<number>;
      tokenStart: Int32Array;
      tokenIds: Int32Array;
      evidence: ListedEvidence;
      identifiers: PackedStrings;
      byIdentifier: Map<string, number[]>;
      byToken: Postings;
      byPhonetic: Postings;
      vocabulary: Vocabulary;
      joinNeighbouringWords: boolean;
      buildMs: number;
    },
  ) {}
}

/**
 * The steps of building an index over `records`. `joinNeighbouringWords`: whether company
 * names are also held with their particles glued on (engine.ts, EngineOptions).
 */
export function* indexBuildSteps(
  records: Iterable<ScreeningRecord>,
  joinNeighbouringWords: boolean,
): BuildSteps<BuiltIndex> {
  const started = performance.now();
  const ids = new PackedStrings();
  const originals = new PackedStrings();
  const identifiersOf = new PackedStrings();
  const weakNames = new Set<number>();
  const familyNameLast = new Set<number>();
  const koreanReadings = new Set<number>();
  const gluedVanReadings = new Set<number>();
  const secondaryReadings = new Set<number>();
  const evidence = new ListedEvidence();
  const byIdentifier = new Map<string, number[]>();
  const vocabulary = new Vocabulary();
  const kinds = new GrowableInt32();
  const genders = new GrowableInt32();
  const shortestName = new GrowableInt32();
  const nameStart = new GrowableInt32();
  const tokenStart = new GrowableInt32();
  const tokenIds = new GrowableInt32();
  const tokenKeys = new GrowableInt32();
  const tokenEntities = new GrowableInt32();
  const phoneticKeys = new GrowableInt32();
  const phoneticEntities = new GrowableInt32();
  for (const record of records) {
    const entity = ids.size;
    if (entity % RECORDS_PER_STEP === 0) yield;
    ids.push(record.id);
    kinds.push(KINDS.indexOf(record.kind));
    genders.push(GENDERS.indexOf(record.gender));
    nameStart.push(originals.size);
    const seenTokens = new Set<number>();
    const seenPhonetics = new Set<number>();
    let shortest = MAX_COUNTED_WORDS;
    const weakFrom = record.names.length;
    for (const [n, raw] of [...record.names, ...(record.weakNames ?? [])].entries()) {
      const { spellings, secondary } = otherLetterSpellings(raw);
      const writings = [raw, ...spellings];
      // A skeleton (رحمن rhmn) is found by the keys of its Latin spellings (Rahman rmn), and
      // a name in Hangul by those of the spellings lists write (정 jeong also as Chong); each
      // writing by its own words (رضا and its Persian reading رزا).
      const otherKeysOf = new Map(writings.map((w) => [w, scriptSoundKeys(w)]));
      // A title that may be a family name ("Sheikh Imran") is held kept as well.
      for (const name of writings.flatMap((w) => normaliseNameVariants(w, record.kind))) {
        if (name.tokens.length === 0) continue;
        // A name is also held with its particles glued on ("de Jong" as "dejong", "Van den
        // Bosch Beheer" as "vandenbosch beheer"), so a query written either way finds it; a
        // company's only where neighbouring words are looked up joined too (not in the
        // register's company search, which lists the names holding the words asked).
        // Not the reading with a glued "van" apart: glued again, it is the name as written,
        // held glued already.
        const glued =
          (record.kind === 'person' || joinNeighbouringWords) && name.gluedVanApart !== true
            ? gluedVariant(name)
            : undefined;
        // A romanised Korean name by the other spellings of its syllables (jong also Chong).
        const keysOf =
          otherKeysOf.get(name.original) ??
          (record.kind === 'person' ? romanisedKoreanKeys(name.tokens) : undefined);
        for (const spelling of glued ? [name, glued] : [name]) {
          if (name.koreanReading) koreanReadings.add(originals.size);
          if (name.gluedVanApart) gluedVanReadings.add(originals.size);
          if (secondary.has(name.original)) secondaryReadings.add(originals.size);
          if (n >= weakFrom) weakNames.add(originals.size);
          else if (record.familyNameLast?.includes(raw)) familyNameLast.add(originals.size);
          originals.push(raw);
          tokenStart.push(tokenIds.length);
          let words = 0;
          for (const token of spelling.tokens) {
            const id = vocabulary.intern(token, entity);
            tokenIds.push(id);
            if (!isKey(token)) continue;
            words++;
            seenTokens.add(id);
            const phonetic = vocabulary.tokenPhonetic[id] ?? -1;
            if (phonetic >= 0) seenPhonetics.add(phonetic);
            if (keysOf === undefined || token.kind !== 'word') continue;
            for (const key of keysOf(token.text)) {
              seenPhonetics.add(vocabulary.internPhonetic(key));
            }
          }
          if (words > 0) shortest = Math.min(shortest, words);
        }
      }
    }
    shortestName.push(shortest);
    for (const id of seenTokens) {
      tokenKeys.push(id);
      tokenEntities.push(entity);
    }
    for (const id of seenPhonetics) {
      phoneticKeys.push(id);
      phoneticEntities.push(entity);
    }
    evidence.push(record.birthDates, record.countries);
    const identifiers = [...new Set(record.identifiers.map(normaliseIdentifier))].filter(
      (id) => id.length >= 4,
    );
    identifiersOf.push(identifiers.join(SEPARATOR));
    for (const identifier of identifiers) {
      const holders = byIdentifier.get(identifier);
      if (holders) holders.push(entity);
      else byIdentifier.set(identifier, [entity]);
    }
  }
  nameStart.push(originals.size);
  tokenStart.push(tokenIds.length);
  yield;
  for (const packed of [ids, originals, identifiersOf]) {
    packed.finish();
    yield;
  }
  evidence.finish();
  yield;
  yield* vocabulary.finishInSteps(ids.size);
  const byToken = buildPostings(
    tokenKeys.toArray(),
    tokenEntities.toArray(),
    vocabulary.tokens.length,
  );
  yield;
  const byPhonetic = buildPostings(
    phoneticKeys.toArray(),
    phoneticEntities.toArray(),
    vocabulary.phoneticCount,
  );
  yield;
  return new BuiltIndex({
    ids,
    kinds: Uint8Array.from(kinds.toArray()),
    genders: Uint8Array.from(genders.toArray()),
    shortestName: Uint8Array.from(shortestName.toArray()),
    nameStart: nameStart.toArray(),
    originals,
    weakNames,
    familyNameLast,
    koreanReadings,
    gluedVanReadings,
    secondaryReadings,
    tokenStart: tokenStart.toArray(),
    tokenIds: tokenIds.toArray(),
    evidence,
    identifiers: identifiersOf,
    byIdentifier,
    byToken,
    byPhonetic,
    vocabulary,
    joinNeighbouringWords,
    buildMs: performance.now() - started,
  });
}
