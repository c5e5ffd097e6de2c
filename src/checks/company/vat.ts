/**
 * vat_validation (DESIGN.md): Valid, Invalid (fails format or check digits, or VIES says
 * invalid), Unverified (format and check digits fine, VIES not asked or unavailable). An
 * outage of VIES never makes a number Invalid and never fails the check.
 */
import { companyDataServed } from '../data-served.js';
import type { Address } from '../../contract/address.js';
import type { CompanyCheckResult, VatValidation } from '../../contract/company-check.js';
import { first, type Entity } from '../../entities/entity.js';
import { namesAgree } from '../../registry/same-company.js';
import type { ViesAnswer } from '../../upstream/vies/index.js';
import { checkVatNumber } from '../../validators/vat/index.js';
import type { SectionModule } from '../pipeline.js';
import { ENTITY_FORMATS } from '../dataset-formats.js';
import type { CompanyCheckContext } from './context.js';
import { identifyCompany, vatLookups } from './identify.js';

/** VIES gives the address as lines of text; they go into the Address's free lines. */
function addressFromLines(text: string | undefined): Address | undefined {
  const lines = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return undefined;
  return {
    address_line_1: lines[0],
    ...(lines.length > 1 && { address_line_2: lines.slice(1).join(', ') }),
  };
}

function fromVies(answer: ViesAnswer, vatNumber: string): VatValidation {
  switch (answer.status) {
    case 'valid': {
      const address = addressFromLines(answer.address);
      return {
        result: 'Valid',
        result_description: 'VIES confirms the VAT number is valid',
        vat_number: vatNumber,
        ...(answer.name && { company: answer.name }),
        ...(address && { address }),
      };
    }
    case 'invalid':
      return {
        result: 'Invalid',
        result_description: 'VIES answers that the VAT number is not valid',
        vat_number: vatNumber,
      };
    default:
      return {
        result: 'Unverified',
        result_description: `Format and check digits are right; VIES could not confirm it (${answer.error})`,
        vat_number: vatNumber,
      };
  }
}

/** The number to validate: the one asked about, else the company's own. */
async function numberToValidate(context: CompanyCheckContext): Promise<string | undefined> {
  const given = context.request.vat_number?.trim();
  if (given) return given;
  const company = await identifyCompany(context);
  return company ? first(company.entity, 'vatCode') : undefined;
}

/** Two writings of one VAT number ("NL800047114B01", "800047114B01", "nl 8000.47114.b01"). */
const sameVatNumber = (a: string, b: string): boolean => {
  const written = vatLookups(b).vat;
  return vatLookups(a).vat.some((v) => written.includes(v));
};

const describeCompany = (entity: Entity): string => {
  const name = first(entity, 'name') ?? entity.id;
  const number = first(entity, 'registrationNumber');
  return number ? `${name} (${number})` : name;
};

/**
 * What the register says against a VAT number asked about: that it belongs to another company
 * than the one checked, or that the company checked is registered with another one. A number
 * of someone else's is a classic sign of fraud, so it is said where the number is judged.
 */
async function registerNote(context: CompanyCheckContext): Promise<string | undefined> {
  const given = context.request.vat_number?.trim();
  const company = given ? await identifyCompany(context) : undefined;
  if (!given || !company) return undefined;
  const notes: string[] = [];
  const holders = (by: string) =>
    company.conflicts
      .filter((c) => c.by === by)
      .flatMap((c) => c.found)
      .map(describeCompany)
      .join(', ');
  const checked = describeCompany(company.entity);
  const byNumber = holders('vat_number');
  if (byNumber) {
    notes.push(
      `the register has this VAT number for ${byNumber}, not for the company checked, ${checked}`,
    );
  }
  // The register may know no VAT number at all, only the RSIN the Dutch number is made of.
  const byRsin = holders('rsin');
  const rsin = vatLookups(given).rsin;
  if (byRsin && rsin) {
    notes.push(
      `the RSIN in this VAT number, ${rsin}, is that of ${byRsin} in the register, not of the company checked, ${checked}`,
    );
  }
  const own = company.entity.properties.vatCode ?? [];
  if (own.length > 0 && !own.some((v) => sameVatNumber(v, given))) {
    notes.push(`the company checked is registered with VAT number ${own.join(', ')}`);
  }
  return notes.length > 0 ? notes.join('; ') : undefined;
}

/** The names a company goes by in the register: its name, other names and former names. */
const namesOf = (entity: Entity): string[] =>
  ['name', 'alias', 'previousName'].flatMap((p) => entity.properties[p] ?? []);

/**
 * What VIES's answer says against the company checked: VIES answers for the number, so its
 * "valid" stands, but a number VIES registers to another name is someone else's (a borrowed
 * number is a classic sign of fraud). Names are compared as the register compares its records
 * (namesAgree: words and legal form, up to spelling; a name without legal form agrees). VIES
 * gives no name for some countries ("---" or blank for NL and DE): that says nothing.
 */
async function viesNameNote(
  context: CompanyCheckContext,
  answer: ViesAnswer | undefined,
): Promise<string | undefined> {
  const viesName = answer?.status === 'valid' ? answer.name?.trim() : undefined;
  if (!viesName || !/[\p{L}\p{N}]/u.test(viesName)) return undefined;
  const company = await identifyCompany(context);
  const given = context.request.company?.name?.trim();
  const names = company ? namesOf(company.entity) : given ? [given] : [];
  if (names.length === 0 || names.some((name) => namesAgree(name, viesName))) return undefined;
  const checked = company ? describeCompany(company.entity) : given;
  context.lookups.vat_validation = { vies_name: viesName, not_the_name_of: checked };
  return `VIES registers this VAT number to ${viesName}, not to the company checked, ${checked}`;
}

export const companyVatValidation: SectionModule<CompanyCheckContext, CompanyCheckResult> = {
  reads: ENTITY_FORMATS,
  // A VAT number given is judged without register data; one looked up needs the company found.
  dataServed: companyDataServed(),
  async compute(context) {
    const [judged, note] = await Promise.all([judgeVatNumber(context), registerNote(context)]);
    const viesNote = await viesNameNote(context, judged?.vies);
    const notes = [note, viesNote].filter((n): n is string => n !== undefined);
    if (!judged || notes.length === 0) return judged && { vat_validation: judged.vat_validation };
    const validation = judged.vat_validation;
    return {
      vat_validation: {
        ...validation,
        result_description: [validation.result_description ?? '', ...notes].join('; '),
      },
    };
  },
};

/**
 * The number's own verdict: offline format and check digits, then VIES when enabled (with
 * VIES's answer, for what its name says).
 */
async function judgeVatNumber(
  context: CompanyCheckContext,
): Promise<{ vat_validation: VatValidation; vies?: ViesAnswer } | undefined> {
  const number = await numberToValidate(context);
  if (!number) return undefined;
  const offline = checkVatNumber(number, 'NL');
  if (!offline.ok) {
    return {
      vat_validation: {
        result: 'Invalid',
        // A sentence, as the other descriptions are; the reason is a field error's fragment.
        result_description: `The VAT number fails its format or check digits: ${offline.message}`,
        vat_number: number,
      },
    };
  }
  const { vatNumber } = offline;
  if (offline.historic) {
    return {
      vat_validation: {
        result: 'Unverified',
        result_description:
          'Format and check digits are right; VIES no longer answers for GB numbers (since 2021)',
        vat_number: vatNumber,
      },
    };
  }
  if (!context.vies) {
    return {
      vat_validation: {
        result: 'Unverified',
        result_description: 'Format and check digits are right; VIES was not asked (not enabled)',
        vat_number: vatNumber,
      },
    };
  }
  const answer = await context.vies.check(offline.country, offline.number);
  context.upstream.push({
    service: 'vies',
    outcome: answer.status === 'unavailable' ? answer.error : answer.status,
    ms: answer.ms,
    ...(answer.cached && { cached: true }),
  });
  return { vat_validation: fromVies(answer, vatNumber), vies: answer };
}
