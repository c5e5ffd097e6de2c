/**
 * Dutch telephone numbers for the demo data, in E.164 form: landlines under the real area
 * code of the city, mobiles in 06. Each serial gives its own number (unique up to the size of
 * the number range), so directory entries do not collide.
 */
import type { City } from './places.js';
import { mulMod } from './prng.js';

// Odd and not a multiple of 5, so coprime to every range below (8·10^n and 5·10^7).
const SPREAD = 7_654_321;
// Shifts the numbers off round values (serial 0 would otherwise end in zeros).
const OFFSET = 1_234_567;

/** A landline in `city`: +31, the area code, and a subscriber number not starting with 0 or 1. */
export function landline(city: City, serial: number): string {
  const digits = 9 - city.areaCode.length;
  const low = 2 * 10 ** (digits - 1);
  const range = 10 ** digits - low;
  return `+31${city.areaCode}${low + ((mulMod(serial % range, SPREAD, range) + OFFSET) % range)}`;
}

/** A mobile number: +31 6 and eight digits from 10000000 to 59999999. */
export function mobile(serial: number): string {
  const range = 50_000_000;
  return `+316${10_000_000 + ((mulMod(serial % range, SPREAD, range) + OFFSET) % range)}`;
}
