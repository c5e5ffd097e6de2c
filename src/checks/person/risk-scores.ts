/**
 * risk_scores of person checks (DESIGN.md: PRR0 no data, PRR1 low, PRR2 elevated, PRR3 high):
 * the postcode from the postcode statistics and the organisation's own check history there,
 * the address from what is known about it, and the name from how the organisation has seen
 * this identity used. Every score says why in description and description_extra.
 */
import type { PersonCheckResult, RiskScores } from '../../contract/person-check.js';
import {
  POSTCODE_LEVELS,
  postcodeAreas,
  type AddressPropertiesData,
  type PostcodeStatsData,
} from '../../entities/records.js';
import type { HistoryCounts } from '../../store/store.js';
import type { SectionModule } from '../pipeline.js';
import {
  ADDRESSES_FORMAT,
  ADDRESS_PROPERTIES_FORMAT,
  POSTCODE_STATS_FORMAT,
} from '../dataset-formats.js';
import { validatedAddress, type AddressValidationCode } from './address-validation.js';
import { checkSubject } from './check-subject.js';
import type { PersonCheckContext } from './context.js';
import { isDutchCountry, isForeignCountry } from '../../registry/address-input.js';
import { withAddressLines } from '../../registry/address-lines.js';
import { postcodeForPeople } from '../../registry/postcode-written.js';
import { givenDutchAddress } from './given-address.js';
import { RESIDENTS_FORMAT, residentsAt } from './resident-records.js';
import {
  addressRisk,
  countryNotReadScore,
  nameRisk,
  type AddressEvidence,
} from './risk-signals.js';
import { counted, raise, scoreOf, type RiskCode, type Score } from './risk-codes.js';

/** How far back the organisation's own checks count. */
export const HISTORY_WINDOW_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Own checks in a postcode area that make it unusual: as many as the area has addresses
 * (elevated) or three times as many (high); where the address count is unknown, these counts.
 */
export const AREA_ELEVATED_RATIO = 1;
export const AREA_HIGH_RATIO = 3;
export const AREA_ELEVATED_CHECKS = { pc4: 500, pc5: 60, pc6: 10 } as const;
export const AREA_HIGH_CHECKS = { pc4: 1500, pc5: 180, pc6: 30 } as const;

/**
 * The residents of a postcode area are stated only from this many addresses: in a smaller area
 * (a pc6 of one or a few addresses) they would tell how many people live at an address.
 */
export const RESIDENTS_STATED_FROM_ADDRESSES = 10;
const RESIDENTS_NOT_GIVEN = `not given for an area of fewer than ${RESIDENTS_STATED_FROM_ADDRESSES} addresses`;
const statesResidents = (stats: PostcodeStatsData) =>
  stats.addresses >= RESIDENTS_STATED_FROM_ADDRESSES;

type Level = (typeof POSTCODE_LEVELS)[number];

interface AreaScore {
  level: Level;
  area: string;
  stats: PostcodeStatsData | undefined;
  own: number;
  risk: RiskCode;
  /** Why the organisation's own history raised the dataset's risk, if it did. */
  raisedBy?: string;
}

function scoreArea(
  level: Level,
  area: string,
  stats: PostcodeStatsData | undefined,
  own: number,
): AreaScore {
  const base: RiskCode = stats?.risk ?? (own > 0 ? 'PRR1' : 'PRR0');
  const known = stats && stats.addresses > 0;
  const elevated = known ? stats.addresses * AREA_ELEVATED_RATIO : AREA_ELEVATED_CHECKS[level];
  const high = known ? stats.addresses * AREA_HIGH_RATIO : AREA_HIGH_CHECKS[level];
  const window = `in the last ${HISTORY_WINDOW_DAYS} days`;
  const against = known ? `for ${counted(stats.addresses, 'address', 'addresses')}` : 'in one area';
  const target: RiskCode | undefined = own >= high ? 'PRR3' : own >= elevated ? 'PRR2' : undefined;
  const risk = target ? raise(base, target) : base;
  // Said only where the organisation's own checks did raise the risk, not where the
  // statistics had it as high already.
  if (risk === base) return { level, area, stats, own, risk };
  return {
    level,
    area,
    stats,
    own,
    risk,
    raisedBy: `${counted(own, 'check', 'checks')} by your organisation ${window} ${against}`,
  };
}

function zipCodeScore(
  postcode: string | undefined,
  areas: AreaScore[],
  countryNotRead: string | undefined,
): Score {
  if (!postcode && countryNotRead !== undefined) return countryNotReadScore(countryNotRead);
  if (!postcode) return scoreOf('PRR0', 'No Dutch postcode given: the postcode is not scored.');
  // The most specific area the statistics know, else the most specific with own history.
  const chosen =
    [...areas].reverse().find((a) => a.stats) ?? [...areas].reverse().find((a) => a.own > 0);
  if (!chosen) {
    return scoreOf(
      'PRR0',
      `No postcode statistics and no earlier checks for ${postcodeForPeople(postcode)}.`,
    );
  }
  const { stats } = chosen;
  // "pc6 1012AB", "pc5 1012A": the area by its level and code as the statistics and
  // statistical_scores key it, not a postcode written for people ("1012 AB"): a pc5 has no such
  // form, and stored descriptions and their translation (messages-person.ts) read it so.
  const facts = stats
    ? `${chosen.level} ${chosen.area}: ${counted(stats.addresses, 'address', 'addresses')}, ${statesResidents(stats) ? counted(stats.residents, 'resident', 'residents') : `residents ${RESIDENTS_NOT_GIVEN}`}, ${counted(stats.checks, 'check', 'checks')} in the statistics${stats.description ? ` (${stats.description})` : ''}`
    : `${chosen.level} ${chosen.area}: no postcode statistics`;
  const own = `${chosen.own} by your organisation in the last ${HISTORY_WINDOW_DAYS} days`;
  // Own checks that raised a broader area raise the postcode too: without it one more check in
  // the narrower area, which then becomes the area described, would lower the score.
  const broader = areas.filter(
    (a) => a !== chosen && a.raisedBy && raise(chosen.risk, a.risk) !== chosen.risk,
  );
  const code = broader.reduce<RiskCode>((worst, a) => raise(worst, a.risk), chosen.risk);
  const reasons = [
    ...(chosen.raisedBy ? [`Raised by ${chosen.raisedBy}.`] : []),
    ...broader.map((a) => `Raised by ${a.raisedBy} (${a.level} ${a.area}).`),
  ];
  return scoreOf(code, `${facts}; ${own}.`, reasons.length > 0 ? reasons.join(' ') : undefined);
}

/** An area's statistics for backend_data, its residents withheld as in the description. */
const statisticsShown = (stats: PostcodeStatsData | undefined) =>
  !stats || statesResidents(stats)
    ? (stats ?? null)
    : {
        ...stats,
        residents: null,
        residents_not_given: RESIDENTS_NOT_GIVEN,
      };

const statistic = (a: AreaScore) => ({
  count: String((a.stats?.checks ?? 0) + a.own),
  risk: a.risk,
});

const EXISTENCE: Partial<Record<AddressValidationCode, AddressEvidence['existence']>> = {
  P01: 'exists',
  P02: 'exists',
  P03: 'extension-unknown',
  P04: 'not-found',
};

/**
 * What is known about the address: the address data's verdict as address_validation gives it
 * (so a postcode it corrected is no missing address), and the residents and properties known
 * under the key of the address found, as address_information reads them.
 */
async function addressEvidence(
  context: PersonCheckContext,
): Promise<{ evidence: AddressEvidence; key?: string }> {
  const { registry, request } = context;
  const given = request.address;
  // Also a country that only ends the address lines, as address_validation reads it (P06).
  const country = given && withAddressLines(given).country;
  const foreign = isForeignCountry(country);
  const [validated, dutch] = await Promise.all([
    validatedAddress(context),
    givenDutchAddress(context),
  ]);
  const evidence: AddressEvidence = {
    given: given !== undefined,
    foreign,
    readable: dutch !== undefined,
  };
  // Neither Dutch nor foreign (address_validation P05): said, rather than "no postcode".
  if (country?.trim() && !foreign && !isDutchCountry(country)) {
    evidence.countryNotRead = country.trim();
  }
  if (!dutch) {
    // A Dutch address the address data does not have (P04), read from street and city or
    // contradicting its postcode: no place to count residents at, but itself the signal.
    if (!foreign && validated?.code === 'P04') {
      evidence.readable = true;
      const { lookup } = validated;
      evidence.existence = lookup.contradicted
        ? 'contradicted'
        : lookup.ambiguous
          ? 'ambiguous'
          : 'not-found';
    }
    return { evidence };
  }
  const existence = validated && EXISTENCE[validated.code];
  if (existence) evidence.existence = existence;
  if (existence === 'extension-unknown') evidence.extension = dutch.extension;
  const [residents, properties] = await Promise.all([
    registry.servesFormat(RESIDENTS_FORMAT) ? residentsAt(registry, dutch.key) : undefined,
    registry.records(ADDRESS_PROPERTIES_FORMAT, dutch.key),
  ]);
  if (residents) evidence.residents = residents.length;
  const usage = (properties[0]?.data as AddressPropertiesData | undefined)?.usage;
  if (usage) evidence.usage = usage;
  return { evidence, key: dutch.key };
}

export async function riskScoresOf(context: PersonCheckContext): Promise<RiskScores | undefined> {
  const { request, registry } = context;
  if (!request.address && !request.person) return undefined;
  const subject = await checkSubject(context);
  const postcode = subject.postcode;
  const levels = postcode ? postcodeAreas(postcode) : undefined;
  // The window ends at the check's moment, not when this section happens to run.
  const since = new Date(Date.parse(context.at) - HISTORY_WINDOW_DAYS * DAY_MS).toISOString();
  const [history, statsByLevel, { evidence, key: addressKey }] = await Promise.all([
    subject.postcode || subject.addressKey || subject.personKey
      ? context.history({
          since,
          areas: levels ? POSTCODE_LEVELS.map((level) => levels[level]) : [],
          addressKey: subject.addressKey,
          personKey: subject.personKey,
          birthKey: subject.birthKey,
          alsoPersonKeys: subject.alsoPersonKeys,
        })
      : Promise.resolve<HistoryCounts | undefined>(undefined),
    levels
      ? Promise.all(
          POSTCODE_LEVELS.map(async (level) => {
            const [record] = await registry.records(POSTCODE_STATS_FORMAT, levels[level]);
            return record?.data as PostcodeStatsData | undefined;
          }),
        )
      : Promise.resolve([]),
    addressEvidence(context),
  ]);
  evidence.otherPersonsChecked = subject.addressKey ? history?.otherPersonsAtAddress : undefined;
  const areas = levels
    ? POSTCODE_LEVELS.map((level, i) =>
        scoreArea(level, levels[level], statsByLevel[i], history?.checksInArea[levels[level]] ?? 0),
      )
    : [];
  const scores: RiskScores = {
    name: nameRisk(subject.personKey, history?.otherAddressesOfPerson, HISTORY_WINDOW_DAYS),
    address: addressRisk(evidence, HISTORY_WINDOW_DAYS),
    zip_code: zipCodeScore(postcode, areas, evidence.countryNotRead),
  };
  if (areas.length > 0) {
    const [pc4, pc5, pc6] = areas as [AreaScore, AreaScore, AreaScore];
    scores.statistical_scores = { pc4: statistic(pc4), pc5: statistic(pc5), pc6: statistic(pc6) };
  }
  context.lookups.risk_scores = {
    window_days: HISTORY_WINDOW_DAYS,
    history: history ?? null,
    areas: areas.map((a) => ({
      area: a.area,
      statistics: statisticsShown(a.stats),
      own_checks: a.own,
    })),
    address_key: addressKey ?? null,
  };
  return scores;
}

export const riskScoresSection: SectionModule<PersonCheckContext, PersonCheckResult> = {
  reads: [ADDRESSES_FORMAT, ADDRESS_PROPERTIES_FORMAT, RESIDENTS_FORMAT, POSTCODE_STATS_FORMAT],
  async compute(context) {
    const risk_scores = await riskScoresOf(context);
    return risk_scores && { risk_scores };
  },
};
