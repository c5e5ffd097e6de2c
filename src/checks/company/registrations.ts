/**
 * registrations (the company screened) and registrations_extended (the company, its directors
 * and its UBOs screened, one summary each). Without any listing imported nothing was screened,
 * and both are left out rather than reported clean.
 */
import type { CompanyCheckResult } from '../../contract/company-check.js';
import { first } from '../../entities/entity.js';
import { normaliseIdentifier } from '../../registry/keys.js';
import type { SectionModule } from '../pipeline.js';
import { ENTITY_FORMATS } from '../dataset-formats.js';
import { once, type CompanyCheckContext } from './context.js';
import { directorshipsOf } from './directors.js';
import { identifyCompany } from './identify.js';
import { uboPersonsOf } from './ownership.js';
import { screenParty, type ScreenedParty } from './screen.js';

/**
 * The company screened: its register entity when it was found, else the name and numbers the
 * caller gave (an unknown company is still screened).
 */
function screenCompany(context: CompanyCheckContext): Promise<ScreenedParty | undefined> {
  return once(context, 'screen:company', async () => {
    const found = await identifyCompany(context);
    if (found) return screenParty(context, 'company', found.entity);
    const { request } = context;
    const name = request.company?.name?.trim();
    if (!name) return undefined;
    const identifiers = [request.chamber_of_commerce_number, request.vat_number]
      .map((value) => normaliseIdentifier(value ?? ''))
      .filter((value) => value !== '');
    const country = request.company?.address?.country?.trim().toLowerCase();
    const outcome = await context.screening.screen(context.registry, {
      label: 'company',
      query: {
        kind: 'company',
        names: [name],
        identifiers,
        countries: country && /^[a-z]{2}$/.test(country) ? [country] : [],
      },
    });
    return { label: 'company', entityId: '', outcome };
  });
}

const explain = (context: CompanyCheckContext, screened: readonly ScreenedParty[]) => {
  context.lookups.screening = {
    listed_entities: screened[0]?.outcome.listed ?? 0,
    subjects: screened.map((s) => ({ subject: s.label, hits: s.outcome.hits })),
  };
};

export const companyRegistrations: SectionModule<CompanyCheckContext, CompanyCheckResult> = {
  reads: ENTITY_FORMATS,
  async compute(context) {
    const screened = await screenCompany(context);
    if (!screened || screened.outcome.listed === 0) return undefined;
    if (context.lookups.screening === undefined) explain(context, [screened]);
    return { registrations: screened.outcome.registrations };
  },
};

export const companyRegistrationsExtended: SectionModule<CompanyCheckContext, CompanyCheckResult> =
  {
    reads: ENTITY_FORMATS,
    async compute(context) {
      const company = await identifyCompany(context);
      const [directorships, ubos] = company
        ? await Promise.all([directorshipsOf(context, company.entity.id), uboPersonsOf(context)])
        : [[], []];
      const parties = await Promise.all([
        screenCompany(context),
        ...directorships.flatMap((d) =>
          d.other
            ? [screenParty(context, `director: ${first(d.other, 'name') ?? d.other.id}`, d.other)]
            : [],
        ),
        ...ubos.map((p) => screenParty(context, `ubo: ${first(p, 'name') ?? p.id}`, p)),
      ]);
      // A director who is also a UBO is screened once and summarised once.
      const seen = new Set<string>();
      const screened = parties.filter((p): p is ScreenedParty => {
        if (!p) return false;
        const key = p.entityId || p.label;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      if (screened.length === 0 || screened.every((s) => s.outcome.listed === 0)) return undefined;
      explain(context, screened);
      return {
        registrations_extended: {
          summaries: screened.map((s) => s.outcome.summary),
          registrations: screened.flatMap((s) => s.outcome.registrations),
        },
      };
    },
  };
