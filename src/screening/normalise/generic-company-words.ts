/**
 * Words that say how a company is organised or where it operates rather than which company it
 * is ("Holding", "Group", "Trading", "International", "Nederland"): lists and registers add and
 * drop them ("LICHTBAKEN HOLDING" for Lichtbaken B.V.). Folded forms, as name tokens are.
 */
// prettier-ignore
export const GENERIC_COMPANY_WORDS: ReadonlySet<string> = new Set([
  'holding', 'holdings', 'group', 'groep', 'gruppe', 'groupe', 'grupo', 'gruppo',
  'trading', 'handel', 'handelsonderneming', 'handelmaatschappij',
  'international', 'internationaal', 'intl', 'global', 'worldwide',
  'company', 'co', 'companies', 'corporation', 'corp', 'enterprise', 'enterprises',
  'services', 'service', 'diensten', 'dienstverlening',
  'shipping', 'logistics', 'logistiek',
  'investment', 'investments', 'beleggingen', 'participaties', 'participations', 'ventures',
  'management', 'beheer', 'industries', 'industrie', 'partners', 'solutions',
  'nederland', 'netherlands', 'holland', 'benelux', 'europe', 'europa',
]);
