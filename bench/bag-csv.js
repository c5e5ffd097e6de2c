// Generated BAG addresses (bag-csv format) for the purge benchmarks: `count` fictitious
// addresses, about 2,000 a postcode area.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

const STREETS = ['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Molenweg', 'Schoolstraat'];
const CITIES = ['Amsterdam', 'Rotterdam', 'Utrecht', 'Groningen', 'Eindhoven', 'Zwolle'];
const FIRST_LETTERS = 'ABCDEFGHIJKLMNOPQRTU';

export async function writeBag(path, count) {
  const out = createWriteStream(path);
  out.write(
    'openbareruimte;huisnummer;huisletter;huisnummertoevoeging;postcode;woonplaats;gemeente;provincie;object_id;object_type;nevenadres;x;y;lon;lat\n',
  );
  for (let i = 0; i < count; i++) {
    const pc4 = 1000 + (Math.floor(i / 2000) % 9000);
    const letters = `${FIRST_LETTERS[i % 20]}${String.fromCharCode(65 + (Math.floor(i / 20) % 20))}`;
    const city = CITIES[i % CITIES.length];
    const line = `${STREETS[i % STREETS.length]};${1 + (i % 300)};;;${pc4}${letters};${city};${city};Noord-Holland;0363010${String(i).padStart(9, '0')};verblijfsobject;f;121000;487000;4.9;52.37\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
