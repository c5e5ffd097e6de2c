/**
 * The messages and descriptions of phone_number_matches, address_validation,
 * address_information and id_document_number_check_result in a Dutch report: each made by the
 * checks' own code, so that a change of the English breaks the test. (person_match and
 * address_match: messages-person-names.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { addressIndexOf, KERKSTRAAT_10 } from '../../../test/person-addresses.js';
import { contextWithRecords } from '../../../test/person-context.js';
import type { Address } from '../../contract/address.js';
import type { CompanyStatus } from '../../contract/codes.js';
import type { CompanyRecord } from '../../contract/company-record.js';
import type { PersonCheckRequest } from '../../contract/person-check.js';
import type { LostDocumentData, PhoneDirectoryData } from '../../entities/records.js';
import { lookupInIndex } from '../../registry/address-index-lookup.js';
import { registryWithoutReferenceData, type Registry } from '../../registry/registry.js';
import { validateDocumentNumber } from '../../validators/id-document/index.js';
import {
  BAG_USE_NAMES,
  describeAddress,
  describeCompanies,
} from '../../checks/person/address-information.js';
import { validatedAddress } from '../../checks/person/address-validation.js';
import {
  begunSentence,
  elsewhereSentence,
  verdictSentence,
} from '../../checks/person/id-document-description.js';
import { idDocumentCheckOf } from '../../checks/person/id-document.js';
import { phoneNumberMatchesOf } from '../../checks/person/phone.js';
import { riskScoresOf } from '../../checks/person/risk-scores.js';
import { countryNotReadScore } from '../../checks/person/risk-signals.js';
import { ENGLISH_WORDS } from './english-words.test-data.js';
import { translateMessage } from './messages.js';

const nl = (text: string) => translateMessage(text, 'nl');

/** The Dutch, checked for English words once the quoted names are taken out. */
const dutch = (text: string): string | undefined => {
  const said = nl(text);
  if (said !== undefined) expect(said.replace(/"[^"]*"/g, '""'), said).not.toMatch(ENGLISH_WORDS);
  return said;
};

/** Fictitious addresses: Kerkstraat 10 (also A and B), and three squares alike. */
const INDEX = addressIndexOf([
  KERKSTRAAT_10,
  { ...KERKSTRAAT_10, houseLetter: 'A' },
  { ...KERKSTRAAT_10, houseLetter: 'B' },
  ...['Heideplein', 'Weideplein', 'Reideplein'].map((street, i) => ({
    ...KERKSTRAAT_10,
    postcode: `301${i}AA`,
    street,
    city: 'Rotterdam',
  })),
]);

const REGISTRY: Registry = {
  ...registryWithoutReferenceData,
  lookupAddress: (partial) => Promise.resolve(lookupInIndex(INDEX, partial, undefined)),
};

describe('translateMessage of phone_number_matches', () => {
  const LINE: PhoneDirectoryData = {
    phone_number: '+31201234567',
    name: 'A. Jansen',
    street: 'Damrak',
    house_number: 1,
    postcode: '1012AB',
    city: 'Amsterdam',
    country: 'NL',
    kind: 'landline',
    listed_since: '2019-02-25',
  };
  const messages = async (
    request: Omit<PersonCheckRequest, 'type'>,
    listings: PhoneDirectoryData[] = [LINE],
  ) => {
    const records = listings.map((data) => ({
      type: 'phone-directory',
      key: data.phone_number,
      data,
    }));
    const { context } = contextWithRecords('basic_plus', request, 'phone-directory', records);
    return ((await phoneNumberMatchesOf(context)) ?? []).map((match) => dutch(match.message ?? ''));
  };
  const phone = '020-1234567';

  it('says what a listing is and where, under another name or with no name to compare', async () => {
    const berg = { last_name: 'Berg', phone_number: phone };
    expect(
      await messages({ person: berg, address: { zip_code: '1017GA', house_number: '10' } }),
    ).toEqual([
      'Vermeld onder een andere naam (vaste lijn, op een ander adres dan het opgegeven adres)',
    ]);
    expect(await messages({ person: berg })).toEqual([
      'Vermeld onder een andere naam (vaste lijn, adres niet vergeleken)',
    ]);
    expect(
      await messages(
        {
          person: { first_name: 'Anna', phone_number: phone },
          address: { zip_code: '1012AB', house_number: '1' },
        },
        [{ ...LINE, kind: 'mobile', listed_since: undefined }],
      ),
    ).toEqual([
      'Vermeld; er is geen achternaam opgegeven om de naam mee te vergelijken (mobiel, op het opgegeven adres)',
    ]);
    expect(
      await messages({
        person: { last_name: 'Jansen', phone_number: phone },
        address: { zip_code: '1012AB', house_number: '1', country: 'Atlantis' },
      }),
    ).toEqual([
      'Vermeld op naam van de persoon; het adres is niet vergeleken (vaste lijn, vermeld sinds 2019-02-25)',
    ]);
  });

  it('names the country of a number in Dutch', async () => {
    const numbers = async (...phoneNumbers: string[]) =>
      (
        await Promise.all(
          phoneNumbers.map((phone_number) =>
            messages({ person: { last_name: 'Berg', phone_number } }, []),
          ),
        )
      ).flat();
    expect(
      await numbers('+32 470 12 34 56', '+44 20 7946 0958', '+49 30 1', '+44 20 7946 0'),
    ).toEqual([
      'Geldig nummer, niet vermeld in de telefoongids: een mobiel nummer uit België (+32)',
      'Geldig nummer, niet vermeld in de telefoongids: een vast nummer uit het Verenigd Koninkrijk (+44)',
      'Geen geldig telefoonnummer: het is te kort voor een nummer uit Duitsland (+49)',
      'Geen geldig telefoonnummer: het is geen mogelijk nummer met landnummer +44: die reeks bestaat niet in het nummerplan',
    ]);
  });
});

/** The message address_validation gives for an address. */
const validation = async (address: Address) =>
  (
    await validatedAddress({
      request: { type: 'basic', address },
      registry: REGISTRY,
      shared: new Map(),
      lookups: {},
    })
  )?.message ?? '';

describe('translateMessage of address_validation', () => {
  it('says "geen" for the number without an extension among the extensions there', async () => {
    expect(
      dutch(
        await validation({ zip_code: '1017GA', house_number: '10', house_number_extension: 'C' }),
      ),
    ).toBe(
      'Postcode en huisnummer bestaan, de huisnummertoevoeging niet (toevoegingen daar: geen, A, B)',
    );
  });

  it('says that an address given without a postcode exists, not its postcode', async () => {
    expect(
      dutch(
        await validation({
          street: 'Kerkstraat',
          house_number: '10',
          house_number_extension: 'C',
          city: 'Amsterdam',
        }),
      ),
    ).toBe('Het adres bestaat, de huisnummertoevoeging niet (toevoegingen daar: geen, A, B)');
  });

  it('says why address lines that conflict are not validated', async () => {
    expect(dutch(await validation({ address_line_1: 'Damrak 1, 1012 AB, BE' }))).toBe(
      'Buitenlands adres: niet gecontroleerd tegen de Nederlandse adresgegevens: de adresregels schrijven de postcode 1012 AB zoals alleen Nederlandse postcodes worden geschreven, en eindigen met de landcode BE, waarvan de postcodes alleen cijfers zijn',
    );
    expect(dutch(await validation({ house_number: '1', zip_code: '1012 AB', country: 'BE' }))).toBe(
      'Buitenlands adres: niet gecontroleerd tegen de Nederlandse adresgegevens: het opgegeven adres schrijft de postcode 1012 AB zoals alleen Nederlandse postcodes worden geschreven, en noemt het land BE, waarvan de postcodes alleen cijfers zijn',
    );
    expect(dutch(await validation({ address_line_1: 'Damrak 1, 1012 LG', country: 'NO' }))).toBe(
      'Buitenlands adres: niet gecontroleerd tegen de Nederlandse adresgegevens: de adresregels schrijven de postcode 1012 LG zoals alleen Nederlandse postcodes worden geschreven, en het opgegeven land is NO, waarvan de postcodes alleen cijfers zijn',
    );
    expect(dutch(await validation({ address_line_1: 'Damrak 1, 1012 AB Amsterdam, GB' }))).toBe(
      'Buitenlands adres: niet gecontroleerd tegen de Nederlandse adresgegevens: de adresregels schrijven de postcode 1012 AB zoals alleen Nederlandse postcodes worden geschreven, en eindigen met de landcode GB, waarvan de postcodes anders worden geschreven',
    );
    // A country whose postcodes have letters, given as a field or with the lines.
    expect(dutch(await validation({ house_number: '1', zip_code: '1012 AB', country: 'GB' }))).toBe(
      'Buitenlands adres: niet gecontroleerd tegen de Nederlandse adresgegevens: het opgegeven adres schrijft de postcode 1012 AB zoals alleen Nederlandse postcodes worden geschreven, en noemt het land GB, waarvan de postcodes anders worden geschreven',
    );
    expect(dutch(await validation({ address_line_1: 'Damrak 1, 1012 LG', country: 'IE' }))).toBe(
      'Buitenlands adres: niet gecontroleerd tegen de Nederlandse adresgegevens: de adresregels schrijven de postcode 1012 LG zoals alleen Nederlandse postcodes worden geschreven, en het opgegeven land is IE, waarvan de postcodes anders worden geschreven',
    );
    // A postcode of digits of a count the country's never have.
    expect(dutch(await validation({ house_number: '1', zip_code: '2300', country: 'SE' }))).toBe(
      'Buitenlands adres: niet gecontroleerd tegen de Nederlandse adresgegevens: het opgegeven adres schrijft de postcode 2300, en noemt het land SE, waarvan de postcodes vijf cijfers zijn',
    );
    expect(
      dutch(await validation({ house_number: '1', zip_code: '97232-12', country: 'US' })),
    ).toBe(
      'Buitenlands adres: niet gecontroleerd tegen de Nederlandse adresgegevens: het opgegeven adres schrijft de postcode 97232-12, en noemt het land US, waarvan de postcodes vijf cijfers zijn, of negen (ZIP+4)',
    );
    expect(
      dutch(await validation({ address_line_1: 'Sveavägen 1, 2300 Stockholm', country: 'SE' })),
    ).toBe(
      'Buitenlands adres: niet gecontroleerd tegen de Nederlandse adresgegevens: de adresregels schrijven de postcode 2300, en het opgegeven land is SE, waarvan de postcodes vijf cijfers zijn',
    );
  });

  it('says which streets a misspelt one is as close to', async () => {
    expect(
      dutch(await validation({ street: 'Leideplein', house_number: '10', city: 'Rotterdam' })),
    ).toBe(
      'Het adres is niet gevonden in de adresgegevens: de opgegeven straat en plaats lijken even veel op Heideplein, Rotterdam; Reideplein, Rotterdam of Weideplein, Rotterdam, die dit nummer alle hebben; welke bedoeld is, is niet bekend',
    );
  });

  it('says why an address is incomplete, each reason in Dutch', async () => {
    expect(
      dutch(await validation({ zip_code: '1017GA', address_line_1: 'Kerkstraat 10 Amsterdam' })),
    ).toBe(
      'Het adres is onvolledig: de adresregel kon niet worden gelezen: scheid straat en huisnummer met een komma van de plaats (Merelstraat 1B, Amsterdam), of geef zip_code (postcode) en house_number (huisnummer)',
    );
    expect(
      dutch(await validation({ zip_code: '1017GA', address_line_1: 'Hoofdweg 1234 AB Amsterdam' })),
    ).toBe(
      'Het adres is onvolledig: de adresregel kon niet worden gelezen: "1234 AB" kan een huisnummer of een postcode zijn: zet er een komma achter als het het huisnummer is (Hoofdweg 1234 AB, Amsterdam), of geef zip_code (postcode) en house_number (huisnummer)',
    );
    expect(dutch(await validation({ zip_code: '10115', city: 'Berlin', country: 'NL' }))).toBe(
      'Het adres is onvolledig: house_number (huisnummer) is verplicht; zip_code "10115" is geen Nederlandse postcode (vier cijfers en twee letters, bijv. 1012 AB)',
    );
    expect(
      dutch(
        await validation({ zip_code: '1017GA', house_number: '10a', house_number_extension: 'B' }),
      ),
    ).toBe(
      'Het adres spreekt zichzelf tegen: house_number "10a" geeft de toevoeging A en house_number_extension een andere, B: geef de toevoeging één keer',
    );
    expect(
      dutch(
        await validation({
          address_line_1: 'Kerkstraat 10a',
          zip_code: '1017GA',
          house_number_extension: 'B',
        }),
      ),
    ).toBe(
      'Het adres spreekt zichzelf tegen: het huisnummer "10a" van de adresregel geeft de toevoeging A en house_number_extension een andere, B: geef de toevoeging één keer',
    );
    expect(
      dutch(
        await validation({
          zip_code: '1017GA',
          house_number: '10',
          house_number_extension: 'a/b?',
        }),
      ),
    ).toBe(
      'Het adres is onvolledig: "a/b?" is geen huisletter of toevoeging (tot 10 letters en cijfers, of een verdieping zoals "2e verdieping")',
    );
  });
});

describe('translateMessage of address_validation: quotes in the values given', () => {
  it('gives each field its own reason, never the reason of another', async () => {
    const message = await validation({ zip_code: '1020 AAX', house_number: '3"4' });
    expect(message).toContain('zip_code "1020 AAX" is not a Dutch postcode');
    expect(dutch(message)).toBe(
      'Het adres is onvolledig: house_number "3"4" is geen huisnummer (1 tot 99999, eventueel gevolgd door een letter of toevoeging); zip_code "1020 AAX" is geen Nederlandse postcode (vier cijfers en twee letters, bijv. 1012 AB)',
    );
    expect(dutch(await validation({ zip_code: '1020 AAX', house_number: '3"><b>4' }))).toBe(
      'Het adres is onvolledig: house_number "3"><b>4" is geen huisnummer (1 tot 99999, eventueel gevolgd door een letter of toevoeging); zip_code "1020 AAX" is geen Nederlandse postcode (vier cijfers en twee letters, bijv. 1012 AB)',
    );
    expect(
      dutch(
        await validation({ zip_code: '1017GA', house_number: '3"', house_number_extension: '!!' }),
      ),
    ).toBe(
      'Het adres is onvolledig: house_number "3"" is geen huisnummer (1 tot 99999, eventueel gevolgd door een letter of toevoeging); "!!" is geen huisletter of toevoeging (tot 10 letters en cijfers, of een verdieping zoals "2e verdieping")',
    );
  });

  it('translates a correction of a street with a quote in it', async () => {
    const message = await validation({
      street: 'Kerk"strat',
      house_number: '10',
      city: 'Amsterdam',
    });
    expect(message).toContain('street "Kerk"strat" corrected to "Kerkstraat"');
    expect(dutch(message)).toContain('straat "Kerk"strat" verbeterd in "Kerkstraat"');
  });

  it('never says a field is what another field is not, whatever a value holds', async () => {
    const reasons = {
      zip_code: 'geen Nederlandse postcode',
      house_number: 'geen huisnummer',
    } as const;
    for (const number of ['3"4', '3"', '"3', '3" is', '3"; zip_code "1', '3 "4"', '3";']) {
      const said = nl(await validation({ zip_code: '1020 AAX', house_number: number }));
      if (said === undefined) continue;
      // Every "<field> "…" is …" part says the reason of its own field.
      for (const [field, reason] of Object.entries(reasons)) {
        const other = Object.values(reasons).find((r) => r !== reason) ?? '';
        for (const part of said.split(`${field} "`).slice(1)) {
          const after = part.slice(part.indexOf('" is ') + 5);
          expect(after.startsWith(other), `${number}: ${said}`).toBe(false);
        }
      }
    }
  });
});

describe('translateMessage of address_information', () => {
  it('says every use of the BAG, and a description that starts with any part', () => {
    const usage = Object.keys(BAG_USE_NAMES) as (keyof typeof BAG_USE_NAMES)[];
    const properties = {
      postcode: '1017GA',
      house_number: 10,
      ownership_code: 'K',
      parceltype_code: 'G',
    } as const;
    const all = describeAddress({ ...properties, usage }, 0) ?? '';
    expect(dutch(all)).toBe(
      'Gebruik (BAG): wonen (woonfunctie), bijeenkomst (bijeenkomstfunctie), detentie (celfunctie), gezondheidszorg (gezondheidszorgfunctie), industrie (industriefunctie), kantoor (kantoorfunctie), logies (logiesfunctie), onderwijs (onderwijsfunctie), sport (sportfunctie), winkel (winkelfunctie), overig gebruik (overige gebruiksfunctie); geen personen bekend op het adres.',
    );
    expect(dutch(describeAddress({ ...properties, parcel: 'ASD04 F 1234' }, 0) ?? '')).toBe(
      'Kadastraal perceel ASD04 F 1234; geen personen bekend op het adres.',
    );
    expect(dutch(describeAddress(undefined, 0) ?? '')).toBe('Geen personen bekend op het adres.');
  });

  it('says the status of the companies there in Dutch, their names as registered', () => {
    const company = (name: string | undefined, status: CompanyStatus): CompanyRecord => ({
      ...(name && { name }),
      chamber_of_commerce_number: '12345678',
      status,
    });
    const companies = [
      company('Bakkerij B.V.', 'active'),
      company('Oud B.V.', 'dissolved'),
      company(undefined, 'in_liquidation'),
    ];
    expect(dutch(describeCompanies(companies, false))).toBe(
      '3 bedrijven: Bakkerij B.V. (KvK 12345678), Oud B.V. (KvK 12345678, opgeheven), zonder naam (KvK 12345678, in liquidatie)',
    );
  });
});

const STOLEN: LostDocumentData = {
  type: 'passport',
  country: 'NL',
  number: 'MD90VR475',
  reported_on: '2025-10-10',
  status: 'stolen',
};

describe('translateMessage of id_document_number_check_result', () => {
  it('says that a document of the number is listed under another country', () => {
    expect(dutch(elsewhereSentence('DE', [STOLEN]))).toBe(
      'Het staat niet op de lijst onder DE, maar een document met dit nummer staat er onder een ander land: gemeld als gestolen op 2025-10-10 (paspoort NL MD90VR475). Geef het land van afgifte om te bepalen of het dat document is.',
    );
  });

  it('says that a document of the number is listed where the issuing country was not read', async () => {
    const { context } = contextWithRecords(
      'extended',
      { id_document: { type: 'passport', country: 'Nederlandia', number: 'MD90VR475' } },
      'lost-documents',
      [{ type: 'lost-documents', key: '*|MD90VR475', data: STOLEN }],
    );
    expect(dutch((await idDocumentCheckOf(context))?.description ?? '')).toBe(
      'Het land van afgifte "Nederlandia" is niet herkend: geef de ISO 3166-code (NL, NLD) of de naam: het nummer is niet gecontroleerd. Een document met dit nummer staat op de lijst van documenten die als verloren, gestolen of ongeldig gemeld zijn: gemeld als gestolen op 2025-10-10 (paspoort NL MD90VR475). Geef het land van afgifte om te bepalen of het dat document is.',
    );
    const abroad = contextWithRecords(
      'extended',
      {
        id_document: { type: 'passport', number: 'MD90VR475' },
        address: { city: 'Warszawa', country: 'Lechia' },
      },
      'lost-documents',
      [],
    );
    expect(dutch((await idDocumentCheckOf(abroad.context))?.description ?? '')).toBe(
      'Geen land van afgifte opgegeven, en het land van het adres "Lechia" is niet herkend: het nummer is niet gecontroleerd. Het staat niet op de lijst van documenten die als verloren, gestolen of ongeldig gemeld zijn.',
    );
  });

  it('says why a number breaks the ICAO 9303 rule', () => {
    const rule =
      'Regel: documentnummer van ICAO 9303: tot negen letters en cijfers, eventueel gevolgd door het controlecijfer.';
    const cases: [string, string][] = [
      ['AB*123456', 'bevat andere tekens dan letters, cijfers en het opvulteken <'],
      ['AB1234567<<', 'is langer dan het veld van ICAO 9303 met het opvulteken <'],
      ['<<<<<<<<<', 'bestaat alleen uit het opvulteken <, zonder letter of cijfer'],
      [
        'AB<123456',
        'heeft het opvulteken < elders dan aan het eind, de enige plaats waar het mag opvullen',
      ],
      ['AB12', 'heeft 4 tekens; documentnummers hebben er ten minste 5'],
      ['AB1234567X', 'heeft als tiende teken, het controlecijfer van de negen ervoor, geen cijfer'],
    ];
    for (const [number, why] of cases) {
      const verdict = validateDocumentNumber({ type: 'passport', country: 'DE', number });
      expect(dutch(verdictSentence(verdict, 'passport', 'DE')), number).toBe(
        `Het nummer is niet geldig voor een paspoort uit DE: het ${why}. ${rule}`,
      );
    }
  });

  it('says what the Belgian identity card rule found', () => {
    const sentence = (number: string) =>
      dutch(
        verdictSentence(
          validateDocumentNumber({ type: 'identity_card', country: 'BE', number }),
          'identity_card',
          'BE',
        ),
      );
    expect(sentence('591-2345678-29')).toBe(
      'Het nummer 591234567829 heeft de vorm van een Belgisch identiteitskaartnummer en de controlecijfers 29 kloppen.',
    );
    expect(sentence('591-2345678-30')).toBe(
      'De controlecijfers kloppen niet: 30 zijn opgegeven als laatste twee cijfers, maar die van 5912345678 zijn 29 (de eerste tien cijfers modulo 97).',
    );
    expect(sentence('591234567')).toBe(
      'Het nummer 591234567 kon niet worden gecontroleerd: het is de negen cijfers van de machineleesbare zone, zonder de laatste drie cijfers van een Belgisch identiteitskaartnummer, waaronder de controlecijfers (een identiteitskaart uit BE).',
    );
    const card: LostDocumentData = {
      type: 'identity_card',
      country: 'BE',
      number: '591234567829',
      reported_on: '2026-02-01',
      status: 'stolen',
    };
    expect(dutch(begunSentence([card]))).toBe(
      'Een Belgische identiteitskaart waarvan het nummer met deze negen cijfers begint staat op de lijst van documenten die als verloren, gestolen of ongeldig gemeld zijn: gemeld als gestolen op 2026-02-01 (identiteitskaart BE 591234567829). Geef alle twaalf cijfers om te bepalen of het die kaart is.',
    );
    expect(sentence('591-2345678')).toBe(
      'Het nummer is niet geldig voor een identiteitskaart uit BE: het heeft 10 cijfers; een Belgisch identiteitskaartnummer heeft er 12 (000-0000000-00). Regel: BE-identiteitskaart: twaalf cijfers, geschreven als 000-0000000-00, de laatste twee de eerste tien modulo 97 (97 waar dat 0 is).',
    );
  });
});

describe('translateMessage of risk_scores', () => {
  it('translates the postcode statistics, with or without their residents', async () => {
    const postcode = async (addresses: number) => {
      const { context } = contextWithRecords(
        'standard',
        { address: { zip_code: '1012AB', house_number: '1' } },
        'postcode-stats',
        [
          {
            type: 'postcode-stats',
            key: '1012AB',
            data: {
              area: '1012AB',
              level: 'pc6',
              addresses,
              residents: 4,
              checks: 1,
              risk: 'PRR1',
            },
          },
        ],
      );
      const history = { checksInArea: {}, otherPersonsAtAddress: 0, otherAddressesOfPerson: 0 };
      context.history = () => Promise.resolve(history);
      return (await riskScoresOf(context))?.zip_code?.description ?? '';
    };
    expect(dutch(await postcode(1))).toBe(
      'pc6 1012AB: 1 adres, bewoners niet gegeven voor een gebied van minder dan 10 adressen, 1 controle in de statistiek; 0 door uw organisatie de afgelopen 90 dagen.',
    );
    expect(dutch(await postcode(12))).toBe(
      'pc6 1012AB: 12 adressen, 4 bewoners, 1 controle in de statistiek; 0 door uw organisatie de afgelopen 90 dagen.',
    );
  });

  it('translates a country that cannot be read and a raise by a broader area', () => {
    expect(nl(countryNotReadScore('Atlantis').description)).toBe(
      'Het land "Atlantis" is niet te lezen: of het adres Nederlands is, is niet bekend, dus het is niet beoordeeld.',
    );
    // As risk-scores.test.ts has zip_code's description_extra made.
    expect(
      nl(
        'Raised by 61 checks by your organisation in the last 90 days in one area (pc5 1012A). Raised by 50 checks by your organisation in the last 90 days for 50 addresses (pc4 1012).',
      ),
    ).toBe(
      'Verhoogd door 61 controles van uw organisatie de afgelopen 90 dagen in één gebied (pc5 1012A). Verhoogd door 50 controles van uw organisatie de afgelopen 90 dagen voor 50 adressen (pc4 1012).',
    );
  });
});
