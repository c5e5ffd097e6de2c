import type { CompanyCheckResult } from '../../contract/company-check.js';
import { first } from '../../entities/entity.js';
import { companyRecordOf } from '../../registry/company-record.js';
import type { SectionModule } from '../pipeline.js';
import { ENTITY_FORMATS } from '../dataset-formats.js';
import type { CompanyCheckContext } from './context.js';
import { identifyCompany } from './identify.js';

/**
 * The company's identity: name, status, legal form, address, contact details, industry and
 * dates, from its register entity and the Address entity it points at; a dissolution date in
 * `backend_data.lookups.dissolution_date`.
 */
export const companyIdentity: SectionModule<CompanyCheckContext, CompanyCheckResult> = {
  reads: ENTITY_FORMATS,
  // Without any register company, "not found" would report a search that could not be made.
  available: (context) => context.registry.knowsCompanies(),
  async compute(context) {
    const found = await identifyCompany(context);
    if (!found) return undefined;
    const address = await context.registry.addressOf(found.entity);
    // The contract's company record has no field for it; a report and a reader of backend_data
    // should still see since when a dissolved company is.
    const dissolved = first(found.entity, 'dissolutionDate');
    if (dissolved) context.lookups.dissolution_date = dissolved;
    return { company: companyRecordOf(found.entity, address) };
  },
};
