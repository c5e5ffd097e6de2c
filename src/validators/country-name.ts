const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The English short name of an ISO 3166-1 alpha-2 code as a sentence writes it ("the
 * Netherlands", "Belgium"); the code itself where the runtime knows no name.
 */
export function countryName(code: string): string {
  if (code === 'NL') return 'the Netherlands';
  if (code === 'GB') return 'the United Kingdom';
  return regionNames.of(code) ?? code;
}
