/**
 * Real Dutch cities with their real postcode (PC4) ranges, municipality codes, telephone area
 * codes and centres, so that demo addresses look like the ones a user knows; the streets and
 * house numbers on them are made up. Post office box ranges (such as 1000-1010 in Amsterdam)
 * are left out of the PC4 ranges.
 */
export interface City {
  /** The woonplaats as the BAG spells it. */
  name: string;
  municipality: string;
  province: string;
  /** CBS municipality code, the first four digits of BAG object ids. */
  municipalityCode: string;
  pc4From: number;
  pc4To: number;
  /** Telephone area code without the leading 0. */
  areaCode: string;
  lat: number;
  lon: number;
  /** Rijksdriehoek (EPSG:28992) coordinates of the centre, metres. */
  x: number;
  y: number;
  /** Inhabitants, thousands: how addresses are spread over the cities. */
  weight: number;
  /** Kadaster municipality prefix of the demo parcel designations (made up). */
  cadastre: string;
}

// name | municipality | province | CBS code | PC4 range | area code | lat,lon | RD x,y |
// inhabitants (thousands) | demo cadastre prefix
const TABLE = `
Amsterdam|Amsterdam|Noord-Holland|0363|1011-1109|20|52.3728,4.8936|121500,487300|930|ASD
Rotterdam|Rotterdam|Zuid-Holland|0599|3011-3089|10|51.9225,4.4792|92500,437500|660|RTD
's-Gravenhage|'s-Gravenhage|Zuid-Holland|0518|2511-2597|70|52.0799,4.3113|81000,455000|560|GVH
Utrecht|Utrecht|Utrecht|0344|3511-3585|30|52.0907,5.1214|136500,456000|370|UTR
Eindhoven|Eindhoven|Noord-Brabant|0772|5611-5658|40|51.4416,5.4697|161500,383500|240|EHV
Groningen|Groningen|Groningen|0014|9711-9747|50|53.2194,6.5665|233500,582000|240|GRN
Tilburg|Tilburg|Noord-Brabant|0855|5011-5049|13|51.5555,5.0913|133000,397500|225|TBG
Almere|Almere|Flevoland|0034|1311-1366|36|52.3508,5.2647|146000,486000|220|ALM
Breda|Breda|Noord-Brabant|0758|4811-4841|76|51.5719,4.7683|112500,399500|185|BRD
Nijmegen|Nijmegen|Gelderland|0268|6511-6546|24|51.8126,5.8372|187000,428500|180|NMG
Apeldoorn|Apeldoorn|Gelderland|0200|7311-7339|55|52.2112,5.9699|195500,469500|165|APD
Haarlem|Haarlem|Noord-Holland|0392|2011-2037|23|52.3874,4.6462|104500,489000|165|HLM
Arnhem|Arnhem|Gelderland|0202|6811-6846|26|51.9851,5.8987|191000,444000|165|AHM
Enschede|Enschede|Overijssel|0153|7511-7548|53|52.2215,6.8937|258000,471500|160|ESD
Amersfoort|Amersfoort|Utrecht|0307|3811-3829|33|52.1561,5.3878|155000,463000|160|AMF
's-Hertogenbosch|'s-Hertogenbosch|Noord-Brabant|0796|5211-5237|73|51.6978,5.3037|149500,411500|160|HTB
Zaandam|Zaanstad|Noord-Holland|0479|1501-1509|75|52.4420,4.8292|117000,495000|80|ZDM
Zwolle|Zwolle|Overijssel|0193|8011-8043|38|52.5168,6.0830|203000,502500|130|ZWL
Leiden|Leiden|Zuid-Holland|0546|2311-2334|71|52.1601,4.4970|93500,464000|125|LDN
Leeuwarden|Leeuwarden|Fryslân|0080|8911-8939|58|53.2012,5.7999|182500,579500|125|LWD
Maastricht|Maastricht|Limburg|0935|6211-6229|43|50.8514,5.6910|176500,318000|120|MST
Dordrecht|Dordrecht|Zuid-Holland|0505|3311-3329|78|51.8133,4.6901|105500,425500|120|DDT
Alkmaar|Alkmaar|Noord-Holland|0361|1811-1827|72|52.6324,4.7534|112000,516000|110|AKM
Delft|Delft|Zuid-Holland|0503|2611-2629|15|52.0116,4.3571|84000,447000|105|DLF
Deventer|Deventer|Overijssel|0150|7411-7439|570|52.2551,6.1639|208500,474000|100|DVT
Venlo|Venlo|Limburg|0983|5911-5935|77|51.3704,6.1724|210500,377000|100|VNL
Hilversum|Hilversum|Noord-Holland|0402|1211-1223|35|52.2292,5.1669|140000,471000|90|HVS
Gouda|Gouda|Zuid-Holland|0513|2801-2809|182|52.0115,4.7104|108000,447000|75|GDA
Assen|Assen|Drenthe|0106|9401-9409|592|52.9925,6.5649|233500,557000|70|ASN
Middelburg|Middelburg|Zeeland|0687|4331-4339|118|51.4988,3.6109|31500,391500|50|MDB
`;

const pair = (text: string, separator: string): [number, number] => {
  const [a, b] = text.split(separator).map(Number);
  return [a ?? 0, b ?? 0];
};

export const CITIES: readonly City[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const fields = line.split('|');
    const [name = '', municipality = '', province = '', code = '', range = '', area = ''] = fields;
    const [latLon = '', rd = '', weight = '', cadastre = ''] = fields.slice(6);
    const [pc4From, pc4To] = pair(range, '-');
    const [lat, lon] = pair(latLon, ',');
    const [x, y] = pair(rd, ',');
    return {
      name,
      municipality,
      province,
      municipalityCode: code,
      pc4From,
      pc4To,
      areaCode: area,
      lat,
      lon,
      x,
      y,
      weight: Number(weight),
      cadastre,
    };
  });

/**
 * The letters of Dutch postcodes: F, I, O, Q, U and Y are not used, and SA, SD and SS are
 * never issued. 397 letter pairs per PC4.
 */
const POSTCODE_LETTERS = 'A B C D E G H J K L M N P R S T V W X Z'.split(' ');
export const LETTER_PAIRS: readonly string[] = POSTCODE_LETTERS.flatMap((a) =>
  POSTCODE_LETTERS.map((b) => a + b),
).filter((pair) => pair !== 'SA' && pair !== 'SD' && pair !== 'SS');

/** Words that make street names with any of the endings below (Merelstraat, Lindelaan). */
const STREET_WORDS = `
  Merel Lijster Kievit Zwaluw Reiger Spreeuw Vink Mees Fazant Havik Valk Specht Roodborst
  Leeuwerik Eiken Beuken Berken Linden Essen Iepen Wilgen Populieren Kastanje Acacia Platanen
  Esdoorn Hazelaar Vlier Rozen Tulpen Narcissen Seringen Lelie Anjer Jasmijn Krokus Dahlia
  Rembrandt Vermeer Mondriaan Vondel Bilderdijk Multatuli Hooft Huygens Erasmus Spinoza Juliana
  Beatrix Wilhelmina Emma Oranje Nassau Rijn Maas Waal IJssel Vecht Dommel Noord Zuid Oost West
  Bakkers Smeden Kuipers Molenaars Vissers Kerk Molen School Station Markt Haven Veld Akker Weide
  Polder Sluis Brug Toren Poort Zon Regenboog Koren Tarwe Rogge Haver Klaver Heide Duin Zand Klok
  Vaart Dijk Beek Bron Meer`
  .trim()
  .split(/\s+/);
const STREET_ENDINGS =
  `straat laan weg plein hof singel kade dreef pad gracht park plantsoen`.split(' ');
/** Modifiers that Dutch towns use when one name serves several streets. */
const STREET_MODIFIERS = ['', 'Nieuwe ', 'Oude ', 'Korte ', 'Lange ', 'Eerste ', 'Tweede '];

const BASE_STREETS = STREET_WORDS.flatMap((word) =>
  STREET_ENDINGS.map((ending) => `${word}${ending}`),
);

/** How many different street names a city can have. */
export const STREET_NAME_COUNT = BASE_STREETS.length * STREET_MODIFIERS.length;

/** The `ordinal`-th street name of a city; different ordinals below STREET_NAME_COUNT differ. */
export function streetName(city: number, ordinal: number): string {
  const base = BASE_STREETS.length;
  // A stride coprime to the number of names gives each city its own order of the same names.
  const spread = (ordinal % base) * 37 + city * 101;
  const name = BASE_STREETS[spread % base] ?? 'Dorpsstraat';
  const modifier = STREET_MODIFIERS[Math.floor(ordinal / base) % STREET_MODIFIERS.length] ?? '';
  return `${modifier}${name}`;
}

/** Foreign places of the demo group structures, by country. */
export const FOREIGN_CITIES: Readonly<Record<string, readonly [string, string][]>> = {
  be: [
    ['Antwerpen', '2000'],
    ['Brussel', '1000'],
    ['Gent', '9000'],
    ['Mechelen', '2800'],
  ],
  de: [
    ['Düsseldorf', '40213'],
    ['Hamburg', '20095'],
    ['Köln', '50667'],
    ['München', '80331'],
  ],
  lu: [
    ['Luxembourg', 'L-1150'],
    ['Esch-sur-Alzette', 'L-4010'],
  ],
  cy: [
    ['Limassol', '3036'],
    ['Nicosia', '1065'],
    ['Larnaca', '6023'],
  ],
};

export const FOREIGN_STREETS: Readonly<Record<string, readonly string[]>> = {
  be: ['Meir', 'Kouter', 'Grote Markt', 'Frankrijklei', 'Nationalestraat'],
  de: ['Königsallee', 'Hauptstraße', 'Schillerstraße', 'Bahnhofstraße', 'Lindenstraße'],
  lu: ['Boulevard Royal', 'Rue de la Gare', 'Avenue de la Liberté', 'Route d’Arlon'],
  cy: ['Makariou Avenue', 'Arch. Kyprianou Street', 'Gladstonos Street', 'Spyrou Kyprianou Avenue'],
};
