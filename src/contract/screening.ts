import { Type, type Static } from '@sinclair/typebox';
import { COUNTRY_RISK_RESULTS } from './codes.js';
import { about, answerCode, answerText as S, closed, ref } from './primitives.js';

/** A count or a match strength of a screening summary. */
const N = (description: string) => Type.Optional(Type.Number(about(description)));
const strength = (of: string) => N(`Match strength (0-100) of the best hit ${of}; 0 for none.`);
const hits = (that: string) => N(`Number of hits that ${that}.`);

/**
 * A registration's `source` where it is no list's listing but a company check's own reading of
 * the ownership (sanctioned parties hold part of the company): written by the check, shown
 * apart by the report.
 */
export const SANCTIONS_OWNERSHIP_SOURCE = 'ownership';

export const Registration = Type.Object(
  {
    source: S(
      "The dataset (list) the listing comes from; `ownership` for a company check's sanctions ownership/control: sanctioned parties hold part of the company.",
    ),
    match: S(
      "The match score as a whole percentage (87); for `ownership`, the weakest of the sanctioned owners' best hits.",
    ),
    description: S(
      'What the listing is: its topics, the programmes of its measures and the positions held; (ended ...) when every measure has ended. For `ownership`: the share the owners with sanctions hits hold, each owner with their share and the strength of their best hit (confirmed hit, possible hit, or weak name-only candidate to review), and whether the company is blocked under the OFAC 50 Percent Rule (50 % or more), on the condition that the hits are these owners where a hit of an owner is not confirmed (none where the owners with confirmed hits alone hold 50 % or more: what they hold, each named); where owners are weak candidates, what the other sanctioned parties (those behind them too) hold without them, each named; where a limit cut the ownership graph, that the share is a lower bound.',
    ),
  },
  { ...closed, $id: 'Registration' },
);
export type Registration = Static<typeof Registration>;

export const RegistrationSummary = Type.Object(
  {
    person: strength("on a person's name"),
    company_name: strength("on a company's name"),
    company_kvk: strength('that a shared registration number confirmed'),
    address: N('Always 0: addresses are not screened.'),
    id_document: strength('that a shared document number confirmed'),
    PoliticallyExposed: hits(
      'are politically exposed persons (PEPs), their relatives or close associates',
    ),
    pepCompany: hits('are companies or organisations tied to a PEP'),
    AdverseMedia: N('Number of hits in adverse media: always 0, as no list read carries them.'),
    DisqualifiedDirector: hits('are disqualified directors'),
    LawEnforcement: hits('are listed for crime or as wanted'),
    Sanctions: hits('are sanctioned, debarred or have assets frozen'),
    CurrentSanctions: hits('are sanctioned with a measure still in force'),
    PreviousSanctions: hits('are sanctioned with every measure ended'),
    FinancialRegulator: hits("are named in a financial regulator's action or warning"),
    Insolvent: hits(
      'are insolvent, bankrupt or in liquidation, plus one where the register itself lists the company screened (the company checked, a parent) as bankrupt or in insolvency',
    ),
    source: S(
      'The party screened: person in a person check; in a company check company, director: <name>, ubo: <name>, possible ubo: <name>, shareholder: <name> (<share> %) (any other person the shares reach, 25 % or less), parent: <name> or parent director: <name> (<parent>); a party in more than one place is summarised once, its other places added (director: <name> (also ubo)).',
    ),
  },
  { ...closed, $id: 'RegistrationSummary' },
);
export type RegistrationSummary = Static<typeof RegistrationSummary>;

export const RegistrationsExtended = Type.Object(
  {
    summaries: Type.Optional(
      Type.Array(ref(RegistrationSummary), about('One summary per party screened.')),
    ),
    registrations: Type.Optional(
      Type.Array(ref(Registration), about('The hits of every party screened.')),
    ),
  },
  { ...closed, $id: 'RegistrationsExtended' },
);
export type RegistrationsExtended = Static<typeof RegistrationsExtended>;

export const RiskCountry = Type.Object(
  {
    risk_result: answerCode(
      COUNTRY_RISK_RESULTS,
      'L low; M a country under FATF increased monitoring; H a country on FATF call for action or an EU high-risk third country. The worst of the countries the check looks at.',
      'L',
    ),
  },
  { ...closed, $id: 'RiskCountry' },
);
export type RiskCountry = Static<typeof RiskCountry>;
