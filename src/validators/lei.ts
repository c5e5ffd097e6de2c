/** ISO 17442: 18 alphanumerics and two check digits, the whole passing mod 97. */
export function isLei(value: string): boolean {
  if (!/^[0-9A-Z]{18}[0-9]{2}$/.test(value)) return false;
  let remainder = 0;
  for (const char of value) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
