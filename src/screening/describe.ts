import { lookupTable } from '../entities/lookup-table.js';

/**
 * Readable names of the FtM topics a listing can carry (https://followthemoney.tech). Lists
 * write the topics, so the table has no prototype: a topic "constructor" is a word.
 */
const TOPIC_LABELS: Readonly<Record<string, string>> = lookupTable({
  sanction: 'sanctioned',
  'sanction.linked': 'linked to a sanctioned party',
  'sanction.counter': 'counter-sanctioned',
  'asset.frozen': 'assets frozen',
  'export.control': 'export controlled',
  debarment: 'debarred from public procurement',
  'role.pep': 'politically exposed person',
  'role.rca': 'relative or close associate of a politically exposed person',
  'role.oligarch': 'oligarch',
  crime: 'crime',
  'crime.fin': 'financial crime',
  'crime.fraud': 'fraud',
  'crime.terror': 'terrorism',
  'crime.traffick': 'trafficking',
  'crime.war': 'war crimes',
  'crime.boss': 'organised crime',
  'crime.cyber': 'cyber crime',
  'crime.theft': 'theft',
  wanted: 'wanted by law enforcement',
  'corp.disqual': 'disqualified director',
  'reg.action': 'regulator enforcement action',
  'reg.warn': 'regulator warning',
  poi: 'person of interest',
});

export const topicLabel = (topic: string): string =>
  TOPIC_LABELS[topic] ?? topic.replace(/[._]/g, ' ');

/**
 * A registration's description: what the listing is ("sanctioned: <programme>", "politically
 * exposed person: <position>"), from the topics, the programmes of its measures and positions;
 * "(ended <date>)" when every measure has ended, so a past listing does not read as current.
 */
export function describeListing(listing: {
  topics: readonly string[];
  programs: readonly string[];
  positions: readonly string[];
  ended?: string | undefined;
}): string {
  const topics = [...new Set(listing.topics.map(topicLabel))].join(', ');
  const details = [...new Set([...listing.programs, ...listing.positions])]
    .filter((detail) => detail.trim() !== '')
    .join('; ');
  const described = !topics ? details : details ? `${topics}: ${details}` : topics;
  return listing.ended ? `${described} (ended ${listing.ended})` : described;
}
