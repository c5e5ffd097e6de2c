/**
 * What a report reads from a stored result's backend_data (src/checks/backend-data.ts): the
 * check type, the dataset versions, which sections had nothing, and the screening hits with
 * their explanations. backend_data is a JSON string; a report of a result whose backend_data is
 * missing or unreadable still renders, without these parts.
 */
import type { TreeNode } from '../contract/company-record.js';
import type { ScreeningCut } from '../screening/service.js';

export interface DatasetVersion {
  name: string;
  version: string;
}

/** One screening hit as backend_data keeps it (src/screening/service.ts, HitExplanation). */
export interface HitExplanation {
  caption?: string;
  matched_name?: string;
  score?: number;
  features: { feature: string; value: number; weight: number; detail: string }[];
}

/** The hits of one screened party, in the order of its registrations. */
export interface ScreenedSubject {
  /** The summary's source: `company`, `person`, `director: …`, `ubo: …`. */
  subject: string;
  hits: HitExplanation[];
  /** Present where hits were left unlisted or listings unscored. */
  cut?: ScreeningCut;
}

/** A country the country risk looked at (`lookups.risk_country`, src/checks/country-risk.ts). */
export interface CountryLooked {
  country: string;
  why: string;
  /** The further reasons the country counts; checks stored before these were kept have none. */
  also?: string[];
  risk: string;
  listings: { list: string; listed_since?: string; published?: string; source?: string }[];
}

export interface ReportData {
  checkType?: string;
  version?: string;
  datasets: DatasetVersion[];
  notFound: string[];
  /** `sections.requested`: the sections of the check's type (empty where not stored). */
  requested: string[];
  /** `sections.returned`: what the check says it gave (see `sectionsWithoutData`). */
  returned: string[];
  unavailable: string[];
  /** The countries the country risk looked at, why each counts and its lists. */
  countries?: CountryLooked[];
  /** Undefined when backend_data has no screening lookups. */
  screened?: ScreenedSubject[];
  /** Company checks: where the request and the register part ways (identification-remarks). */
  remarks: string[];
  /**
   * Company checks: why the UBO result may understate shares (`lookups.ubo.incomplete_because`),
   * and whether the parents reach the top; absent where complete or not computed.
   */
  uboIncompleteBecause?: string[];
  /** Company checks: persons who may hold more than 25 % through a share of unknown size. */
  possibleUbos?: string[];
  /**
   * Company checks: the persons the shares reach who are no UBO, with their share and its
   * routes (`lookups.ubo.shareholders`), for the UBO section and the ownership diagram.
   */
  shareholders?: { name: string; percentage?: number; tree?: TreeNode }[];
  /**
   * Company checks: why the parents may leave some out (`lookups.parents.incomplete_because`:
   * owners_not_found, truncated_graph), where the check asked for parents; absent where complete.
   */
  parentsIncompleteBecause?: string[];
  /** Company checks: parent companies whose register status is not active (`lookups.parents.not_active`). */
  parentsNotActive?: { name: string; number?: string; status: string }[];
  /**
   * Company checks: the register number the company record cannot hold, and its registration
   * authority (`lookups.company.register_number`; GLEIF's number of a register other than the KvK).
   */
  registerNumber?: { number: string; authority?: string };
  /**
   * Company checks: how the company was looked for and, where it was, found
   * (`lookups.company`: `looked_up`, `matched_by`, `score`).
   */
  identification?: CompanyIdentification;
  /** Company checks: when a dissolved company was dissolved (`lookups.dissolution_date`). */
  dissolutionDate?: string;
  /** Company checks: the day the directors are read on, where not today (`lookups.directors`). */
  boardOn?: string;
  /** Company checks: no director screened, no listings imported (`lookups.directors_not_screened`). */
  directorsNotScreened?: true;
  /**
   * Company checks: the financials record and the claims dated after the company's dissolution
   * (`lookups.financial_info.dated_after_dissolution`), warned of above those sections.
   */
  afterDissolution?: { financialsRecord?: string; claimsReceived: string[] };
}

/** How a company check looked for its company, and what found it. */
export interface CompanyIdentification {
  /** The identifiers looked up, in order, each once (`looked_up[].by`). */
  searchedBy: string[];
  /** The identifier that found the company; absent where nothing found one. */
  matchedBy?: string;
  /** How the identifier that found it was read (a leading zero added, a VAT number's RSIN). */
  readAs?: string;
  /** The name search's score of the company taken (by name only). */
  score?: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function hitOf(value: unknown): HitExplanation | undefined {
  if (!isObject(value)) return undefined;
  const features = Array.isArray(value.features)
    ? value.features.flatMap((f) =>
        isObject(f) && typeof f.feature === 'string'
          ? [
              {
                feature: f.feature,
                value: typeof f.value === 'number' ? f.value : Number.NaN,
                weight: typeof f.weight === 'number' ? f.weight : Number.NaN,
                detail: typeof f.detail === 'string' ? f.detail : '',
              },
            ]
          : [],
      )
    : [];
  return {
    ...(typeof value.caption === 'string' && { caption: value.caption }),
    ...(typeof value.matched_name === 'string' && { matched_name: value.matched_name }),
    ...(typeof value.score === 'number' && { score: value.score }),
    features,
  };
}

const hitsOf = (value: unknown): HitExplanation[] =>
  Array.isArray(value) ? value.flatMap((hit) => hitOf(hit) ?? []) : [];

/**
 * The screened parties: person checks keep `{person: hits}`, company checks
 * `{subjects: [{subject, hits}]}`.
 */
function screenedOf(screening: unknown): ScreenedSubject[] | undefined {
  if (!isObject(screening)) return undefined;
  if (Array.isArray(screening.subjects)) {
    return screening.subjects.flatMap((s) =>
      isObject(s) && typeof s.subject === 'string'
        ? [withCut({ subject: s.subject, hits: hitsOf(s.hits) }, s.cut)]
        : [],
    );
  }
  if (Array.isArray(screening.person))
    return [withCut({ subject: 'person', hits: hitsOf(screening.person) }, screening.cut)];
  return undefined;
}

/** A party's hits with what was cut from them, where backend_data says so. */
function withCut(subject: ScreenedSubject, cut: unknown): ScreenedSubject {
  if (!isObject(cut)) return subject;
  const count = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
  return {
    ...subject,
    cut: {
      hits_found: count(cut.hits_found),
      hits_listed: count(cut.hits_listed),
      listings_not_scored: count(cut.listings_not_scored),
      birth_date_given: cut.birth_date_given === true,
    },
  };
}

/** The parts of backend_data a report shows. */
export function reportDataOf(backendData: unknown): ReportData {
  let parsed: unknown;
  try {
    parsed = typeof backendData === 'string' ? JSON.parse(backendData) : backendData;
  } catch {
    parsed = undefined;
  }
  if (!isObject(parsed)) {
    return {
      datasets: [],
      notFound: [],
      requested: [],
      returned: [],
      unavailable: [],
      remarks: [],
    };
  }
  const check = isObject(parsed.check) ? parsed.check : {};
  const sections = isObject(parsed.sections) ? parsed.sections : {};
  const lookups = isObject(parsed.lookups) ? parsed.lookups : {};
  const datasets = Array.isArray(parsed.datasets)
    ? parsed.datasets.flatMap((d) =>
        isObject(d) && typeof d.name === 'string'
          ? [{ name: d.name, version: typeof d.version === 'string' ? d.version : '' }]
          : [],
      )
    : [];
  const screened = screenedOf(lookups.screening);
  return {
    ...(typeof check.type === 'string' && { checkType: check.type }),
    ...(typeof parsed.version === 'string' && { version: parsed.version }),
    datasets,
    notFound: strings(sections.not_found),
    requested: strings(sections.requested),
    returned: strings(sections.returned),
    unavailable: [...strings(sections.unavailable), ...claimsUnavailable(lookups.financial_info)],
    ...(screened && { screened }),
    ...countriesOf(lookups.risk_country),
    remarks: isObject(lookups.company) ? strings(lookups.company.remarks) : [],
    ...registerNumberOf(lookups.company),
    ...identificationOf(lookups.company),
    // Only where the check asked for UBOs: other sections (risk_country) look them up too.
    ...(isObject(lookups.ubo) &&
      lookups.ubo.complete === false &&
      strings(sections.requested).includes('ubo') && {
        uboIncompleteBecause: strings(lookups.ubo.incomplete_because),
        ...(Array.isArray(lookups.ubo.possible_ubos) && {
          possibleUbos: lookups.ubo.possible_ubos.flatMap((p) =>
            isObject(p) && typeof p.name === 'string' ? [p.name] : [],
          ),
        }),
      }),
    // As the UBOs' warning: only where the check asked for UBOs.
    ...(strings(sections.requested).includes('ubo') && shareholdersOf(lookups.ubo)),
    ...(isObject(lookups.parents) &&
      lookups.parents.complete === false &&
      strings(sections.requested).includes('parents') && {
        parentsIncompleteBecause: parentsIncompleteBecause(lookups.parents),
      }),
    ...(isObject(lookups.parents) &&
      Array.isArray(lookups.parents.not_active) && {
        parentsNotActive: lookups.parents.not_active.flatMap((p) =>
          isObject(p) && typeof p.name === 'string' && typeof p.status === 'string'
            ? [
                {
                  name: p.name,
                  status: p.status,
                  ...(typeof p.chamber_of_commerce_number === 'string' && {
                    number: p.chamber_of_commerce_number,
                  }),
                },
              ]
            : [],
        ),
      }),
    ...(typeof lookups.dissolution_date === 'string' && {
      dissolutionDate: lookups.dissolution_date,
    }),
    ...(isObject(lookups.directors) &&
      typeof lookups.directors.board_on === 'string' && { boardOn: lookups.directors.board_on }),
    ...(typeof lookups.directors_not_screened === 'string' && {
      directorsNotScreened: true as const,
    }),
    ...afterDissolutionOf(lookups.financial_info),
  };
}

/**
 * Why the parents may leave some out, as `lookups.parents.incomplete_because` says; for a check
 * stored before it said so, owners_not_found where it names such owners, else truncated_graph.
 */
function parentsIncompleteBecause(note: Record<string, unknown>): string[] {
  if (Array.isArray(note.incomplete_because)) return strings(note.incomplete_because);
  // Only owners not found or a tree cut off make the parents incomplete.
  return Array.isArray(note.owners_not_found) && note.owners_not_found.length > 0
    ? ['owners_not_found']
    : ['truncated_graph'];
}

/** `lookups.risk_country`: each country with a code, its reason and its listings. */
function countriesOf(value: unknown): Pick<ReportData, 'countries'> {
  if (!Array.isArray(value)) return {};
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const countries = value.flatMap((c): CountryLooked[] => {
    if (!isObject(c) || typeof c.country !== 'string') return [];
    const listings = Array.isArray(c.listings)
      ? c.listings.flatMap((l) => {
          if (!isObject(l) || typeof l.list !== 'string') return [];
          const [since, published, source] = [l.listed_since, l.published, l.source].map(text);
          return [
            {
              list: l.list,
              ...(since && { listed_since: since }),
              ...(published && { published }),
              ...(source && { source }),
            },
          ];
        })
      : [];
    const also = strings(c.also);
    return [
      {
        country: c.country,
        why: text(c.why) ?? '',
        ...(also.length > 0 && { also }),
        risk: text(c.risk) ?? '',
        listings,
      },
    ];
  });
  return countries.length > 0 ? { countries } : {};
}

/** A stored tree node read back field by field, at most 32 levels deep (the diagram's limit). */
function treeOf(value: unknown, depth: number): TreeNode | undefined {
  if (!isObject(value) || depth > 32) return undefined;
  const field = (key: string) => (typeof value[key] === 'string' ? value[key] : undefined);
  const [id, type, role, name] = ['id', 'type', 'role', 'name'].map(field);
  const parents = Array.isArray(value.parents)
    ? value.parents.flatMap((p) => treeOf(p, depth + 1) ?? [])
    : [];
  return {
    ...(typeof value.level === 'number' && { level: value.level }),
    ...(id !== undefined && { id }),
    ...(type !== undefined && { type }),
    ...(role !== undefined && { role }),
    ...(name !== undefined && { name }),
    parents,
  };
}

/** `lookups.ubo.shareholders`, each with a name and, where stored, the routes of their shares. */
function shareholdersOf(note: unknown): Pick<ReportData, 'shareholders'> {
  if (!isObject(note) || !Array.isArray(note.shareholders)) return {};
  const shareholders = note.shareholders.flatMap((s) => {
    if (!isObject(s) || typeof s.name !== 'string') return [];
    const tree = treeOf(s.tree, 0);
    return [
      {
        name: s.name,
        ...(typeof s.percentage === 'number' && { percentage: s.percentage }),
        ...(tree && { tree }),
      },
    ];
  });
  return shareholders.length > 0 ? { shareholders } : {};
}

function identificationOf(note: unknown): Pick<ReportData, 'identification'> {
  if (!isObject(note) || !Array.isArray(note.looked_up)) return {};
  const tried = note.looked_up.flatMap((l) =>
    isObject(l) && typeof l.by === 'string'
      ? [{ by: l.by, readAs: l.read_as, found: Array.isArray(l.found) && l.found.length > 0 }]
      : [],
  );
  const matchedBy = typeof note.matched_by === 'string' ? note.matched_by : undefined;
  const chosen = tried.find((t) => t.found && t.by === matchedBy);
  return {
    identification: {
      searchedBy: [...new Set(tried.map((t) => t.by))],
      ...(matchedBy !== undefined && { matchedBy }),
      ...(typeof chosen?.readAs === 'string' && { readAs: chosen.readAs }),
      ...(typeof note.score === 'number' && { score: note.score }),
    },
  };
}

function registerNumberOf(note: unknown): Pick<ReportData, 'registerNumber'> {
  if (!isObject(note) || typeof note.register_number !== 'string') return {};
  const authority = note.registration_authority;
  return {
    registerNumber: {
      number: note.register_number,
      ...(typeof authority === 'string' && { authority }),
    },
  };
}

/**
 * The claims where the installation serves no claims data (`lookups.financial_info.unavailable`):
 * named with the sections unavailable, as the answer leaves them out, rather than passed over.
 */
function claimsUnavailable(note: unknown): string[] {
  return isObject(note) && strings(note.unavailable).includes('claims') ? ['claims'] : [];
}

function afterDissolutionOf(note: unknown): Pick<ReportData, 'afterDissolution'> {
  const late = isObject(note) ? note.dated_after_dissolution : undefined;
  if (!isObject(late)) return {};
  return {
    afterDissolution: {
      ...(typeof late.financials_record === 'string' && {
        financialsRecord: late.financials_record,
      }),
      claimsReceived: strings(late.claims_received),
    },
  };
}

/** The sections that are parts of the company record, not of the result itself. */
const COMPANY_RECORD_PARTS = new Set(['directors', 'parents', 'ubo', 'company_balance_sheet']);

/**
 * The sections with nothing to report: those under `not_found`, and those `returned` of which
 * the result holds nothing. Checks stored before `financial_info` without a financials record
 * was named under `not_found` listed it as returned: their report names it all the same.
 */
export function sectionsWithoutData(result: object, data: ReportData): string[] {
  const record = result as Record<string, unknown>;
  const company = isObject(record.company) ? record.company : {};
  const absent = data.returned.filter(
    (name) =>
      !data.notFound.includes(name) &&
      (COMPANY_RECORD_PARTS.has(name) ? company[name] : record[name]) === undefined,
  );
  return absent.length === 0 ? data.notFound : [...data.notFound, ...absent];
}
