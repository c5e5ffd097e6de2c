import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ofacSdnFormat } from '../../sources/ofac-sdn/index.js';
import { ScreeningIndex } from '../engine.js';
import { screeningRecordOf } from '../records.js';
import { DEFAULT_SCORING_CONFIG } from '../score/config.js';
import type { ScreeningRecord } from '../types.js';
import {
  generateEntries,
  negativeQueries,
  positiveQueries,
  type LabelledQuery,
} from './labelled-set.js';
import { writeSdnRelease } from './list-file.js';

export interface Counts {
  total: number;
  correct: number;
}

export interface Miss {
  kind: string;
  query: string;
  from: string;
  /** The expected entity's score, or the wrong hit's. */
  score: number;
  /** The best hit that was not the expected one, if any. */
  topHit: string;
}

export interface EvaluationReport {
  seed: number;
  listed: number;
  positives: number;
  negatives: number;
  truePositives: number;
  falseNegatives: number;
  falsePositives: number;
  precision: number;
  recall: number;
  f1: number;
  /** Positives whose expected entity was the best hit. */
  recallAtOne: number;
  byKind: Record<string, Counts>;
  worstMisses: Miss[];
  worstFalsePositives: Miss[];
  threshold: number;
}

/** Precision, recall and F1 from the counts (1 when there is nothing to get wrong). */
export function metrics(tp: number, fp: number, fn: number) {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** Scores labelled queries against an index at a threshold. */
export function evaluateQueries(
  index: ScreeningIndex,
  queries: readonly LabelledQuery[],
  threshold: number,
  nameOf: (id: string) => string,
): Omit<EvaluationReport, 'seed' | 'listed'> {
  let tp = 0;
  let fn = 0;
  let fp = 0;
  let atOne = 0;
  const byKind: Record<string, Counts> = {};
  const misses: Miss[] = [];
  const falsePositives: Miss[] = [];
  for (const labelled of queries) {
    const hits = index.search(labelled.query, { threshold, limit: 10 });
    const counts = (byKind[labelled.kind] ??= { total: 0, correct: 0 });
    counts.total += 1;
    const text = labelled.query.names.join(' / ');
    if (labelled.expected !== undefined) {
      const found = hits.some((h) => h.id === labelled.expected);
      if (found) {
        tp += 1;
        counts.correct += 1;
        if (hits[0]?.id === labelled.expected) atOne += 1;
        continue;
      }
      fn += 1;
      const all = index.search(labelled.query, { threshold: 0.01, limit: 50 });
      const own = all.find((h) => h.id === labelled.expected);
      const wrong = all.find((h) => h.id !== labelled.expected);
      misses.push({
        kind: labelled.kind,
        query: text,
        from: labelled.from ?? '',
        score: own?.score.score ?? 0,
        topHit: wrong ? `${nameOf(wrong.id)} (${wrong.score.score.toFixed(3)})` : '',
      });
    } else if (hits.length > 0) {
      fp += 1;
      const top = hits[0];
      falsePositives.push({
        kind: labelled.kind,
        query: text,
        from: labelled.from ?? '',
        score: top?.score.score ?? 0,
        topHit: top ? nameOf(top.id) : '',
      });
    } else {
      counts.correct += 1;
    }
  }
  const positives = queries.filter((q) => q.expected !== undefined).length;
  return {
    positives,
    negatives: queries.length - positives,
    truePositives: tp,
    falseNegatives: fn,
    falsePositives: fp,
    ...metrics(tp, fp, fn),
    recallAtOne: positives === 0 ? 1 : atOne / positives,
    byKind,
    worstMisses: misses.sort((a, b) => a.score - b.score).slice(0, 20),
    worstFalsePositives: falsePositives.sort((a, b) => b.score - a.score).slice(0, 20),
    threshold,
  };
}

/**
 * The whole evaluation: a fictitious list written as an OFAC SDN release, read back through
 * the SDN reader and mapper, indexed, and queried with labelled positives and negatives.
 */
export async function runEvaluation(options: {
  seed: number;
  listed: number;
  positives: number;
  negatives: number;
  threshold?: number;
}): Promise<EvaluationReport> {
  const entries = generateEntries(options.seed, options.listed);
  const dir = mkdtempSync(join(tmpdir(), 'veracheck-eval-'));
  const records: ScreeningRecord[] = [];
  try {
    writeSdnRelease(dir, entries);
    for await (const event of ofacSdnFormat.read([dir])) {
      if (!('items' in event)) continue;
      for (const item of event.items) {
        if (item.kind !== 'entity') continue;
        const record = screeningRecordOf(item.entity);
        if (record) records.push(record);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const names = new Map(records.map((r) => [r.id, r.names[0] ?? r.id]));
  const index = new ScreeningIndex(records);
  const queries = [
    ...positiveQueries(entries, options.seed, options.positives),
    ...negativeQueries(entries, options.seed, options.negatives),
  ];
  const report = evaluateQueries(
    index,
    queries,
    options.threshold ?? DEFAULT_SCORING_CONFIG.threshold,
    (id) => names.get(id) ?? id,
  );
  return { seed: options.seed, listed: records.length, ...report };
}
