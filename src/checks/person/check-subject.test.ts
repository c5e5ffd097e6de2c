import { describe, expect, it } from 'vitest';
import { checkSubjectOf } from './check-subject.js';

describe('the check history keys of a person check', () => {
  it('keeps the postcode, the address key and a digest of family name and birth date', () => {
    const subject = checkSubjectOf({
      type: 'basic',
      person: { last_name: 'Müller', date_of_birth: '1980-01-01' },
      address: { zip_code: '1012 ab', house_number: ' 1 ', house_number_extension: 'a-2' },
    });
    expect(subject.postcode).toBe('1012AB');
    expect(subject.addressKey).toBe('1012AB|1|A2');
    // The postcode is read as address search reads it: hyphens, and the country before it.
    for (const zip_code of ['NL-1012 AB', '1012-ab', '1012\u2013AB', '1012 AB.']) {
      expect(
        checkSubjectOf({ type: 'basic', address: { zip_code, house_number: '1' } }),
        zip_code,
      ).toEqual({ postcode: '1012AB', addressKey: '1012AB|1|' });
    }
    expect(subject.personKey).toMatch(/^[0-9a-f]{32}$/);
    expect(subject.personKey).not.toContain('muller');
  });

  it('folds the family name the way residents are found: case and accents do not matter', () => {
    const key = (last_name: string) =>
      checkSubjectOf({ type: 'basic', person: { last_name, date_of_birth: '1980-01-01' } })
        .personKey;
    expect(key('Müller')).toBe(key('MULLER'));
    expect(key('Müller')).not.toBe(key('Mulder'));
    // The prefix is no part of the key, wherever it was written.
    expect(key('van der Berg')).toBe(key('Berg'));
    expect(key('Berg, van der')).toBe(key('Berg'));
    // ij written as y, or as the ligature ĳ, is the same name.
    expect(key('de Bruyn')).toBe(key('de Bruijn'));
    expect(key('Bru\u0133n')).toBe(key('Bruijn'));
    // An umlaut written with an e, as person_match takes it.
    expect(key('Mueller')).toBe(key('Müller'));
    expect(key('Oeztuerk')).toBe(key('Öztürk'));
    expect(key('de Boer')).toBe(key('Boer'));
    expect(key("Van't Hof")).toBe(key("van 't Hof"));
    expect(key('in’t Veld')).toBe(key("In 't Veld"));
  });

  it('reads a name run into its prefix and the name written apart as one person, both ways', () => {
    const subject = (last_name: string) =>
      checkSubjectOf({ type: 'basic', person: { last_name, date_of_birth: '1980-01-01' } });
    // What a check reads: its own key and the same name written the other way (never written).
    const reads = (name: string) => {
      const { personKey, alsoPersonKeys = [] } = subject(name);
      return [personKey, ...alsoPersonKeys];
    };
    // Whether a check of `a` counts a check of `b`: a key it reads is one `b` is kept under.
    const meets = (a: string, b: string) => {
      const { personKey, alsoWrittenPersonKeys = [] } = subject(b);
      return [personKey, ...alsoWrittenPersonKeys].some((key) => reads(a).includes(key));
    };
    for (const [runIn, apart] of [
      ['Deruiter', 'de Ruiter'],
      ['Vanderberg', 'van der Berg'],
      ['Vanderberg', 'Berg, v.d.'],
      ['Devries', 'de Vries'],
      ['Vantilburg', 'van Tilburg'],
    ]) {
      expect(meets(runIn ?? '', apart ?? '')).toBe(true);
      expect(meets(apart ?? '', runIn ?? '')).toBe(true);
    }
    expect(subject('Berg, v.d.').personKey).toBe(subject('van der Berg').personKey);
    // The key written is the name as given: ordinary names that begin like a prefix keep theirs.
    expect(subject('Denis').personKey).not.toBe(subject('Dennis').personKey);
    expect(subject('Denis').personKey).not.toBe(subject('Nis').personKey);
    expect(subject('Demir').personKey).not.toBe(subject('Mir').personKey);
    // A name written as one word counts no name without a prefix: a Denis check no Nis's,
    // Demir no Mir's, Delaney no Laney's or Ney's, either way; only a de Laney's or de la Ney's.
    for (const [name, other] of [
      ['Denis', 'Nis'],
      ['Demir', 'Mir'],
      ['Delaney', 'Laney'],
      ['Delaney', 'Ney'],
      ['Denis', 'Dennis'],
      ['Vanderberg', 'Berg'],
    ] as const) {
      expect(meets(name, other) || meets(other, name), `${name} and ${other}`).toBe(false);
    }
    for (const apart of ['de Laney', 'de la Ney', 'De Laney']) {
      expect(meets('Delaney', apart) && meets(apart, 'Delaney'), apart).toBe(true);
    }
    // A name without prefix is only itself, read and kept so.
    expect(reads('Vanderberg')).toEqual([subject('Vanderberg').personKey]);
    expect(subject('Jansen').alsoPersonKeys).toBeUndefined();
    expect(subject('Jansen').alsoWrittenPersonKeys).toBeUndefined();
    // An abbreviated prefix is kept under each of its full forms run in.
    expect(subject('Berg, v.d.').alsoWrittenPersonKeys).toHaveLength(3);
  });

  it('keys a name with a particle of another language by the name without it, still reading the key written before', () => {
    const subject = (last_name: string, last_name_prefix?: string) =>
      checkSubjectOf({
        type: 'basic',
        person: { last_name, last_name_prefix, date_of_birth: '1980-01-01' },
      });
    // As "van der Berg" is keyed as Berg: the prefix in the last name or apart is one person.
    expect(subject('dos Santos').personKey).toBe(subject('Santos', 'dos').personKey);
    expect(subject('dos Santos').personKey).toBe(subject('Santos, dos').personKey);
    expect(subject('de la Cruz').personKey).toBe(subject('Cruz', 'de la').personKey);
    // Checks kept before under the whole name ("dossantos") are still read.
    const { alsoPersonKeys = [] } = subject('dos Santos');
    expect(alsoPersonKeys).toContain(subject('Dossantos').personKey);
  });

  it('reads a name run into a Romance particle as the name written apart, both ways', () => {
    const subject = (last_name: string, last_name_prefix?: string) =>
      checkSubjectOf({
        type: 'basic',
        person: { last_name, last_name_prefix, date_of_birth: '1980-01-01' },
      });
    const reads = (name: string) => {
      const { personKey, alsoPersonKeys = [] } = subject(name);
      return [personKey, ...alsoPersonKeys];
    };
    const meets = (a: string, b: string, prefixOfB?: string) => {
      const { personKey, alsoWrittenPersonKeys = [] } = subject(b, prefixOfB);
      return [personKey, ...alsoWrittenPersonKeys].some((key) => reads(a).includes(key));
    };
    for (const [runIn, apart] of [
      ['Dossantos', 'dos Santos'],
      ['DosSantos', 'Santos, dos'],
      ['Dellavalle', 'della Valle'],
      ['Dallacosta', 'dalla Costa'],
      ['Dellepiane', 'delle Piane'],
      ['Degliesposti', 'degli Esposti'],
      ['Delossantos', 'de los Santos'],
      ['Delasheras', 'de las Heras'],
    ] as const) {
      expect(meets(runIn, apart), `${runIn} reads ${apart}`).toBe(true);
      expect(meets(apart, runIn), `${apart} reads ${runIn}`).toBe(true);
    }
    expect(meets('Dossantos', 'Santos', 'dos')).toBe(true);
    // The key written stays the name as given, so checks kept before are read as they were.
    expect(subject('Dossantos').personKey).not.toBe(subject('dos Santos').personKey);
    // Particles that are no prefix written apart are not taken off either: da Silva is keyed
    // whole, and so is Dasilva; Das Gupta, Delgado and Dalton keep their names.
    expect(subject('Dasilva').personKey).toBe(subject('da Silva').personKey);
    expect(meets('Dasgupta', 'Gupta')).toBe(false);
    expect(meets('Delgado', 'Gado')).toBe(false);
    expect(meets('Dalton', 'Ton')).toBe(false);
    // Only where the name written apart is keyed so: Dosanjh is no dos Santos, nor do Sanjh.
    expect(meets('Dosanjh', 'dos Santos') || meets('Dosanjh', 'Sanjh')).toBe(false);
    // Delacroix reads its own key only, which de la Croix is kept under too; no Croix's.
    expect(reads('Delacroix')).toEqual([subject('Delacroix').personKey]);
    expect(meets('Delacroix', 'Croix') || meets('Croix', 'Delacroix')).toBe(false);
  });

  it('keys particles run together before the name as the prefix, and meets their other forms both ways', () => {
    const subject = (last_name: string, last_name_prefix?: string) =>
      checkSubjectOf({
        type: 'basic',
        person: { last_name, last_name_prefix, date_of_birth: '1980-01-01' },
      });
    const reads = (name: string) => {
      const { personKey, alsoPersonKeys = [] } = subject(name);
      return [personKey, ...alsoPersonKeys];
    };
    const meets = (a: string, b: string) => {
      const { personKey, alsoWrittenPersonKeys = [] } = subject(b);
      return [personKey, ...alsoWrittenPersonKeys].some((key) => reads(a).includes(key));
    };
    // Delos Santos is keyed as de los Santos is; the key it was kept under before is read.
    expect(subject('Delos Santos').personKey).toBe(subject('de los Santos').personKey);
    expect(subject('Dela Cruz').personKey).toBe(subject('Cruz', 'de la').personKey);
    expect(reads('Delos Santos')).toContain(subject('Delossantos').personKey);
    for (const [one, other] of [
      ['Delacroix', 'de la Croix'],
      ['Delacroix', 'Dela Croix'],
      ['Dela Cruz', 'de la Cruz'],
      ['Delos Santos', 'de los Santos'],
      ['Delos Santos', 'Delossantos'],
      ['Vander Berg', 'van der Berg'],
      ['Vander Berg', 'Vanderberg'],
    ] as const) {
      expect(meets(one, other), `${one} reads ${other}`).toBe(true);
      expect(meets(other, one), `${other} reads ${one}`).toBe(true);
    }
    // Names that only begin like particles keep their own: Delden is no Den, Dekker no Ker.
    for (const [name, other] of [
      ['Delden', 'Den'],
      ['Dekker', 'Ker'],
      ['Delange', 'Nge'],
    ] as const) {
      expect(meets(name, other) || meets(other, name), name).toBe(false);
    }
    // Dekker reads its own key only.
    expect(reads('Dekker')).toEqual([subject('Dekker').personKey]);
  });

  it('still reads the keys of names with a Romance particle as the release before kept them', () => {
    const subject = (last_name: string) =>
      checkSubjectOf({ type: 'basic', person: { last_name, date_of_birth: '1980-01-01' } });
    // The person keys checks were kept under before particles were read as a prefix (for
    // De Los Santos: "lossantos", "de" then the only prefix; the sorting form kept whole).
    for (const [last_name, before] of [
      ['De Los Santos', '70a4cf52'],
      ['de las Heras', 'c1bb2638'],
      ['Santos, dos', 'e99f22f0'],
      ['Valle, della', 'c2620747'],
      ['dos Santos', 'e6e5caa3'],
    ] as const) {
      const { personKey, alsoPersonKeys = [] } = subject(last_name);
      const read = [personKey, ...alsoPersonKeys].map((key) => key?.slice(0, 8));
      expect(read, last_name).toContain(before);
    }
    expect(subject('De Los Santos').personKey).toBe(subject('Santos, de los').personKey);
  });

  it('keys Das Gupta and Do Nguyen whole, never with Gupta or Nguyen alone', () => {
    const key = (last_name: string) =>
      checkSubjectOf({ type: 'basic', person: { last_name, date_of_birth: '1980-01-01' } });
    for (const [name, other] of [
      ['Das Gupta', 'Gupta'],
      ['Do Nguyen', 'Nguyen'],
      ['Di Maria', 'Maria'],
    ] as const) {
      const subject = key(name);
      expect(subject.personKey, name).toBe(key(name.replace(' ', '')).personKey);
      expect([subject.personKey, ...(subject.alsoPersonKeys ?? [])], name).not.toContain(
        key(other).personKey,
      );
    }
  });

  it('keeps a digest of the date of birth alone, the same for a corrected family name', () => {
    const subject = (last_name: string, date_of_birth: string) =>
      checkSubjectOf({ type: 'basic', person: { last_name, date_of_birth } });
    const first = subject('Jansen', '1980-01-01');
    const corrected = subject('Janssen', '1980-01-01');
    expect(first.birthKey).toMatch(/^[0-9a-f]{32}$/);
    expect(corrected.birthKey).toBe(first.birthKey);
    expect(corrected.personKey).not.toBe(first.personKey);
    expect(subject('Jansen', '1980-01-02').birthKey).not.toBe(first.birthKey);
    // The birth key goes with a person key: none without a family name to key by.
    expect(subject('...', '1980-01-01').birthKey).toBeUndefined();
  });

  it('has no person key without a date of birth, and no Dutch keys for a foreign address', () => {
    expect(checkSubjectOf({ type: 'basic', person: { last_name: 'Jansen' } })).toEqual({});
    expect(
      checkSubjectOf({
        type: 'basic',
        address: { zip_code: '1012AB', house_number: '1', country: 'BE' },
      }),
    ).toEqual({});
    expect(
      checkSubjectOf({ type: 'basic', address: { zip_code: '1012AB', house_number: 'x' } }),
    ).toEqual({ postcode: '1012AB' });
    // An extension written into the house number is read as the address search reads it.
    expect(
      checkSubjectOf({ type: 'basic', address: { zip_code: '1012AB', house_number: '10a' } })
        .addressKey,
    ).toBe('1012AB|10|A');
  });
});
