import { describe, expect, it } from 'vitest';
import { ADDRESS_VALIDATION } from '../../checks/person/address-validation.js';
import { PERSON_MATCH } from '../../checks/person/person-match.js';
import { PHONE_MATCH, PM06_OTHER_SCRIPT } from '../../checks/person/phone.js';
import { ADDRESS_MATCH } from '../../checks/person/resident-records.js';
import { subjectsOf } from '../../screening/query-subject.js';
import { scoreMatch } from '../../screening/score/index.js';
import { otherKvkReadings } from '../../registry/register-country.js';
import { translateMessage } from './messages.js';

const nl = (text: string) => translateMessage(text, 'nl');

describe('translateMessage', () => {
  it('leaves an English report as the check wrote it', () => {
    expect(translateMessage('The address exists as given', 'en')).toBe(
      'The address exists as given',
    );
  });

  it('says in Dutch how a VAT number or RSIN given as the KvK number was read', () => {
    const remarks = [...otherKvkReadings('NL800047114B01'), ...otherKvkReadings('800047114')].map(
      (reading) => nl(reading.remark),
    );
    expect(remarks).toEqual([
      'het opgegeven KvK-nummer, NL800047114B01, is een btw-nummer, geen KvK-nummer: gezocht als btw-nummer NL800047114B01',
      'het opgegeven KvK-nummer, NL800047114B01, is een Nederlands btw-nummer, geen KvK-nummer: gezocht op het RSIN erin, 800047114',
      'het opgegeven KvK-nummer, 800047114, heeft negen cijfers, wat een KvK-nummer nooit heeft: gezocht als RSIN',
    ]);
  });

  it('says in Dutch why a director abroad is not known among residents', () => {
    expect(
      nl(
        'Not known at any address in the residents data (it holds addresses in the Netherlands only; the register gives the country of residence as LU)',
      ),
    ).toBe(
      'Op geen enkel adres bekend in de bewonersgegevens (die bevatten alleen adressen in Nederland; het register geeft als woonland LU)',
    );
  });

  it('says the remarks of the company identification in Dutch', () => {
    expect(
      nl('KvK number 1234567 has seven digits: read as 01234567, its leading zero restored'),
    ).toBe(
      'KvK-nummer 1234567 heeft zeven cijfers: gelezen als 01234567, met de voorloopnul die ontbrak',
    );
    expect(
      nl(
        'the vat_number (its RSIN) given is in no register record; the company was found by chamber_of_commerce_number',
      ),
    ).toBe(
      'het RSIN in het btw-nummer (vat_number) staat in geen enkele inschrijving van het register; het bedrijf is gevonden op het KvK-nummer (chamber_of_commerce_number)',
    );
    expect(
      nl(
        'the chamber_of_commerce_number (an LEI) given belongs to Other B.V. (87654321, bankrupt), not to the company found by vat_number',
      ),
    ).toBe(
      'de LEI (chamber_of_commerce_number) hoort bij Other B.V. (87654321, failliet), niet bij het bedrijf gevonden op het btw-nummer (vat_number)',
    );
    expect(
      nl(
        'the company.name given fits other companies as well: A B.V. (1), B B.V. (2); this check is of the first in register order, then by the closer name',
      ),
    ).toBe(
      'de naam (company.name) past even goed bij andere bedrijven: A B.V. (1), B B.V. (2); deze controle gaat over de eerste in registervolgorde, daarna de naam die het best past',
    );
    expect(
      nl(`the name given, "Bakkerij Jansen", is not the company's name (Pinas B.V. (12345678))`),
    ).toBe(
      'de opgegeven naam "Bakkerij Jansen" is niet de naam van het bedrijf (Pinas B.V. (12345678))',
    );
    expect(
      nl(
        "the address given is not the company's registered address (Merelstraat 6, 1020 AB Amsterdam): another postcode, house number",
      ),
    ).toBe(
      'het opgegeven adres is niet het ingeschreven adres van het bedrijf (Merelstraat 6, 1020 AB Amsterdam): de postcode en het huisnummer wijken af',
    );
    // A postcode in a message is written as the reports write it, its letters apart.
    expect(nl('No postcode statistics and no earlier checks for 1060 AB.')).toBe(
      'Geen postcodestatistiek en geen eerdere controles voor 1060 AB.',
    );
    // Checks stored before wrote it joined: their reports are in Dutch all the same.
    expect(nl('No postcode statistics and no earlier checks for 1060AB.')).toBe(
      'Geen postcodestatistiek en geen eerdere controles voor 1060AB.',
    );
    expect(
      nl(
        "the address given is not the company's registered address (Keizersgracht 1, 1015AA Amsterdam, NL): another house number",
      ),
    ).toBe(
      'het opgegeven adres is niet het ingeschreven adres van het bedrijf (Keizersgracht 1, 1015AA Amsterdam, NL): het huisnummer wijkt af',
    );
  });

  it('says screening outcomes, parties and UBO roles in Dutch, keeping what the list says', () => {
    expect(nl('Confirmed hit: sanctioned: FSA-HRTS Human rights (demo-sanctions)')).toBe(
      'Bevestigde treffer: gesanctioneerd: FSA-HRTS Human rights (demo-sanctions)',
    );
    expect(
      nl('politically exposed person, debarred from public procurement (ended 2020-01-02)'),
    ).toBe(
      'politiek prominent persoon (PEP), uitgesloten van overheidsopdrachten (beëindigd 2020-01-02)',
    );
    expect(nl('ubo: Ann Claes (also parent director of Claes Holdings Ltd)')).toBe(
      'UBO: Ann Claes (ook bestuurder van moedermaatschappij Claes Holdings Ltd)',
    );
    expect(nl('possible ubo: Kim de Wit')).toBe('mogelijke UBO: Kim de Wit');
    expect(nl('director: Kim de Wit (also possible ubo)')).toBe(
      'bestuurder: Kim de Wit (ook mogelijke UBO)',
    );
    expect(nl('parent director: Nadine Thill (Thill S.A.)')).toBe(
      'bestuurder moedermaatschappij: Nadine Thill (Thill S.A.)',
    );
    // Through legal-entity directors: the chain is said in Dutch too, not left half English,
    // and an "of" inside a name stays the name's.
    expect(
      nl(
        'pseudo-UBO as Bestuurder through Bank of Westhaven B.V. > J.A. Vos Participaties B.V.: no one is known to hold more than 25 %, so senior management is registered',
      ),
    ).toBe(
      'pseudo-UBO als Bestuurder via Bank of Westhaven B.V. > J.A. Vos Participaties B.V.: van niemand is bekend dat die meer dan 25 % houdt, dus is het hoger leidinggevend personeel geregistreerd',
    );
    // A register's role in English keeps its words inside the Dutch message.
    expect(
      nl(
        'pseudo-UBO as Chairman of the Board: no one is known to hold more than 25 %, so senior management is registered',
      ),
    ).toBe(
      'pseudo-UBO als Chairman of the Board: van niemand is bekend dat die meer dan 25 % houdt, dus is het hoger leidinggevend personeel geregistreerd',
    );
    expect(nl('indirect 26.00 % through A B.V. > B Ltd')).toBe(
      'middellijk 26,00 % via A B.V. > B Ltd',
    );
    expect(
      nl('birth dates differ (1961-07-04 vs 1961-07-05), as a typing error would: score × 0.90'),
    ).toBe(
      'geboortedatums verschillen (1961-07-04 tegen 1961-07-05), zoals bij een tikfout: score × 0,90',
    );
    expect(
      nl(
        'birth dates differ (1978-06-01 vs 1977), one of them a year alone, perhaps reckoned from an age: score × 0.77',
      ),
    ).toBe(
      'geboortedatums verschillen (1978-06-01 tegen 1977), een van beide alleen een jaar, mogelijk uit een leeftijd berekend: score × 0,77',
    );
  });

  it('says a name the subject bears in part, as the explanation of a score marks it', () => {
    const { inPart } = subjectsOf({
      kind: 'person',
      names: ['Anna van der Velde-Jansen'],
      namesInPart: ['Anna Jansen'],
    });
    const { subject: listed } = subjectsOf({ kind: 'person', names: ['Anna Jansen'] });
    if (!inPart) throw new Error('no name in part');
    const score = scoreMatch(inPart, listed, { weightOf: () => 1 });
    const detail = score.features.find((f) => f.feature === 'name')?.detail ?? '';
    expect(nl(detail)).toBe(
      "'Anna Jansen (deel van de gevraagde naam)' tegen 'Anna Jansen': 'anna'='anna' 1,00, 'jansen'='jansen' 1,00",
    );
  });

  it('says every code message of the person checks in Dutch', () => {
    for (const table of [PERSON_MATCH, ADDRESS_VALIDATION, ADDRESS_MATCH, PHONE_MATCH]) {
      for (const message of Object.values(table)) expect(nl(message), message).toBeDefined();
    }
  });

  it('puts a message together from its known parts', () => {
    expect(
      nl(
        'Found in the residents data under this name, with another date of birth: date of birth 1970-01-01 differs from the residents data',
      ),
    ).toBe(
      'Gevonden in de bewonersgegevens onder deze naam, met een andere geboortedatum: geboortedatum 1970-01-01 wijkt af van de bewonersgegevens',
    );
    expect(
      nl(
        'The address exists after correction: street "Merelstrat" corrected to "Merelstraat", city "Amsterdm" corrected to "Amsterdam"',
      ),
    ).toBe(
      'Het adres bestaat na correctie: straat "Merelstrat" verbeterd in "Merelstraat", plaats "Amsterdm" verbeterd in "Amsterdam"',
    );
    expect(
      nl(
        'The address exists after correction, the house number extension does not (extensions there: none); postcode "1017GA" corrected to "3512AA"',
      ),
    ).toBe(
      'Het adres bestaat na correctie, de huisnummertoevoeging niet (toevoegingen daar: geen); postcode "1017GA" verbeterd in "3512AA"',
    );
    expect(
      nl('The VAT number fails its format or check digits: the check digit does not match'),
    ).toBe(
      'Het btw-nummer voldoet niet aan de opbouw of de controlecijfers: het controlecijfer klopt niet',
    );
    expect(
      nl('It exists in the address data. Use: woonfunctie. Fewer than 8 persons known there.'),
    ).toBe(
      'Het bestaat in de adresgegevens. Gebruik: woonfunctie. Minder dan 8 personen bekend op het adres.',
    );
    expect(nl('WOZ value EUR 312,000; fewer than 8 persons known at the address.')).toBe(
      'WOZ-waarde € 312.000; minder dan 8 personen bekend op het adres.',
    );
    expect(nl('15 or more persons are known at the address.')).toBe(
      '15 of meer personen bekend op het adres.',
    );
    expect(nl('No persons known there.')).toBe('Geen personen bekend op het adres.');
  });

  it('splits no sentence inside quotes or brackets, and tries the other splits where "; " fails', () => {
    expect(
      nl(`${ADDRESS_VALIDATION.P02}: street "St. Jacobsstraat" corrected to "Sint Jacobsstraat"`),
    ).toBe(
      'Het adres bestaat na correctie: straat "St. Jacobsstraat" verbeterd in "Sint Jacobsstraat"',
    );
    expect(nl(`${PERSON_MATCH.PF04}: no date of birth given`)).toBe(
      'Gevonden in de bewonersgegevens onder deze naam; de geboortedatum is niet vergeleken: geen geboortedatum opgegeven',
    );
    expect(
      nl(
        `${PERSON_MATCH.PF02}: family name "St. Clair" is "Sinclair" in the residents data (spelling variant)`,
      ),
    ).toBe(
      'Gevonden in de bewonersgegevens met verschillen: achternaam "St. Clair" is "Sinclair" in de bewonersgegevens (spellingsvariant)',
    );
    expect(
      nl(
        `${ADDRESS_VALIDATION.P05}: zip_code "1017" is not a Dutch postcode (four digits and two letters, e.g. 1012 AB); house_number is required`,
      ),
    ).toBe(
      'Het adres is onvolledig: zip_code "1017" is geen Nederlandse postcode (vier cijfers en twee letters, bijv. 1012 AB); house_number (huisnummer) is verplicht',
    );
    expect(nl(`${PHONE_MATCH.PM06} (mobile, listed since 2012-11-04, at the given address)`)).toBe(
      'Vermeld; er is geen achternaam opgegeven om de naam mee te vergelijken (mobiel, vermeld sinds 2012-11-04, op het opgegeven adres)',
    );
    expect(nl(`${PM06_OTHER_SCRIPT} (landline, at the given address)`)).toBe(
      'Vermeld; de opgegeven achternaam heeft geen Latijnse letters, zoals de telefoongids namen schrijft, dus de naam is niet vergeleken (vaste lijn, op het opgegeven adres)',
    );
  });

  it('knows nothing it cannot say whole: a message with an unknown part stays English', () => {
    expect(nl('Found in the residents data: and something new')).toBeUndefined();
    expect(nl('An entirely new message')).toBeUndefined();
    expect(
      nl('the foo given is in no register record; the company was found by vat_number'),
    ).toBeUndefined();
  });
});

describe('translateMessage of text from a request', () => {
  it('gives up on a message with many parts it cannot split in few ways, and shows it as written', () => {
    // A street of ": " pieces in a correction: the ways of splitting it grow exponentially.
    const street = `a" ${': '.repeat(98)}"b`;
    const message = `The address exists after correction: street "${street}" corrected to "Damrak"`;
    expect(nl(message)).toBeUndefined();
  });

  it('still translates a message of many known parts', () => {
    const known = 'The address exists as given';
    expect(nl(Array.from({ length: 40 }, () => known).join('; '))).toBe(
      Array.from({ length: 40 }, () => nl(known)).join('; '),
    );
  });
});
