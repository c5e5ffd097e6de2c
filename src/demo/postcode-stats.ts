/**
 * The demo postcode statistics (postcode-stats.csv): one row per pc6, pc5 and pc4 area of the
 * demo addresses. They are aggregates, as real statistics are: a pc5's addresses, residents and
 * checks are the sums over its pc6s, and a pc4's the sums over its pc5s. Only a pc6's number of
 * checks is drawn (from its own random stream, so the same seed gives the same file); every
 * area's risk then follows from its counts by one rule (`areaRisk`), so a pc4 never contradicts
 * the pc5s and pc6s it is made of.
 */
import { FICTITIOUS } from './context.js';
import { hash32, Rng } from './prng.js';
import type { CsvValue, CsvWriter } from './writers.js';

const STREAM_AREA = 602;

export interface AreaCounts {
  addresses: number;
  residents: number;
  checks: number;
}

export type AreaRisk = 'PRR0' | 'PRR1' | 'PRR2' | 'PRR3';

/**
 * Checks per address from which an area's risk is elevated (PRR2) and high (PRR3): the ratios
 * the person check applies to an organisation's own checks (AREA_ELEVATED_RATIO, AREA_HIGH_RATIO).
 */
export const ELEVATED_CHECKS_PER_ADDRESS = 1;
export const HIGH_CHECKS_PER_ADDRESS = 3;

/** An area's risk from its counts: by checks per address; PRR0 (no data) without addresses. */
export function areaRisk({ addresses, checks }: AreaCounts): AreaRisk {
  if (addresses <= 0) return 'PRR0';
  if (checks >= addresses * HIGH_CHECKS_PER_ADDRESS) return 'PRR3';
  if (checks >= addresses * ELEVATED_CHECKS_PER_ADDRESS) return 'PRR2';
  return 'PRR1';
}

/** Most pc6s are checked less than once per address, some more, a few far more. */
function pc6Checks(seed: number, area: string, addresses: number): number {
  const codes = Array.from({ length: area.length }, (_, i) => area.charCodeAt(i));
  const rng = new Rng(seed, STREAM_AREA, hash32(...codes));
  const elevated = addresses * ELEVATED_CHECKS_PER_ADDRESS;
  const high = addresses * HIGH_CHECKS_PER_ADDRESS;
  switch (
    rng.weighted<AreaRisk>([
      ['PRR1', 75],
      ['PRR2', 18],
      ['PRR3', 7],
    ])
  ) {
    case 'PRR3':
      return rng.int(high, high + 2 * addresses);
    case 'PRR2':
      return rng.int(elevated, high - 1);
    default:
      return rng.int(0, Math.max(0, elevated - 1));
  }
}

const areaRow = (area: string, level: string, counts: AreaCounts): Record<string, CsvValue> => ({
  area,
  level,
  addresses: counts.addresses,
  residents: counts.residents,
  checks: counts.checks,
  risk: areaRisk(counts),
  description: FICTITIOUS,
});

const addTo = (map: Map<string, AreaCounts>, area: string, counts: AreaCounts): void => {
  const total = map.get(area) ?? { addresses: 0, residents: 0, checks: 0 };
  total.addresses += counts.addresses;
  total.residents += counts.residents;
  total.checks += counts.checks;
  map.set(area, total);
};

/**
 * Collects the addresses street by street. A postcode (pc6) belongs to one street, so its row is
 * written when the street ends; the pc5 and pc4 rows, sorted, when all streets are done.
 */
export class PostcodeStatsWriter {
  private readonly street = new Map<string, { addresses: number; residents: number }>();
  private readonly pc5 = new Map<string, AreaCounts>();
  private readonly pc4 = new Map<string, AreaCounts>();

  constructor(
    private readonly seed: number,
    private readonly out: Pick<CsvWriter, 'add'>,
  ) {}

  /** One address of the current street, with the number of residents written there. */
  address(postcode: string, residents: number): void {
    const tally = this.street.get(postcode) ?? { addresses: 0, residents: 0 };
    tally.addresses++;
    tally.residents += residents;
    this.street.set(postcode, tally);
  }

  /** Writes the pc6 rows of the street just done and adds them to their pc5 and pc4. */
  endStreet(): void {
    for (const [area, tally] of this.street) {
      const counts = { ...tally, checks: pc6Checks(this.seed, area, tally.addresses) };
      this.out.add(areaRow(area, 'pc6', counts));
      addTo(this.pc5, area.slice(0, 5), counts);
      addTo(this.pc4, area.slice(0, 4), counts);
    }
    this.street.clear();
  }

  /** Writes the pc5 and then the pc4 rows. */
  finish(): void {
    this.endStreet();
    const sorted = (map: Map<string, AreaCounts>) => [...map].sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [level, map] of [['pc5', this.pc5] as const, ['pc4', this.pc4] as const]) {
      for (const [area, counts] of sorted(map)) this.out.add(areaRow(area, level, counts));
    }
  }
}
