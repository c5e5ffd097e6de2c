import { Type, type Static } from '@sinclair/typebox';
import { closed, ref } from './primitives.js';

const S = () => Type.Optional(Type.String());
const N = () => Type.Optional(Type.Number());

export const Registration = Type.Object(
  { source: S(), match: S(), description: S() },
  { ...closed, $id: 'Registration' },
);
export type Registration = Static<typeof Registration>;

export const RegistrationSummary = Type.Object(
  {
    person: N(),
    company_name: N(),
    company_kvk: N(),
    address: N(),
    id_document: N(),
    PoliticallyExposed: N(),
    pepCompany: N(),
    AdverseMedia: N(),
    DisqualifiedDirector: N(),
    LawEnforcement: N(),
    Sanctions: N(),
    CurrentSanctions: N(),
    PreviousSanctions: N(),
    FinancialRegulator: N(),
    Insolvent: N(),
    source: S(),
  },
  { ...closed, $id: 'RegistrationSummary' },
);
export type RegistrationSummary = Static<typeof RegistrationSummary>;

export const RegistrationsExtended = Type.Object(
  {
    summaries: Type.Optional(Type.Array(ref(RegistrationSummary))),
    registrations: Type.Optional(Type.Array(ref(Registration))),
  },
  { ...closed, $id: 'RegistrationsExtended' },
);
export type RegistrationsExtended = Static<typeof RegistrationsExtended>;

export const RiskCountry = Type.Object({ risk_result: S() }, { ...closed, $id: 'RiskCountry' });
export type RiskCountry = Static<typeof RiskCountry>;
