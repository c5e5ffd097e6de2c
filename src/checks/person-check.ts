import { performance } from 'node:perf_hooks';
import type { PersonCheckRequest, PersonCheckResult } from '../contract/person-check.js';
import { invalidInput } from '../errors/errors.js';
import type { Organisation } from '../store/store.js';
import { backendData } from './backend-data.js';
import { formatsRead, runSections, type SectionModules } from './pipeline.js';
import { personRegistrations, personRegistrationsExtended } from './person-screening.js';
import type { PersonCheckContext } from './person/context.js';
import { addressInformationSection } from './person/address-information.js';
import { addressMatchSection } from './person/address-match.js';
import { addressValidationSection } from './person/address-validation.js';
import { idDocumentSection } from './person/id-document.js';
import { personMatchSection } from './person/person-match.js';
import { phoneSection } from './person/phone.js';
import { assertCheckablePersonRequest } from './person/request-input.js';
import { personRiskCountrySection } from './person/risk-country.js';
import { riskScoresSection } from './person/risk-scores.js';
import { personRequestParameters } from './request-parameters.js';
import { PERSON_SECTIONS, PERSON_SECTIONS_BY_TYPE, type PersonSection } from './sections.js';

export type { PersonCheckContext } from './person/context.js';

/**
 * Section modules of person checks. A section appears here once it has a real data source;
 * until then the checks report it as unavailable in backend_data.
 */
export const personSectionModules: SectionModules<
  PersonSection,
  PersonCheckContext,
  PersonCheckResult
> = {
  person_match: personMatchSection,
  address_validation: addressValidationSection,
  address_match: addressMatchSection,
  phone_number_matches: phoneSection,
  address_information: addressInformationSection,
  risk_scores: riskScoresSection,
  id_document_number_check_result: idDocumentSection,
  risk_country: personRiskCountrySection,
  registrations: personRegistrations,
  registrations_extended: personRegistrationsExtended,
};

export function personSectionsFor(
  type: PersonCheckRequest['type'],
  organisation: Organisation,
): readonly PersonSection[] {
  if (type !== 'custom') return PERSON_SECTIONS_BY_TYPE[type];
  const configured = organisation.customSections.person;
  if (!configured) {
    throw invalidInput([
      {
        path: '/type',
        message:
          'custom person checks run the sections the organisation chose, and it has chosen none for person checks (veracheck orgs sections <org> <sections> --kind person)',
      },
    ]);
  }
  return PERSON_SECTIONS.filter((s) => configured.includes(s));
}

export async function runPersonCheck(
  context: PersonCheckContext,
  ids: { checkIdentifier: string; reportIdentifier: string },
): Promise<PersonCheckResult> {
  const started = performance.now();
  const { request } = context;
  assertCheckablePersonRequest(request, new Date());
  const sections = personSectionsFor(request.type, context.organisation);
  const { parts, report } = await runSections(sections, personSectionModules, context);
  return {
    check_identifier: ids.checkIdentifier,
    report_identifier: ids.reportIdentifier,
    ...parts,
    backend_data: backendData({
      kind: 'person',
      type: request.type,
      sections: report,
      datasets: context.registry.datasetVersions(formatsRead(sections, personSectionModules)),
      lookups: context.lookups,
      totalMs: Math.round((performance.now() - started) * 1000) / 1000,
    }),
    request_parameters: personRequestParameters(request, ids.checkIdentifier),
  };
}
