/**
 * The address and person records of Veracheck's own formats (docs/formats.md): persons known
 * at an address, the phone directory, lost and stolen documents, postcode statistics and
 * address properties. `data` holds the columns under their own names, typed; optional columns
 * left empty are absent.
 */
import {
  addition,
  addressKey,
  country,
  defineRecord,
  ensure,
  FieldError,
  houseNumber,
  integer,
  isoDate,
  oneOf,
  personKey,
  phoneNumber,
  postcode,
  required,
  text,
  type CodeOf,
  ONCE_SEPARATOR as S,
  withOnce,
} from './record-fields.js';
// The residents' person key reads a family name as person_match does, which asks it.
import { familyNameOf, prefixPlacedOtherwise } from '../names/family-names.js';
// The answers' code sets: what an import accepts is what the contract lists.
import { OWNERSHIP_CODES, POSTCODE_RISK_CODES } from '../contract/codes.js';

export const GENDERS = ['M', 'F', 'X'] as const;
export const PHONE_KINDS = ['landline', 'mobile'] as const;
export const DOCUMENT_TYPES = ['passport', 'identity_card', 'drivers_license'] as const;
export const DOCUMENT_STATUSES = ['lost', 'stolen', 'invalidated'] as const;
export const POSTCODE_LEVELS = ['pc4', 'pc5', 'pc6'] as const;
export { OWNERSHIP_CODES, POSTCODE_RISK_CODES };
export const PARCEL_TYPE_CODES = ['G', 'A'] as const;
/** The uses (gebruiksdoelen) of a BAG verblijfsobject. */
export const BAG_USES = [
  'woonfunctie',
  'bijeenkomstfunctie',
  'celfunctie',
  'gezondheidszorgfunctie',
  'industriefunctie',
  'kantoorfunctie',
  'logiesfunctie',
  'onderwijsfunctie',
  'sportfunctie',
  'winkelfunctie',
  'overige gebruiksfunctie',
] as const;

/* `type` aliases, not interfaces, so that they fit ReferenceRecord's `data`. */
export type ResidentData = {
  postcode: string;
  house_number: number;
  addition?: string;
  initials?: string;
  first_name?: string;
  last_name_prefix?: string;
  last_name: string;
  date_of_birth?: string;
  gender?: CodeOf<typeof GENDERS>;
  known_since?: string;
  last_seen?: string;
};
export type PhoneDirectoryData = {
  phone_number: string;
  name: string;
  street?: string;
  house_number?: number;
  addition?: string;
  postcode?: string;
  city?: string;
  country: string;
  kind: CodeOf<typeof PHONE_KINDS>;
  listed_since?: string;
};
export type LostDocumentData = {
  type: CodeOf<typeof DOCUMENT_TYPES>;
  country: string;
  number: string;
  reported_on: string;
  status: CodeOf<typeof DOCUMENT_STATUSES>;
};
export type PostcodeStatsData = {
  area: string;
  level: CodeOf<typeof POSTCODE_LEVELS>;
  addresses: number;
  residents: number;
  checks: number;
  risk: CodeOf<typeof POSTCODE_RISK_CODES>;
  description?: string;
};
export type AddressPropertiesData = {
  postcode: string;
  house_number: number;
  addition?: string;
  ownership_code: CodeOf<typeof OWNERSHIP_CODES>;
  parceltype_code: CodeOf<typeof PARCEL_TYPE_CODES>;
  parcel?: string;
  /** Whole euros. */
  woz_value?: number;
  usage?: CodeOf<typeof BAG_USES>[];
};

const count = integer(0);
const shortText = (value: string) => text(value, 100);

const initials = (value: string): string => {
  const parsed = text(value, 20);
  if (!/^[\p{L}.\s-]+$/u.test(parsed)) throw new FieldError(`"${parsed}" is not initials`);
  return parsed;
};

/** Residents are also found by person: family name (without prefix) and date of birth. */
export const RESIDENTS_BY_PERSON = 'residents-by-person';

export const residents = defineRecord<ResidentData>(
  'residents',
  [
    'postcode',
    'house_number',
    'addition',
    'initials',
    'first_name',
    'last_name_prefix',
    'last_name',
    'date_of_birth',
    'gender',
    'known_since',
    'last_seen',
  ],
  (get, opt) => {
    const code = get('postcode', postcode);
    const number = get('house_number', houseNumber);
    const extra = get('addition', addition);
    const knownSince = opt('known_since', isoDate);
    const lastSeen = opt('last_seen', isoDate);
    if (knownSince && lastSeen) {
      ensure(lastSeen >= knownSince, 'last_seen', `${lastSeen} is before known_since`);
    }
    return {
      key: addressKey(code, number, extra),
      data: {
        postcode: code,
        house_number: number,
        addition: extra || undefined,
        initials: opt('initials', initials),
        first_name: opt('first_name', shortText),
        last_name_prefix: opt('last_name_prefix', (v) => text(v, 20)),
        last_name: get('last_name', shortText),
        date_of_birth: opt('date_of_birth', isoDate),
        gender: opt('gender', oneOf(GENDERS)),
        known_since: knownSince,
        last_seen: lastSeen,
      },
    };
  },
  (data) =>
    residentPersonNames(data).map((name) => ({
      type: RESIDENTS_BY_PERSON,
      key: personKey(name, data.date_of_birth),
    })),
);

/**
 * The family names a resident is found under by date of birth: the name without its prefix,
 * also where the row writes the prefix into `last_name` ("de Vries" is vries, as `de` apart
 * with Vries is), and a married name without the prefix of its other name ("Hendriks-de Lange"
 * also as Hendriks-Lange, as a form with one prefix field takes it). Read as person_match reads
 * a name, so that a request without the prefix asks the very key.
 */
function residentPersonNames(data: ResidentData): string[] {
  const family = familyNameOf(data.last_name_prefix, data.last_name);
  const placed = prefixPlacedOtherwise(family).filter((form) => form.prefix !== '');
  return [...new Set([family.core, ...placed.map((form) => form.core)])];
}

export const phoneDirectory = defineRecord<PhoneDirectoryData>(
  'phone-directory',
  [
    'phone_number',
    'name',
    'street',
    'house_number',
    'addition',
    'postcode',
    'city',
    'country',
    'kind',
    'listed_since',
  ],
  (get, opt) => {
    const number = get('phone_number', phoneNumber);
    const land = get('country', country);
    const extra = get('addition', addition);
    return {
      key: number,
      data: {
        phone_number: number,
        name: get('name', shortText),
        street: opt('street', shortText),
        house_number: opt('house_number', houseNumber),
        addition: extra || undefined,
        // Only Dutch postcodes have a form to check.
        postcode: opt('postcode', land === 'NL' ? postcode : (v) => text(v, 20)),
        city: opt('city', shortText),
        country: land,
        kind: get('kind', oneOf(PHONE_KINDS)),
        listed_since: opt('listed_since', isoDate),
      },
    };
  },
);

/** A document number as it is compared: upper case, without spaces. */
export function documentNumber(value: string): string {
  const normalised = required(value).toUpperCase().replace(/\s+/g, '');
  if (!/^[A-Z0-9]{5,20}$/.test(normalised)) {
    throw new FieldError(`"${value.trim()}" is not a document number (5 to 20 letters and digits)`);
  }
  return normalised;
}

/** The key of a document: `NL|passport|SPECI2014`. */
export const documentKey = (countryCode: string, type: string, number: string): string =>
  `${countryCode}|${type}|${number}`;

/**
 * The key of a document number of whatever issuing country and type, `*|SPECI2014`: a check
 * whose caller gave no issuing country looks the number up under this one too, in one lookup.
 */
export const anyCountryDocumentKey = (number: string): string => `*|${number}`;

export const lostDocuments = defineRecord<LostDocumentData>(
  'lost-documents',
  ['type', 'country', 'number', 'reported_on', 'status'],
  (get) => {
    const type = get('type', oneOf(DOCUMENT_TYPES));
    const land = get('country', country);
    const number = get('number', documentNumber);
    return {
      key: documentKey(land, type, number),
      data: {
        type,
        country: land,
        number,
        reported_on: get('reported_on', isoDate),
        status: get('status', oneOf(DOCUMENT_STATUSES)),
      },
    };
  },
  (data) => [{ type: 'lost-documents', key: anyCountryDocumentKey(data.number) }],
);

const AREA_FORMS: Record<CodeOf<typeof POSTCODE_LEVELS>, RegExp> = {
  pc4: /^[1-9]\d{3}$/,
  pc5: /^[1-9]\d{3}[A-Z]$/,
  pc6: /^[1-9]\d{3}[A-Z]{2}$/,
};

/** The postcode areas a full postcode lies in: `1012AB` is in 1012, 1012A and 1012AB. */
export const postcodeAreas = (code: string): Record<CodeOf<typeof POSTCODE_LEVELS>, string> => ({
  pc4: code.slice(0, 4),
  pc5: code.slice(0, 5),
  pc6: code.slice(0, 6),
});

/** One row per area. */
export const postcodeStats = withOnce(
  defineRecord<PostcodeStatsData>(
    'postcode-stats',
    ['area', 'level', 'addresses', 'residents', 'checks', 'risk', 'description'],
    (get, opt) => {
      const area = get('area', (v) => required(v).toUpperCase().replace(/\s+/g, ''));
      const level = get('level', oneOf(POSTCODE_LEVELS));
      ensure(AREA_FORMS[level].test(area), 'area', `"${area}" is not a ${level} postcode area`);
      return {
        key: area,
        data: {
          area,
          level,
          addresses: get('addresses', count),
          residents: get('residents', count),
          checks: get('checks', count),
          risk: get('risk', oneOf(POSTCODE_RISK_CODES)),
          description: opt('description', text),
        },
      };
    },
  ),
  { tag: 'p', key: (data) => data.area, words: (data) => `area ${data.area}` },
);

const uses = (value: string): CodeOf<typeof BAG_USES>[] =>
  value.split(';').map((use) => oneOf(BAG_USES)(use.trim()));

/** One row per address. */
export const addressProperties = withOnce(
  defineRecord<AddressPropertiesData>(
    'address-properties',
    [
      'postcode',
      'house_number',
      'addition',
      'ownership_code',
      'parceltype_code',
      'parcel',
      'woz_value',
      'usage',
    ],
    (get, opt) => {
      const code = get('postcode', postcode);
      const number = get('house_number', houseNumber);
      const extra = get('addition', addition);
      return {
        key: addressKey(code, number, extra),
        data: {
          postcode: code,
          house_number: number,
          addition: extra || undefined,
          ownership_code: get('ownership_code', oneOf(OWNERSHIP_CODES)),
          parceltype_code: get('parceltype_code', oneOf(PARCEL_TYPE_CODES)),
          parcel: opt('parcel', (v) => text(v, 40).toUpperCase().replace(/\s+/g, ' ')),
          woz_value: opt('woz_value', count),
          usage: opt('usage', uses),
        },
      };
    },
  ),
  {
    tag: 'a',
    key: (data) => `${data.postcode}${S}${data.house_number}${S}${data.addition ?? ''}`,
    words: (data) => `address ${addressKey(data.postcode, data.house_number, data.addition)}`,
  },
);
