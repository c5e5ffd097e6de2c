/**
 * Dutch for the sanctions ownership/control registration of a company check
 * (src/checks/company/sanctions-ownership.ts): the owners with their shares and the strength of
 * their hits, the verdict under the OFAC 50 Percent Rule, and its reservations.
 */
import type { MessageTemplate } from './messages.js';

/** "60.00 %" as "60,00 %", and "at least" before a number as "ten minste". */
const share = (text: string): string =>
  text.replace(/(^| )at least (?=\d)/g, '$1ten minste ').replace(/(\d)\.(\d)/g, '$1,$2');

const EVIDENCE: Readonly<Record<string, string>> = {
  'confirmed hit': 'bevestigde treffer',
  'possible hit': 'mogelijke treffer',
  'weak name-only candidate': 'zwakke kandidaat op naam alleen',
};

/** One owner: "Ann Claes 30.00 % (weak name-only candidate, match 72: to review)". */
const ownersInDutch = (owners: string): string =>
  share(
    owners
      .replace(/ share not known(?=;| \(|$)/g, ' aandeel onbekend')
      .replace(
        /\((confirmed hit|possible hit|weak name-only candidate), match (\d+)(: to review)?\)(?=;|$)/g,
        (_, evidence: string, match: string, review?: string) =>
          `(${EVIDENCE[evidence] ?? evidence}, overeenkomst ${match}${review ? ': na te gaan' : ''})`,
      ),
  );

const VERDICT =
  /(?:(50 % or more): (?:(if the hits(?: not confirmed)? are these owners), |the owners with confirmed hits alone hold (.+?) \((.*?)\), so )?the company is itself blocked under the OFAC 50 Percent Rule(?:( and owned by them under EU sanctions \(more than 50 %\))|; whether they own or control it under EU sanctions is to be assessed)|(below 50 %): not blocked by ownership alone under the OFAC 50 Percent Rule; whether they control it \(EU owned or controlled\) is to be assessed)/;
const WEAK =
  /(?:; (weak name-only candidates only): to review before this is taken as a finding|; without the weak name-only candidates \(to review\) the owners with sanctions hits hold (.+?) \((.*)\), (50 % or more|below 50 %))?/;
const CUT =
  /(; the ownership graph was cut at a limit: the shares are of the part read only, so what the owners hold is a lower bound)?/;

export const SANCTIONS_OWNERSHIP_MESSAGES: readonly MessageTemplate[] = [
  {
    pattern: new RegExp(
      `^sanctions ownership\\/control: owners with sanctions hits hold (.+?) of the company, directly or indirectly \\((.*)\\); ${VERDICT.source}${WEAK.source}${CUT.source}$`,
      's',
    ),
    nl: ([
      ,
      held = '',
      owners = '',
      blocked,
      condition,
      confirmedHeld,
      confirmedOwners = '',
      euOwned,
      ,
      weakOnly,
      withoutWeak,
      others = '',
      without,
      cut,
    ]) => {
      const heldNl =
        held === 'a share of unknown size' ? 'een deel van onbekende grootte' : share(held);
      const eu = euOwned
        ? ' en onder EU-sancties in hun eigendom (meer dan 50 %)'
        : '; of zij er onder EU-sancties eigendom of zeggenschap over hebben, moet worden beoordeeld';
      // Plain where every owner's hit is confirmed, or where the confirmed hits alone hold 50 %
      // or more; else conditional on those not confirmed.
      const blockedNl =
        confirmedHeld !== undefined
          ? `de eigenaren met bevestigde treffers houden alleen al ${share(confirmedHeld)} (${ownersInDutch(confirmedOwners)}), dus is het bedrijf zelf geblokkeerd`
          : condition === undefined
            ? 'het bedrijf is zelf geblokkeerd'
            : `als de ${condition.includes('not confirmed') ? 'niet bevestigde ' : ''}treffers deze eigenaren zijn, is het bedrijf zelf geblokkeerd`;
      const verdict = blocked
        ? `50 % of meer: ${blockedNl} volgens de 50 %-regel van OFAC (50 Percent Rule)${eu}`
        : 'minder dan 50 %: volgens de 50 %-regel van OFAC (50 Percent Rule) niet geblokkeerd door eigendom alleen; of zij er zeggenschap over hebben (EU: eigendom of zeggenschap) moet worden beoordeeld';
      const heldWithout =
        withoutWeak === 'a share of unknown size'
          ? 'een deel van onbekende grootte'
          : share(withoutWeak ?? '');
      const weak = weakOnly
        ? '; alleen zwakke kandidaten op naam: na te gaan voordat dit als bevinding geldt'
        : withoutWeak
          ? `; zonder de zwakke kandidaten op naam (na te gaan) houden de eigenaren met sanctietreffers ${heldWithout} (${ownersInDutch(others)}), ${without === '50 % or more' ? '50 % of meer' : 'minder dan 50 %'}`
          : '';
      const cutNl = cut
        ? '; de eigendomsstructuur is bij een grens afgekapt: de aandelen gelden alleen voor het gelezen deel, dus wat de eigenaren houden is een ondergrens'
        : '';
      return `sanctie-eigendom/zeggenschap: eigenaren met sanctietreffers houden rechtstreeks of middellijk ${heldNl} van het bedrijf (${ownersInDutch(owners)}); ${verdict}${weak}${cutNl}`;
    },
  },
];
