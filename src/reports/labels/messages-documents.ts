/**
 * Dutch for id_document_number_check_result.description (src/checks/person/id-document.ts,
 * id-document-description.ts and the number rules of src/validators/id-document), messages.ts.
 */
import type { MessageTemplate } from './messages.js';

export const DOCUMENT_TYPES: Readonly<Record<string, string>> = {
  passport: 'paspoort',
  'identity card': 'identiteitskaart',
  'driving licence': 'rijbewijs',
};
const REPORT_STATUS: Readonly<Record<string, string>> = {
  lost: 'verloren',
  stolen: 'gestolen',
  invalidated: 'ongeldig gemaakt',
};
const reportedOn = (text: string): string | undefined => {
  const match = /^(\w+) on (\d{4}-\d{2}-\d{2})$/.exec(text);
  if (!match) return undefined;
  const status = REPORT_STATUS[match[1] ?? ''];
  return status && `${status} op ${match[2] ?? ''}`;
};

/** A document "of" a country: "a passport of NL" as "een paspoort uit NL". */
function documentOf(text: string): string | undefined {
  const match = /^an? (passport|identity card|driving licence) of (\S+)$/.exec(text);
  const type = match && DOCUMENT_TYPES[match[1] ?? ''];
  return match && type ? `een ${type} uit ${match[2] ?? ''}` : undefined;
}

/** Why a number breaks its rule (the validators' reasons, after "it"). */
const REASONS: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [
    /^contains characters other than letters and digits$/,
    () => 'bevat andere tekens dan letters en cijfers',
  ],
  [/^contains characters other than digits$/, () => 'bevat andere tekens dan cijfers'],
  [
    /^has (\d+) characters; a Dutch passport or identity card number has 9, 10 with its check digit$/,
    ([, n]) =>
      `heeft ${n ?? ''} tekens; een Nederlands paspoort- of identiteitskaartnummer heeft er 9, 10 met het controlecijfer`,
  ],
  [
    /^contains the letter O, which Dutch passport and identity card numbers never use \(only the digit 0\)$/,
    () =>
      'bevat de letter O, die Nederlandse paspoort- en identiteitskaartnummers nooit hebben (alleen het cijfer 0)',
  ],
  [/^does not start with two letters$/, () => 'begint niet met twee letters'],
  [/^has a ninth character that is not a digit$/, () => 'heeft als negende teken geen cijfer'],
  [
    /^has a tenth character, the check digit, that is not a digit$/,
    () => 'heeft als tiende teken, het controlecijfer, geen cijfer',
  ],
  [
    /^has (\d+) digits; a Dutch driving licence number has 10$/,
    ([, n]) => `heeft ${n ?? ''} cijfers; een Nederlands rijbewijsnummer heeft er 10`,
  ],
  [
    /^has (\d+) digits; a Belgian identity card number has 12 \(000-0000000-00\)$/,
    ([, n]) =>
      `heeft ${n ?? ''} cijfers; een Belgisch identiteitskaartnummer heeft er 12 (000-0000000-00)`,
  ],
  [
    /^is the nine digits of the machine-readable zone, without the last three digits of a Belgian identity card number, its check digits among them$/,
    () =>
      'is de negen cijfers van de machineleesbare zone, zonder de laatste drie cijfers van een Belgisch identiteitskaartnummer, waaronder de controlecijfers',
  ],
  [
    /^is longer than the nine characters of the ICAO 9303 document-number field$/,
    () => 'is langer dan de negen tekens van het documentnummerveld van ICAO 9303',
  ],
  [
    /^is of a document for which there is no rule$/,
    () => 'hoort bij een document waarvoor geen regel bestaat',
  ],
  [/^is empty$/, () => 'is leeg'],
  // The ICAO 9303 rule of documents without a national one (icao-numbers.ts).
  [
    /^contains characters other than letters, digits and the filler <$/,
    () => 'bevat andere tekens dan letters, cijfers en het opvulteken <',
  ],
  [
    /^is longer than the ICAO 9303 field with the filler <$/,
    () => 'is langer dan het veld van ICAO 9303 met het opvulteken <',
  ],
  [
    /^is only the filler <, with no letter or digit$/,
    () => 'bestaat alleen uit het opvulteken <, zonder letter of cijfer',
  ],
  [
    /^has the filler < elsewhere than at the end, the only place it may pad$/,
    () => 'heeft het opvulteken < elders dan aan het eind, de enige plaats waar het mag opvullen',
  ],
  [
    /^has (\d+) characters; document numbers have at least (\d+)$/,
    ([, n, least]) =>
      `heeft ${n ?? ''} tekens; documentnummers hebben er ten minste ${least ?? ''}`,
  ],
  [
    /^has a tenth character, the check digit of the nine before it, that is not a digit$/,
    () => 'heeft als tiende teken, het controlecijfer van de negen ervoor, geen cijfer',
  ],
];

const reason = (text: string): string | undefined => {
  for (const [pattern, nl] of REASONS) {
    const match = pattern.exec(text);
    if (match) return nl(match);
  }
  return undefined;
};

/** The validators' rules. */
const RULES: Readonly<Record<string, string>> = {
  'NL passport or identity card: two letters, six letters or digits, a digit, never the letter O; optionally followed by its ICAO 9303 check digit':
    'NL-paspoort of -identiteitskaart: twee letters, zes letters of cijfers, een cijfer, nooit de letter O; eventueel gevolgd door het controlecijfer van ICAO 9303',
  'NL driving licence: ten digits': 'NL-rijbewijs: tien cijfers',
  'BE identity card: twelve digits, written 000-0000000-00, the last two being the first ten modulo 97 (97 where that is 0)':
    'BE-identiteitskaart: twaalf cijfers, geschreven als 000-0000000-00, de laatste twee de eerste tien modulo 97 (97 waar dat 0 is)',
  'ICAO 9303 document number: up to nine letters and digits, optionally followed by its check digit':
    'documentnummer van ICAO 9303: tot negen letters en cijfers, eventueel gevolgd door het controlecijfer',
  'no rule for the numbers of this type of document of this country':
    'geen regel voor de nummers van deze soort document uit dit land',
  'a document number': 'een documentnummer',
};

export const DOCUMENT_PHRASES: Readonly<Record<string, string>> = {
  'No issuing country was given: taken from the address':
    'Geen land van afgifte opgegeven: overgenomen van het adres',
  'No issuing country was given: taken as the Netherlands':
    'Geen land van afgifte opgegeven: aangenomen Nederland',
  'No document type was given: the number was not checked':
    'Geen soort document opgegeven: het nummer is niet gecontroleerd',
  'the number was not checked': 'het nummer is niet gecontroleerd',
  'Whether it was reported lost or stolen is unknown: the lost-documents list is not available in this installation':
    'Of het als verloren of gestolen is gemeld, is onbekend: de lijst van verloren documenten is in deze installatie niet beschikbaar',
  'It is not on the list of documents reported lost, stolen or invalidated':
    'Het staat niet op de lijst van documenten die als verloren, gestolen of ongeldig gemeld zijn',
  'Give the issuing country to tell whether it is that document':
    'Geef het land van afgifte om te bepalen of het dat document is',
  'Give all twelve digits to tell whether it is that card':
    'Geef alle twaalf cijfers om te bepalen of het die kaart is',
  'It could not be looked up in the lost-documents list, which holds numbers of 5 to 20 letters and digits':
    'Het kon niet worden opgezocht in de lijst van verloren documenten, die nummers van 5 tot 20 letters en cijfers bevat',
};

export const DOCUMENT_MESSAGES: readonly MessageTemplate[] = [
  {
    pattern:
      /^The number (\S+) has the form of a Dutch (passport|identity card|driving licence) number(?: and its check digit (\S+) is right)?$/,
    nl: ([, number, type = '', digit]) =>
      `Het nummer ${number ?? ''} heeft de vorm van een Nederlands ${DOCUMENT_TYPES[type] ?? type}nummer${digit ? ` en het controlecijfer ${digit} klopt` : ''}`,
  },
  {
    pattern:
      /^The number (\S+) has the form of a Belgian identity card number and its check digits (\S+) are right$/,
    nl: ([, number, digits]) =>
      `Het nummer ${number ?? ''} heeft de vorm van een Belgisch identiteitskaartnummer en de controlecijfers ${digits ?? ''} kloppen`,
  },
  {
    pattern:
      /^The check digits are wrong: (\S+) were given as the last two digits, but those of (\S+) are (\S+) \(the first ten digits modulo 97\)$/,
    nl: ([, given, number, expected]) =>
      `De controlecijfers kloppen niet: ${given ?? ''} zijn opgegeven als laatste twee cijfers, maar die van ${number ?? ''} zijn ${expected ?? ''} (de eerste tien cijfers modulo 97)`,
  },
  {
    pattern:
      /^Reported (\w+ on \d{4}-\d{2}-\d{2})(?:; earlier reported (.+?))? \((passport|identity card|driving licence) (\S+) (\S+)\), on the list of documents reported lost, stolen or invalidated$/s,
    nl: ([, newest = '', earlier, type = '', country, number]) => {
      const first = reportedOn(newest);
      const before = earlier?.split(', ').map(reportedOn);
      if (!first || (before && !before.every((b) => b !== undefined))) return undefined;
      return `Gemeld als ${first}${before ? `; eerder gemeld als ${before.join(', ')}` : ''} (${DOCUMENT_TYPES[type] ?? type} ${country ?? ''} ${number ?? ''}), op de lijst van documenten die als verloren, gestolen of ongeldig gemeld zijn`;
    },
  },
  {
    pattern:
      /^It is not on the list under (\S+), but a document of this number is listed under another country: reported (\w+ on \d{4}-\d{2}-\d{2})(?:; earlier reported (.+?))? \((passport|identity card|driving licence) (\S+) (\S+)\)$/s,
    nl: ([, under = '', newest = '', earlier, type = '', country, number]) => {
      const first = reportedOn(newest);
      const before = earlier?.split(', ').map(reportedOn);
      if (!first || (before && !before.every((b) => b !== undefined))) return undefined;
      return `Het staat niet op de lijst onder ${under}, maar een document met dit nummer staat er onder een ander land: gemeld als ${first}${before ? `; eerder gemeld als ${before.join(', ')}` : ''} (${DOCUMENT_TYPES[type] ?? type} ${country ?? ''} ${number ?? ''})`;
    },
  },
  {
    pattern:
      /^A Belgian identity card whose number begins with these nine digits is on the list of documents reported lost, stolen or invalidated: reported (\w+ on \d{4}-\d{2}-\d{2})(?:; earlier reported (.+?))? \((passport|identity card|driving licence) (\S+) (\S+)\)$/s,
    nl: ([, newest = '', earlier, type = '', country, number]) => {
      const first = reportedOn(newest);
      const before = earlier?.split(', ').map(reportedOn);
      if (!first || (before && !before.every((b) => b !== undefined))) return undefined;
      return `Een Belgische identiteitskaart waarvan het nummer met deze negen cijfers begint staat op de lijst van documenten die als verloren, gestolen of ongeldig gemeld zijn: gemeld als ${first}${before ? `; eerder gemeld als ${before.join(', ')}` : ''} (${DOCUMENT_TYPES[type] ?? type} ${country ?? ''} ${number ?? ''})`;
    },
  },
  {
    pattern:
      /^A document of this number is on the list of documents reported lost, stolen or invalidated: reported (\w+ on \d{4}-\d{2}-\d{2})(?:; earlier reported (.+?))? \((passport|identity card|driving licence) (\S+) (\S+)\)$/s,
    nl: ([, newest = '', earlier, type = '', country, number]) => {
      const first = reportedOn(newest);
      const before = earlier?.split(', ').map(reportedOn);
      if (!first || (before && !before.every((b) => b !== undefined))) return undefined;
      return `Een document met dit nummer staat op de lijst van documenten die als verloren, gestolen of ongeldig gemeld zijn: gemeld als ${first}${before ? `; eerder gemeld als ${before.join(', ')}` : ''} (${DOCUMENT_TYPES[type] ?? type} ${country ?? ''} ${number ?? ''})`;
    },
  },
  {
    pattern:
      /^No issuing country was given, and the address country "((?:[^"]|"(?![\s;,:.)]|$))*)" is not read$/s,
    nl: ([, country]) =>
      `Geen land van afgifte opgegeven, en het land van het adres "${country ?? ''}" is niet herkend`,
  },
  {
    pattern:
      /^The issuing country "((?:[^"]|"(?![\s;,:.)]|$))*)" is not read: give its ISO 3166 code \(NL, NLD\) or its name$/s,
    nl: ([, country]) =>
      `Het land van afgifte "${country ?? ''}" is niet herkend: geef de ISO 3166-code (NL, NLD) of de naam`,
  },
  {
    pattern:
      /^The document type "((?:[^"]|"(?![\s;,:.)]|$))*)" is not one Veracheck checks \(passport, identity card, driving licence\)$/s,
    nl: ([, type]) =>
      `De soort document "${type ?? ''}" controleert Veracheck niet (paspoort, identiteitskaart, rijbewijs)`,
  },
  {
    pattern: /^No issuing country was given: taken from the address \((\w+)\)$/,
    nl: ([, country]) =>
      `Geen land van afgifte opgegeven: overgenomen van het adres (${country ?? ''})`,
  },
  {
    pattern: /^No issuing country was given: taken as the Netherlands \(NL\)$/,
    nl: () => 'Geen land van afgifte opgegeven: aangenomen Nederland (NL)',
  },
  {
    pattern: /^The number is not valid for (an? .+? of \S+): it (.+)$/s,
    nl: ([, kind = '', why = '']) => {
      const [of, because] = [documentOf(kind), reason(why)];
      return of && because ? `Het nummer is niet geldig voor ${of}: het ${because}` : undefined;
    },
  },
  {
    pattern: /^Rule: (.+)$/s,
    nl: ([, rule = '']) => (Object.hasOwn(RULES, rule) ? `Regel: ${RULES[rule] ?? ''}` : undefined),
  },
  {
    pattern:
      /^The check digit is wrong: (\S+) was given( as the tenth character)?, but the check digit of (\S+) is (\S+)$/,
    nl: ([, given, tenth, number, expected]) =>
      `Het controlecijfer klopt niet: ${given ?? ''} is opgegeven${tenth ? ' als tiende teken' : ''}, maar het controlecijfer van ${number ?? ''} is ${expected ?? ''}`,
  },
  {
    pattern:
      /^The number (\S+) has the ICAO 9303 form and its check digit (\S*) is right \(there is no national rule for (an? .+? of \S+)\)$/,
    nl: ([, number, digit, kind = '']) => {
      const of = documentOf(kind);
      return (
        of &&
        `Het nummer ${number ?? ''} heeft de vorm van ICAO 9303 en het controlecijfer ${digit ?? ''} klopt (er is geen nationale regel voor ${of})`
      );
    },
  },
  {
    pattern:
      /^The number (\S+) has the general ICAO 9303 form; there is no national rule for (an? .+? of \S+) and no check digit was given, so the number itself could not be verified$/,
    nl: ([, number, kind = '']) => {
      const of = documentOf(kind);
      return (
        of &&
        `Het nummer ${number ?? ''} heeft de algemene vorm van ICAO 9303; er is geen nationale regel voor ${of} en er is geen controlecijfer opgegeven, dus het nummer zelf kon niet worden gecontroleerd`
      );
    },
  },
  {
    pattern: /^The number (\S+) could not be verified: it (.+) \((an? .+? of \S+)\)$/,
    nl: ([, number, why = '', kind = '']) => {
      const [of, because] = [documentOf(kind), reason(why)];
      return (
        of &&
        because &&
        `Het nummer ${number ?? ''} kon niet worden gecontroleerd: het ${because} (${of})`
      );
    },
  },
];
