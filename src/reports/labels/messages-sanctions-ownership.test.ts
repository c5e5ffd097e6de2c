import { describe, expect, it } from 'vitest';
import { describeSanctionsOwnership } from '../../checks/company/sanctions-ownership.js';
import { translateMessage } from './messages.js';

const owner = (name: string, percentage: number, unknownShare = false) => ({
  name,
  percentage,
  unknownShare,
});

describe('the sanctions ownership registration', () => {
  it('says a company owned half or more by sanctioned parties is blocked, in Dutch too', () => {
    const text = describeSanctionsOwnership(55, true, [
      owner('Ann Claes', 30),
      owner('Top Holding B.V.', 25),
    ]);
    expect(text).toBe(
      'sanctions ownership/control: owners with sanctions hits hold 55.00 % of the company, directly or indirectly (Ann Claes 30.00 %; Top Holding B.V. 25.00 %); 50 % or more: if the hits are these owners, the company is itself blocked under the OFAC 50 Percent Rule and owned by them under EU sanctions (more than 50 %)',
    );
    expect(translateMessage(text, 'nl')).toBe(
      'sanctie-eigendom/zeggenschap: eigenaren met sanctietreffers houden rechtstreeks of middellijk 55,00 % van het bedrijf (Ann Claes 30,00 %; Top Holding B.V. 25,00 %); 50 % of meer: als de treffers deze eigenaren zijn, is het bedrijf zelf geblokkeerd volgens de 50 %-regel van OFAC (50 Percent Rule) en onder EU-sancties in hun eigendom (meer dan 50 %)',
    );
  });

  it('at exactly half: blocked by OFAC, while EU ownership needs more than half', () => {
    const text = describeSanctionsOwnership(50, true, [owner('Ann Claes', 50)]);
    expect(text).toBe(
      'sanctions ownership/control: owners with sanctions hits hold 50.00 % of the company, directly or indirectly (Ann Claes 50.00 %); 50 % or more: if the hits are these owners, the company is itself blocked under the OFAC 50 Percent Rule; whether they own or control it under EU sanctions is to be assessed',
    );
    expect(translateMessage(text, 'nl')).toBe(
      'sanctie-eigendom/zeggenschap: eigenaren met sanctietreffers houden rechtstreeks of middellijk 50,00 % van het bedrijf (Ann Claes 50,00 %); 50 % of meer: als de treffers deze eigenaren zijn, is het bedrijf zelf geblokkeerd volgens de 50 %-regel van OFAC (50 Percent Rule); of zij er onder EU-sancties eigendom of zeggenschap over hebben, moet worden beoordeeld',
    );
  });

  it('claims no blocked status below half, and names shares of unknown size', () => {
    const text = describeSanctionsOwnership(40, false, [
      owner('Ann Claes', 40, true),
      owner('Bram Smit', 0, true),
    ]);
    expect(text).toBe(
      'sanctions ownership/control: owners with sanctions hits hold at least 40.00 % of the company, directly or indirectly (Ann Claes at least 40.00 %; Bram Smit share not known); below 50 %: not blocked by ownership alone under the OFAC 50 Percent Rule; whether they control it (EU owned or controlled) is to be assessed',
    );
    expect(translateMessage(text, 'nl')).toBe(
      'sanctie-eigendom/zeggenschap: eigenaren met sanctietreffers houden rechtstreeks of middellijk ten minste 40,00 % van het bedrijf (Ann Claes ten minste 40,00 %; Bram Smit aandeel onbekend); minder dan 50 %: volgens de 50 %-regel van OFAC (50 Percent Rule) niet geblokkeerd door eigendom alleen; of zij er zeggenschap over hebben (EU: eigendom of zeggenschap) moet worden beoordeeld',
    );
    const unknown = describeSanctionsOwnership(0, false, [owner('Bram Smit', 0, true)]);
    expect(unknown).toContain('hold a share of unknown size of the company');
    expect(translateMessage(unknown, 'nl')).toContain(
      'houden rechtstreeks of middellijk een deel van onbekende grootte van het bedrijf (Bram Smit aandeel onbekend)',
    );
  });

  it('never shows a share short of half as half, nor float noise above half as more than half', () => {
    // 99.99 % of a holding owning 50 %: 49.995 %, short of the OFAC threshold.
    const short = describeSanctionsOwnership(49.995, false, [owner('Ann Claes', 49.995)]);
    expect(short).toContain(
      'hold 49.99 % of the company, directly or indirectly (Ann Claes 49.99 %); below 50 %',
    );
    const noise = describeSanctionsOwnership(50.0000000001, true, [owner('Ann Claes', 50)]);
    expect(noise).toContain('hold 50.00 % of the company');
    expect(noise).toContain('whether they own or control it under EU sanctions is to be assessed');
  });

  it('calls the company blocked without a condition where every owner is a confirmed hit', () => {
    const confirmed = describeSanctionsOwnership(100, true, [
      { ...owner('Ann Claes', 100), evidence: { strength: 'confirmed', match: 98 } },
    ]);
    expect(confirmed).toBe(
      'sanctions ownership/control: owners with sanctions hits hold 100.00 % of the company, directly or indirectly (Ann Claes 100.00 % (confirmed hit, match 98)); 50 % or more: the company is itself blocked under the OFAC 50 Percent Rule and owned by them under EU sanctions (more than 50 %)',
    );
    expect(translateMessage(confirmed, 'nl')).toBe(
      'sanctie-eigendom/zeggenschap: eigenaren met sanctietreffers houden rechtstreeks of middellijk 100,00 % van het bedrijf (Ann Claes 100,00 % (bevestigde treffer, overeenkomst 98)); 50 % of meer: het bedrijf is zelf geblokkeerd volgens de 50 %-regel van OFAC (50 Percent Rule) en onder EU-sancties in hun eigendom (meer dan 50 %)',
    );
    // A possible hit may be someone else: the verdict stays conditional.
    const possible = describeSanctionsOwnership(50, true, [
      { ...owner('Ann Claes', 50), evidence: { strength: 'possible', match: 93 } },
    ]);
    expect(possible).toContain(
      '(possible hit, match 93)); 50 % or more: if the hits are these owners, the company is itself blocked',
    );
    expect(translateMessage(possible, 'nl')).toContain(
      '(mogelijke treffer, overeenkomst 93)); 50 % of meer: als de treffers deze eigenaren zijn, is het bedrijf zelf geblokkeerd volgens de 50 %-regel van OFAC (50 Percent Rule); of zij er onder EU-sancties',
    );
  });

  it('calls the company blocked without a condition where the confirmed hits alone hold half', () => {
    const ann = {
      ...owner('Ann Claes', 55),
      evidence: { strength: 'confirmed' as const, match: 98 },
    };
    const bram = {
      ...owner('Bram Smit', 45),
      evidence: { strength: 'possible' as const, match: 93 },
    };
    const text = describeSanctionsOwnership(100, true, [ann, bram], {
      confirmedOnly: { aggregate: 55, blocked: true, more: false, owners: [ann] },
    });
    expect(text).toBe(
      'sanctions ownership/control: owners with sanctions hits hold 100.00 % of the company, directly or indirectly (Ann Claes 55.00 % (confirmed hit, match 98); Bram Smit 45.00 % (possible hit, match 93)); 50 % or more: the owners with confirmed hits alone hold 55.00 % (Ann Claes 55.00 % (confirmed hit, match 98)), so the company is itself blocked under the OFAC 50 Percent Rule and owned by them under EU sanctions (more than 50 %)',
    );
    expect(translateMessage(text, 'nl')).toBe(
      'sanctie-eigendom/zeggenschap: eigenaren met sanctietreffers houden rechtstreeks of middellijk 100,00 % van het bedrijf (Ann Claes 55,00 % (bevestigde treffer, overeenkomst 98); Bram Smit 45,00 % (mogelijke treffer, overeenkomst 93)); 50 % of meer: de eigenaren met bevestigde treffers houden alleen al 55,00 % (Ann Claes 55,00 % (bevestigde treffer, overeenkomst 98)), dus is het bedrijf zelf geblokkeerd volgens de 50 %-regel van OFAC (50 Percent Rule) en onder EU-sancties in hun eigendom (meer dan 50 %)',
    );
    // Exactly half confirmed: blocked by OFAC; EU ownership by them is to be assessed, however
    // much the hits not confirmed add. A weak candidate's reservation is said by the verdict.
    const half = { ...ann, percentage: 50 };
    const weak = { ...bram, percentage: 30, evidence: { strength: 'weak' as const, match: 74 } };
    const exactly = describeSanctionsOwnership(80, true, [half, weak], {
      confirmedOnly: { aggregate: 50, blocked: true, more: true, owners: [half] },
      withoutWeak: { aggregate: 50, blocked: true, more: false, owners: [half] },
    });
    expect(exactly).toMatch(
      /\); 50 % or more: the owners with confirmed hits alone hold at least 50\.00 % \(Ann Claes 50\.00 % \(confirmed hit, match 98\)\), so the company is itself blocked under the OFAC 50 Percent Rule; whether they own or control it under EU sanctions is to be assessed$/,
    );
    expect(translateMessage(exactly, 'nl')).toMatch(
      /\); 50 % of meer: de eigenaren met bevestigde treffers houden alleen al ten minste 50,00 % \(Ann Claes 50,00 % \(bevestigde treffer, overeenkomst 98\)\), dus is het bedrijf zelf geblokkeerd volgens de 50 %-regel van OFAC \(50 Percent Rule\); of zij er onder EU-sancties eigendom of zeggenschap over hebben, moet worden beoordeeld$/,
    );
    // Below half on their own: conditional on the hits not confirmed, as before.
    const below = describeSanctionsOwnership(
      100,
      true,
      [
        { ...ann, percentage: 45 },
        { ...bram, percentage: 55 },
      ],
      {
        confirmedOnly: {
          aggregate: 45,
          blocked: false,
          more: false,
          owners: [{ ...ann, percentage: 45 }],
        },
      },
    );
    expect(below).toContain(
      '50 % or more: if the hits not confirmed are these owners, the company is itself blocked',
    );
    expect(below).not.toContain('alone hold');
  });

  it("says how strong each owner's hit is, and what the weak candidates alone carry", () => {
    const text = describeSanctionsOwnership(
      55,
      true,
      [
        { ...owner('Ann Claes', 30), evidence: { strength: 'weak', match: 74 } },
        { ...owner('Top Holding B.V.', 25), evidence: { strength: 'confirmed', match: 97 } },
      ],
      {
        withoutWeak: {
          aggregate: 25,
          blocked: false,
          more: false,
          owners: [
            { ...owner('Top Holding B.V.', 25), evidence: { strength: 'confirmed', match: 97 } },
          ],
        },
      },
    );
    expect(text).toBe(
      'sanctions ownership/control: owners with sanctions hits hold 55.00 % of the company, directly or indirectly (Ann Claes 30.00 % (weak name-only candidate, match 74: to review); Top Holding B.V. 25.00 % (confirmed hit, match 97)); 50 % or more: if the hits not confirmed are these owners, the company is itself blocked under the OFAC 50 Percent Rule and owned by them under EU sanctions (more than 50 %); without the weak name-only candidates (to review) the owners with sanctions hits hold 25.00 % (Top Holding B.V. 25.00 % (confirmed hit, match 97)), below 50 %',
    );
    expect(translateMessage(text, 'nl')).toBe(
      'sanctie-eigendom/zeggenschap: eigenaren met sanctietreffers houden rechtstreeks of middellijk 55,00 % van het bedrijf (Ann Claes 30,00 % (zwakke kandidaat op naam alleen, overeenkomst 74: na te gaan); Top Holding B.V. 25,00 % (bevestigde treffer, overeenkomst 97)); 50 % of meer: als de niet bevestigde treffers deze eigenaren zijn, is het bedrijf zelf geblokkeerd volgens de 50 %-regel van OFAC (50 Percent Rule) en onder EU-sancties in hun eigendom (meer dan 50 %); zonder de zwakke kandidaten op naam (na te gaan) houden de eigenaren met sanctietreffers 25,00 % (Top Holding B.V. 25,00 % (bevestigde treffer, overeenkomst 97)), minder dan 50 %',
    );
  });

  it('does not read weak candidates alone as a blocking finding', () => {
    const text = describeSanctionsOwnership(100, true, [
      { ...owner('Ann Claes', 100), evidence: { strength: 'weak', match: 71 } },
    ]);
    expect(text).toMatch(
      /\(Ann Claes 100\.00 % \(weak name-only candidate, match 71: to review\)\); 50 % or more: .*; weak name-only candidates only: to review before this is taken as a finding$/,
    );
    expect(translateMessage(text, 'nl')).toMatch(
      /\(Ann Claes 100,00 % \(zwakke kandidaat op naam alleen, overeenkomst 71: na te gaan\)\); 50 % of meer: .*; alleen zwakke kandidaten op naam: na te gaan voordat dit als bevinding geldt$/,
    );
    const possible = describeSanctionsOwnership(20, false, [
      { ...owner('Bram Smit', 20, true), evidence: { strength: 'possible', match: 93 } },
    ]);
    expect(possible).toContain('(Bram Smit at least 20.00 % (possible hit, match 93)); below 50 %');
    expect(possible).not.toContain('weak');
    expect(translateMessage(possible, 'nl')).toContain(
      '(Bram Smit ten minste 20,00 % (mogelijke treffer, overeenkomst 93)); minder dan 50 %',
    );
  });

  it('says where the ownership graph was cut: what the owners hold is a lower bound', () => {
    const text = describeSanctionsOwnership(30, false, [owner('Ann Claes', 30)], {
      truncated: true,
    });
    expect(text).toBe(
      'sanctions ownership/control: owners with sanctions hits hold at least 30.00 % of the company, directly or indirectly (Ann Claes 30.00 %); below 50 %: not blocked by ownership alone under the OFAC 50 Percent Rule; whether they control it (EU owned or controlled) is to be assessed; the ownership graph was cut at a limit: the shares are of the part read only, so what the owners hold is a lower bound',
    );
    expect(translateMessage(text, 'nl')).toBe(
      'sanctie-eigendom/zeggenschap: eigenaren met sanctietreffers houden rechtstreeks of middellijk ten minste 30,00 % van het bedrijf (Ann Claes 30,00 %); minder dan 50 %: volgens de 50 %-regel van OFAC (50 Percent Rule) niet geblokkeerd door eigendom alleen; of zij er zeggenschap over hebben (EU: eigendom of zeggenschap) moet worden beoordeeld; de eigendomsstructuur is bij een grens afgekapt: de aandelen gelden alleen voor het gelezen deel, dus wat de eigenaren houden is een ondergrens',
    );
  });
});
