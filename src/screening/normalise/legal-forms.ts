/**
 * Company legal forms across languages, as data: each canonical code (the form's usual
 * abbreviation in its own language, lower case) with the ways lists write it, "|"-separated.
 * The written forms are folded by the same pipeline as names, so "B.V." is the token
 * sequence b v, "ООО" is ooo and "besloten vennootschap" two tokens; `findLegalForms` finds
 * them in a name's tokens, longest first, and the name keeps one `legal` token per form.
 * Equivalents across languages keep their own codes (ООО is "ooo", not "llc"); the full
 * local name of a form maps to its local abbreviation.
 */
import { companyWords } from './company-words.js';
import { foldTokens } from './fold.js';
import { PhraseTable } from './phrases.js';
import { transliterate } from './transliterate.js';
import { lookupTable } from '../../entities/lookup-table.js';

export const LEGAL_FORMS: Readonly<Record<string, string>> = lookupTable({
  // The Netherlands and Belgium.
  bv: 'B.V.|BV|besloten vennootschap|besloten vennootschap met beperkte aansprakelijkheid|BVBA|B.V.B.A.',
  nv: 'N.V.|NV|naamloze vennootschap',
  vof: 'V.O.F.|VOF|vennootschap onder firma',
  cv: 'C.V.|CV|commanditaire vennootschap',
  stichting: 'stichting|stg',
  vereniging: 'vereniging',
  cooperatie:
    'coöperatie|cooperatie|coöperatieve|coöperatie U.A.|coöperatie W.A.|coöperatie B.A.|coöperatieve vereniging',
  ua: 'U.A.|UA',
  wa: 'W.A.',
  eenmanszaak: 'eenmanszaak',
  maatschap: 'maatschap',
  cvba: 'CVBA|C.V.B.A.|coöperatieve vennootschap met beperkte aansprakelijkheid',
  vzw: 'VZW|V.Z.W.|vereniging zonder winstoogmerk',
  // German-speaking countries.
  gmbh: 'GmbH|G.m.b.H.|Ges.m.b.H.|GesmbH|Gesellschaft mit beschränkter Haftung|Gesellschaft mbH|mbH',
  ag: 'AG|A.G.|Aktiengesellschaft',
  kg: 'KG|Kommanditgesellschaft',
  ohg: 'OHG|offene Handelsgesellschaft',
  ug: 'UG|UG (haftungsbeschränkt)|Unternehmergesellschaft|Unternehmergesellschaft (haftungsbeschränkt)',
  ev: 'e.V.|eV|eingetragener Verein',
  eg: 'eG|eingetragene Genossenschaft',
  gbr: 'GbR|Gesellschaft bürgerlichen Rechts',
  kgaa: 'KGaA|Kommanditgesellschaft auf Aktien',
  gmbhcokg: 'GmbH & Co. KG|GmbH und Co. KG',
  agcokg: 'AG & Co. KG|AG und Co. KG',
  se: 'SE|Societas Europaea',
  // English-speaking countries; "Co., Ltd." is how Asian companies write theirs in English.
  ltd: 'Ltd|Limited|Co. Ltd.|Company Limited|Co. Limited|בע"מ|בע״מ|youxian gongsi|有限公司|股份有限公司|有限责任公司|有限責任公司',
  plc: 'PLC|P.L.C.|public limited company',
  llc: 'LLC|L.L.C.|limited liability company|limited liability co|ذ.م.م|ش.م.م|ش.ذ.م.م|شركة ذات مسؤولية محدودة',
  pllc: 'PLLC|P.L.L.C.|professional limited liability company',
  llp: 'LLP|L.L.P.|limited liability partnership',
  lllp: 'LLLP|L.L.L.P.|limited liability limited partnership',
  lp: 'LP|L.P.|limited partnership',
  inc: 'Inc|Incorporated',
  corp: 'Corp|Corporation',
  co: 'Co|Company',
  ptyltd: 'Pty Ltd|(Pty) Ltd|Pty Limited|Proprietary Limited',
  pty: 'Pty',
  pteltd: 'Pte Ltd|Pte Limited',
  pvtltd: 'Pvt Ltd|Pvt Limited|Private Limited',
  pcl: 'PCL|P.C.L.|public company limited',
  // Romance languages.
  sa: 'S.A.|SA|S/A|sociedad anónima|société anonyme|sociedade anónima|sociedade anônima|società anonima|spółka akcyjna',
  sadecv: 'S.A. de C.V.|SA de CV|sociedad anónima de capital variable',
  srldecv: 'S. de R.L. de C.V.|S de RL de CV',
  sl: 'S.L.|SL|sociedad limitada',
  slu: 'S.L.U.|SLU|sociedad limitada unipersonal',
  sarl: 'SARL|S.A.R.L.|S.à r.l.|S.à.r.l.|Sàrl|société à responsabilité limitée',
  sas: 'SAS|S.A.S.|société par actions simplifiée',
  sasu: 'SASU|S.A.S.U.|société par actions simplifiée unipersonnelle',
  snc: 'SNC|S.N.C.|société en nom collectif|società in nome collettivo',
  sca: 'SCA|S.C.A.|société en commandite par actions',
  spa: 'S.p.A.|SpA|società per azioni',
  srl: 'S.r.l.|Srl|società a responsabilità limitata|sociedad de responsabilidad limitada|societate cu răspundere limitată',
  sprl: 'SPRL|S.P.R.L.|société privée à responsabilité limitée',
  asbl: 'ASBL|A.S.B.L.|association sans but lucratif',
  ltda: 'Ltda|limitada',
  lda: 'Lda',
  eireli: 'EIRELI',
  // The Nordic countries; a.s. (Czech, Slovak) and A.Ş. (Turkish) are joint-stock too.
  as: 'AS|A/S|A.S.|aksjeselskap|aktieselskab|aktsiaselts|akciová společnost|akciová spoločnosť|A.Ş.|anonim şirketi',
  asa: 'ASA|allmennaksjeselskap',
  aps: 'ApS|anpartsselskab',
  ab: 'AB|AB (publ)|aktiebolag|aktiebolaget',
  oy: 'Oy|osakeyhtiö',
  oyj: 'Oyj|julkinen osakeyhtiö',
  hf: 'hf|hlutafélag',
  ehf: 'ehf|einkahlutafélag',
  // Central and Eastern Europe.
  spzoo: 'Sp. z o.o.|Sp. z.o.o.|Sp z oo|spółka z o.o.|spółka z ograniczoną odpowiedzialnością',
  sro: 's.r.o.|sro|spol. s r.o.|společnost s ručením omezeným|spoločnosť s ručením obmedzeným',
  kft: 'Kft|korlátolt felelősségű társaság',
  zrt: 'Zrt|zártkörűen működő részvénytársaság',
  nyrt: 'Nyrt|nyilvánosan működő részvénytársaság',
  bt: 'Bt|betéti társaság',
  doo: 'd.o.o.|doo|д.о.о.|društvo s ograničenom odgovornošću|друштво са ограниченом одговорношћу',
  dd: 'd.d.|dioničko društvo',
  ad: 'AD|А.Д.|АД|акционерно дружество',
  ood: 'OOD|ООД|дружество с ограничена отговорност',
  eood: 'EOOD|ЕООД|еднолично дружество с ограничена отговорност',
  ead: 'EAD|ЕАД|еднолично акционерно дружество',
  // Russia, Ukraine, Kazakhstan, and the English names lists give their forms.
  ooo: 'OOO|ООО|общество с ограниченной ответственностью',
  oao: 'OAO|ОАО|открытое акционерное общество',
  zao: 'ZAO|ЗАО|закрытое акционерное общество',
  pao: 'PAO|ПАО|публичное акционерное общество',
  ao: 'AO|АО|акционерное общество',
  nao: 'NAO|НАО|непубличное акционерное общество',
  too: 'TOO|ТОО|товарищество с ограниченной ответственностью',
  fgup: 'FGUP|ФГУП|федеральное государственное унитарное предприятие',
  gup: 'GUP|ГУП|государственное унитарное предприятие',
  mup: 'MUP|МУП|муниципальное унитарное предприятие',
  tov: 'TOV|ТОВ|товариство з обмеженою відповідальністю',
  prat: 'PrAT|ПрАТ|приватне акціонерне товариство',
  jsc: 'JSC|J.S.C.|joint stock company|joint-stock company',
  ojsc: 'OJSC|open joint stock company|open joint-stock company',
  cjsc: 'CJSC|closed joint stock company|closed joint-stock company',
  pjsc: 'PJSC|public joint stock company|public joint-stock company|ش.م.ع',
  prjsc: 'PrJSC|private joint stock company|private joint-stock company',
  // The Middle East and Turkey.
  fze: 'FZE|free zone establishment',
  fzco: 'FZCO|FZC|free zone company',
  fzllc: 'FZ-LLC|FZLLC|free zone limited liability company',
  wll: 'WLL|W.L.L.|with limited liability',
  sal: 'SAL|S.A.L.|société anonyme libanaise|ش.م.ل',
  sae: 'SAE|S.A.E.',
  saog: 'SAOG|S.A.O.G.',
  saoc: 'SAOC|S.A.O.C.',
  qpsc: 'QPSC|Q.P.S.C.',
  qsc: 'QSC|Q.S.C.',
  ksc: 'KSC|K.S.C.',
  kscp: 'KSCP|K.S.C.P.',
  bsc: 'BSC|B.S.C.',
  psc: 'PSC|P.S.C.',
  ltdsti: 'Ltd. Şti.|limited şirketi',
  // Greece.
  ae: 'A.E.|AE|Α.Ε.|ΑΕ|ανώνυμη εταιρεία',
  epe: 'EPE|ΕΠΕ|Ε.Π.Ε.|εταιρεία περιορισμένης ευθύνης',
  ike: 'IKE|ΙΚΕ|Ι.Κ.Ε.|ιδιωτική κεφαλαιουχική εταιρεία',
  // Asia.
  sdnbhd: 'Sdn Bhd|Sendirian Berhad',
  bhd: 'Bhd|Berhad',
  pt: 'PT|P.T.|perseroan terbatas',
  tbk: 'Tbk|terbuka',
  kk: 'KK|K.K.|kabushiki kaisha|kabushiki gaisha|株式会社',
  yk: 'Y.K.|yugen kaisha|有限会社',
  gk: 'G.K.|godo kaisha|godo gaisha|合同会社',
  jusikhoesa: 'jusik hoesa|jusikhoesa|chusik hoesa|주식회사',
  tnhh: 'TNHH|công ty TNHH|công ty trách nhiệm hữu hạn',
  ctcp: 'CTCP|công ty cổ phần',
});

/** Forms of two letters written as initials that lead a name ("P.T. Bank ..."). */
const LEADING_INITIALS = new Set(['pt']);

/**
 * Dutch forms of two letters written as initials, which older names and callers put first too
 * ("B.V. Pinas Makelaars", "N.V. Nederlandsche Spoorwegen"): they count at the start where no
 * form ends the name. A name bears one form, so before another ("B.V. Jansen Holding B.V.")
 * the letters are the initials of the person it is named after.
 */
const LEADING_WHERE_ALONE = new Set(['bv', 'nv']);

/**
 * A form of this many letters or more, written letter by letter, counts at the start of a name
 * too ("O.O.O. Zaitsev", "F.Z.E. Rahman": Russian practice puts ООО first). Two letters there
 * are as often a person's initials (A.S. Watson, A.O. Smith); three that spell a form rarely.
 */
const LEADING_LETTERS = 3;

interface Form {
  code: string;
  /** Written as single letters ("B.V.", "L.L.C."), which could also be a person's initials. */
  initials: boolean;
}

const TABLE = new PhraseTable<Form>();
for (const [code, written] of Object.entries(LEGAL_FORMS)) {
  for (const variant of written.split('|')) {
    const tokens = foldTokens(transliterate(variant));
    const form = { code, initials: tokens.every((t) => t.length === 1) };
    TABLE.add(tokens, form);
    // As a name's words are read ("und" between words dropped): the form is found there so.
    const asRead = companyWords(tokens);
    if (asRead.join(' ') !== tokens.join(' ')) TABLE.add(asRead, form);
  }
}

export interface LegalFormMatch {
  /** Index of the first token of the form. */
  start: number;
  /** How many tokens it covers. */
  length: number;
  /** The canonical code: "bv", "llc", "ooo". */
  code: string;
}

const NONE: readonly LegalFormMatch[] = [];

type Found = LegalFormMatch & { initials: boolean };

/**
 * A form's abbreviation written letter by letter ("F.Z.E.", "F Z E", "L.t.d.", "O.O.O."), as
 * registers and invoices write them: a run of single letters from `start` that, joined, is a
 * form of one word of the table (FZE, Ltd, OOO). Read as three initials instead, the form
 * cost the name more than leaving it out. The longest run that is a form counts.
 */
function lettersOfForm(tokens: readonly string[], start: number): Found | undefined {
  let end = start;
  while (end < tokens.length && (tokens[end] ?? '').length === 1) end++;
  for (let stop = end; stop - start >= 2; stop--) {
    const joined = tokens.slice(start, stop).join('');
    const match = TABLE.startsWith(joined) ? TABLE.match([joined], 0) : undefined;
    if (match) return { start, length: stop - start, code: match.value.code, initials: true };
  }
  return undefined;
}

/** The form starting at token i, if any: as the table writes it or letter by letter. */
function formAt(tokens: readonly string[], i: number): Found | undefined {
  const token = tokens[i] ?? '';
  const written = TABLE.startsWith(token) ? TABLE.match(tokens, i) : undefined;
  const phrase = written && { start: i, length: written.length, ...written.value };
  const letters = token.length === 1 ? lettersOfForm(tokens, i) : undefined;
  if (!letters) return phrase;
  return phrase && phrase.length >= letters.length ? phrase : letters;
}

/**
 * The legal forms in a company name's folded tokens, in order, longest first. A form
 * written as single letters ("B.V.", "S. A.", "F.Z.E.") counts only where it ends the name
 * (followed by nothing but other forms) or starts it with three letters or more ("O.O.O.
 * Zaitsev"; P.T. with two, and B.V. or N.V. where no form ends the name): elsewhere such
 * letters are more likely someone's initials.
 */
export function findLegalForms(tokens: readonly string[]): readonly LegalFormMatch[] {
  let found: Found[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const form = formAt(tokens, i);
    if (!form) continue;
    (found ??= []).push(form);
    i += form.length - 1;
  }
  if (!found) return NONE;
  const kept: LegalFormMatch[] = [];
  let end = tokens.length; // everything from here on is a kept legal form
  for (let k = found.length - 1; k >= 0; k--) {
    const form = found[k];
    if (!form) continue;
    const atEnd = form.start + form.length === end;
    const leading =
      form.start === 0 &&
      (form.length >= LEADING_LETTERS ||
        LEADING_INITIALS.has(form.code) ||
        (LEADING_WHERE_ALONE.has(form.code) && end === tokens.length));
    if (form.initials && !atEnd && !leading) continue;
    if (atEnd) end = form.start;
    kept.push({ start: form.start, length: form.length, code: form.code });
  }
  return kept.reverse();
}

/** The canonical code when the whole text is a legal form ("B.V." -> "bv"), else undefined. */
export function legalFormCode(text: string): string | undefined {
  const tokens = foldTokens(transliterate(text));
  const form = formAt(tokens, 0);
  return form && form.length === tokens.length ? form.code : undefined;
}
