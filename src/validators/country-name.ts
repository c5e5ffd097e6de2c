const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Countries whose English name a sentence writes with "the", beside the forms below. */
const WITH_ARTICLE: ReadonlySet<string> = new Set(['NL', 'BS', 'GM', 'PH', 'MV', 'KM']);

/**
 * The English short name of an ISO 3166-1 alpha-2 code as a sentence writes it ("the
 * Netherlands", "the United States", "Belgium"); the code itself where the runtime knows no name.
 */
export function countryName(code: string): string {
  const name = regionNames.of(code);
  if (name === undefined || name === code) return code;
  // "the United Kingdom", "the Cayman Islands", "the Dominican Republic".
  const article = WITH_ARTICLE.has(code) || /^United |\bIslands$|\bRepublic$/.test(name);
  return article ? `the ${name}` : name;
}
