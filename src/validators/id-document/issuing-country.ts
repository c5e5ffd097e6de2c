/**
 * Issuing countries as callers write them: ISO 3166-1 alpha-2 (NL) or alpha-3 (NLD, the code
 * in the machine-readable zone), in any case, or a country's name, normalised to alpha-2.
 */
import { countryNamesOf, foldCountryName } from '../country-names.js';
import { nationalityCountry } from './nationality-names.js';

/**
 * Every officially assigned ISO 3166-1 country as its alpha-3 code followed by its alpha-2
 * code ('NLDNL').
 */
const ISO_CODES: readonly string[] = (
  'ABWAW AFGAF AGOAO AIAAI ALAAX ALBAL ANDAD AREAE ARGAR ARMAM ASMAS ATAAQ ATFTF ATGAG ' +
  'AUSAU AUTAT AZEAZ BDIBI BELBE BENBJ BESBQ BFABF BGDBD BGRBG BHRBH BHSBS BIHBA BLMBL ' +
  'BLRBY BLZBZ BMUBM BOLBO BRABR BRBBB BRNBN BTNBT BVTBV BWABW CAFCF CANCA CCKCC CHECH ' +
  'CHLCL CHNCN CIVCI CMRCM CODCD COGCG COKCK COLCO COMKM CPVCV CRICR CUBCU CUWCW CXRCX ' +
  'CYMKY CYPCY CZECZ DEUDE DJIDJ DMADM DNKDK DOMDO DZADZ ECUEC EGYEG ERIER ESHEH ESPES ' +
  'ESTEE ETHET FINFI FJIFJ FLKFK FRAFR FROFO FSMFM GABGA GBRGB GEOGE GGYGG GHAGH GIBGI ' +
  'GINGN GLPGP GMBGM GNBGW GNQGQ GRCGR GRDGD GRLGL GTMGT GUFGF GUMGU GUYGY HKGHK HMDHM ' +
  'HNDHN HRVHR HTIHT HUNHU IDNID IMNIM INDIN IOTIO IRLIE IRNIR IRQIQ ISLIS ISRIL ITAIT ' +
  'JAMJM JEYJE JORJO JPNJP KAZKZ KENKE KGZKG KHMKH KIRKI KNAKN KORKR KWTKW LAOLA LBNLB ' +
  'LBRLR LBYLY LCALC LIELI LKALK LSOLS LTULT LUXLU LVALV MACMO MAFMF MARMA MCOMC MDAMD ' +
  'MDGMG MDVMV MEXMX MHLMH MKDMK MLIML MLTMT MMRMM MNEME MNGMN MNPMP MOZMZ MRTMR MSRMS ' +
  'MTQMQ MUSMU MWIMW MYSMY MYTYT NAMNA NCLNC NERNE NFKNF NGANG NICNI NIUNU NLDNL NORNO ' +
  'NPLNP NRUNR NZLNZ OMNOM PAKPK PANPA PCNPN PERPE PHLPH PLWPW PNGPG POLPL PRIPR PRKKP ' +
  'PRTPT PRYPY PSEPS PYFPF QATQA REURE ROURO RUSRU RWARW SAUSA SDNSD SENSN SGPSG SGSGS ' +
  'SHNSH SJMSJ SLBSB SLESL SLVSV SMRSM SOMSO SPMPM SRBRS SSDSS STPST SURSR SVKSK SVNSI ' +
  'SWESE SWZSZ SXMSX SYCSC SYRSY TCATC TCDTD TGOTG THATH TJKTJ TKLTK TKMTM TLSTL TONTO ' +
  'TTOTT TUNTN TURTR TUVTV TWNTW TZATZ UGAUG UKRUA UMIUM URYUY USAUS UZBUZ VATVA VCTVC ' +
  'VENVE VGBVG VIRVI VNMVN VUTVU WLFWF WSMWS YEMYE ZAFZA ZMBZM ZWEZW'
).split(' ');

/**
 * Codes of machine-readable zones that are not ISO 3166-1: Germany writes D, the United
 * Kingdom its kinds of British nationality (GBD, GBN, GBO, GBP, GBS), Kosovo RKS; XK and XKX
 * are the user-assigned codes registers use for Kosovo.
 */
const MRZ_CODES: Readonly<Record<string, string>> = {
  D: 'DE',
  GBD: 'GB',
  GBN: 'GB',
  GBO: 'GB',
  GBP: 'GB',
  GBS: 'GB',
  RKS: 'XK',
  XKX: 'XK',
  XK: 'XK',
};

const BY_CODE: ReadonlyMap<string, string> = new Map([
  ...ISO_CODES.flatMap((codes): [string, string][] => {
    const alpha2 = codes.slice(3);
    return [
      [codes.slice(0, 3), alpha2],
      [alpha2, alpha2],
    ];
  }),
  ...Object.entries(MRZ_CODES),
]);

/** English and Dutch country names to their codes, made on first use. */
let byName: ReadonlyMap<string, string> | undefined;

/**
 * The ISO 3166-1 alpha-2 code of a country written as a code (alpha-2, alpha-3 or a
 * machine-readable zone's) or as its English or Dutch name ("Iran", "Rusland", "the
 * Netherlands"); undefined when the text is none of these.
 */
export function parseIssuingCountry(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  // Requests write a few countries over and over ("NL", "Nederland"): read each once.
  const known = parsed.get(text);
  if (known !== undefined || parsed.has(text)) return known;
  const code = readCountry(text);
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  parsed.set(text, code);
  return code;
}

/**
 * The issuing country of a passport or identity card as a caller writes it: a country, or the
 * nationality the document stands for ("Dutch", "Nederlandse", "Belgian"), which callers often
 * put there. Only the document's country is read so: an address has no nationality.
 */
export const parseDocumentCountry = (text: string | undefined): string | undefined =>
  parseIssuingCountry(text) ?? (text === undefined ? undefined : nationalityCountry(text));

const parsed = new Map<string, string | undefined>();
const PARSED_LIMIT = 10_000;

function readCountry(text: string): string | undefined {
  const code = text.trim().toUpperCase().replace(/\s+/g, ' ');
  if (!code) return undefined;
  const byCode = BY_CODE.get(code.replace(/<+$/, ''));
  if (byCode) return byCode;
  // Kosovo is no ISO 3166-1 country, yet read by its names too, its own ("Kosovë") among them.
  byName ??= countryNamesOf([...ISO_CODES.map((codes) => codes.slice(3)), 'XK']);
  return byName.get(foldCountryName(code));
}
