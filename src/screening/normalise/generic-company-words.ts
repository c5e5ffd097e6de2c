/**
 * Words that say how a company is organised rather than which company it is ("Holding",
 * "Group", "Trading", "International"): lists and registers add and drop them ("LICHTBAKEN
 * HOLDING" for Lichtbaken B.V.). Place words are not among them: they often are what tells two
 * companies apart (Holland Casino, Air Europa). Folded forms, as name tokens are.
 */
// prettier-ignore
export const GENERIC_COMPANY_WORDS: ReadonlySet<string> = new Set([
  'holding', 'holdings', 'group', 'groep', 'gruppe', 'groupe', 'grupo', 'gruppo',
  'trading', 'handel', 'handelsonderneming', 'handelmaatschappij',
  'international', 'internationaal', 'intl',
  'company', 'co', 'companies', 'corporation', 'corp', 'enterprise', 'enterprises',
  'services', 'service', 'diensten', 'dienstverlening',
  'shipping', 'logistics', 'logistiek',
  'investment', 'investments', 'beleggingen', 'participaties', 'participations', 'ventures',
  'management', 'beheer', 'industries', 'industrie', 'partners', 'solutions',
]);
