/**
 * A realistic subset of the Dutch Standard Business Classification (SBI 2008) with the words
 * demo company names are made of. Codes and descriptions are the real ones.
 */
export interface SbiActivity {
  code: string;
  description: string;
  /** Words for a company name in this line of business. */
  words: readonly string[];
  weight: number;
}

type Row = [string, string, string[], number];

const ROWS: Row[] = [
  ['0113', 'Teelt van groenten en wortel- en knolgewassen', ['Kwekerij', 'Tuinbouw'], 2],
  ['0141', 'Fokken en houden van melkvee', ['Melkveebedrijf', 'Veehouderij'], 2],
  ['1071', 'Vervaardiging van brood en vers banketbakkerswerk', ['Bakkerij', 'Banketbakkerij'], 3],
  [
    '2511',
    'Vervaardiging van metalen constructiewerken en delen daarvan',
    ['Staalbouw', 'Constructie'],
    2,
  ],
  ['2562', 'Algemene metaalbewerking', ['Metaalbewerking', 'Metaaltechniek'], 2],
  [
    '4120',
    'Algemene burgerlijke en utiliteitsbouw',
    ['Bouw', 'Bouwbedrijf', 'Aannemersbedrijf'],
    6,
  ],
  ['4321', 'Elektrotechnische bouwinstallatie', ['Elektrotechniek', 'Installatietechniek'], 4],
  [
    '4322',
    'Loodgieters- en fitterswerk; installatie van sanitair en van verwarmings- en luchtbehandelingsapparatuur',
    ['Installatiebedrijf', 'Loodgietersbedrijf'],
    4,
  ],
  ['4332', 'Bouwtimmerwerk', ['Timmerbedrijf', 'Timmerwerken'], 3],
  ['4334', 'Schilderen en glaszetten', ['Schildersbedrijf', 'Schilderwerken'], 4],
  [
    '4511',
    "Handel in en reparatie van personenauto's en lichte bedrijfsauto's",
    ['Autobedrijf', 'Auto'],
    3,
  ],
  ['4520', "Gespecialiseerde reparatie van auto's", ['Autoservice', 'Garage'], 2],
  ['4690', 'Niet-gespecialiseerde groothandel', ['Groothandel', 'Trading', 'Import Export'], 5],
  [
    '4711',
    'Supermarkten en dergelijke winkels met een algemeen assortiment voedings- en genotmiddelen',
    ['Supermarkt', 'Versmarkt'],
    2,
  ],
  ['4771', 'Winkels in kleding', ['Mode', 'Boutique'], 3],
  ['4791', 'Detailhandel via postorderbedrijven of via internet', ['Webshop', 'Online'], 5],
  ['4941', 'Goederenvervoer over de weg', ['Transport', 'Logistiek'], 4],
  ['5210', 'Opslag en koelhuizen', ['Opslag', 'Warehousing'], 1],
  ['5510', 'Hotels', ['Hotel'], 2],
  ['5610', "Restaurants, cafetaria's en dergelijke", ['Restaurant', 'Eetcafé'], 5],
  ['5630', 'Cafés', ['Café'], 2],
  ['6201', 'Ontwikkelen, produceren en uitgeven van software', ['Software', 'Digital'], 5],
  ['6202', 'Advisering op het gebied van informatietechnologie', ['IT Consultancy', 'ICT'], 4],
  ['6420', 'Financiële holdings', ['Holding', 'Beheer', 'Participaties'], 0],
  ['6810', 'Handel in eigen onroerend goed', ['Vastgoed', 'Onroerend Goed'], 3],
  ['6820', 'Verhuur van onroerend goed', ['Vastgoedexploitatie', 'Verhuur'], 3],
  [
    '6831',
    'Bemiddeling bij handel, huur, aankoop en verkoop van onroerend goed',
    ['Makelaardij', 'Makelaars'],
    2,
  ],
  ['6910', 'Rechtskundige dienstverlening', ['Advocaten', 'Juristen'], 2],
  [
    '6920',
    'Accountancy, belastingadvisering en administratie',
    ['Accountants', 'Administratiekantoor'],
    3,
  ],
  ['7010', 'Concerndiensten binnen eigen concern', ['Groep', 'Services'], 0],
  [
    '7022',
    'Advisering op het gebied van management en bedrijfsvoering',
    ['Consultancy', 'Advies'],
    6,
  ],
  ['7111', 'Architecten', ['Architecten', 'Architectenbureau'], 2],
  [
    '7112',
    'Ingenieurs en overig technisch ontwerp en advies',
    ['Ingenieursbureau', 'Engineering'],
    3,
  ],
  ['7311', 'Reclamebureaus', ['Reclame', 'Communicatie'], 2],
  ['7490', 'Overige specialistische zakelijke dienstverlening', ['Diensten', 'Services'], 3],
  ['7820', 'Uitzendbureaus', ['Uitzendbureau', 'Personeelsdiensten'], 2],
  ['8121', 'Interieurreiniging van gebouwen', ['Schoonmaak', 'Facilitair'], 3],
  ['8559', 'Overig onderwijs', ['Opleidingen', 'Training'], 2],
  ['8621', 'Huisartsenpraktijken', ['Huisartsenpraktijk'], 2],
  ['8623', 'Tandartspraktijken', ['Tandartsenpraktijk'], 2],
  ['8891', 'Kinderopvang', ['Kinderopvang'], 2],
  ['9311', 'Exploitatie van sportaccommodaties', ['Sportcentrum'], 1],
  ['9499', 'Overige ideële organisaties', ['Fonds', 'Steunfonds'], 0],
  ['9602', 'Haar- en schoonheidsverzorging', ['Kapsalon', 'Beautysalon'], 3],
];

export const SBI: readonly SbiActivity[] = ROWS.map(([code, description, words, weight]) => ({
  code,
  description,
  words,
  weight,
}));

const byCode = new Map(SBI.map((s) => [s.code, s]));

export function sbi(code: string): SbiActivity {
  const found = byCode.get(code);
  if (!found) throw new Error(`no SBI ${code} in the demo table`);
  return found;
}

/** The activities an ordinary company is drawn from, by weight. */
export const OPERATING_ACTIVITIES: readonly (readonly [SbiActivity, number])[] = SBI.filter(
  (s) => s.weight > 0,
).map((s) => [s, s.weight] as const);

/** What foundations (stichtingen) do. */
export const FOUNDATION_ACTIVITIES = ['9499', '8891', '8559', '9311'].map(sbi);
/** What cooperatives do. */
export const COOPERATIVE_ACTIVITIES = ['0141', '0113', '4690', '7490'].map(sbi);
