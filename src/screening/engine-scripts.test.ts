import { describe, expect, it } from 'vitest';
import { ScreeningIndex } from './engine.js';
import { index, person, filler } from './engine-spellings.test-data.js';

describe('ScreeningIndex: names written by other conventions', () => {
  it('pairs an "Abd al-" name in Arabic script with its Latin spellings, either way', () => {
    const scoreOf = (name: string, id: string) =>
      index.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    for (const name of [
      'Abdul Rahman Yusuf',
      'Abdulrahman Yusuf',
      'Abdurrahman Yusuf',
      'Abdelrahman Yousef',
      'Abd al-Rahman Yusuf',
    ]) {
      // As the Latin listing of the same name scores, but for Yusuf's vowel the script leaves out.
      expect(scoreOf(name, 'ar-yusuf'), name).toBeGreaterThanOrEqual(0.86);
      expect(scoreOf(name, 'ar-yusuf'), name).toBeGreaterThan(scoreOf(name, 'lat-yusuf') - 0.02);
    }
    for (const name of ['Abdul Rahman Mahmoud Al-Zahrani', 'Abdulrahman Mahmoud Al-Zahrani']) {
      expect(scoreOf(name, 'ar-zahrani'), name).toBeGreaterThanOrEqual(0.9);
    }
    // The Latin listing asked for in Arabic script, spaced and written together.
    expect(scoreOf('عبد الرحمن يوسف', 'lat-yusuf')).toBeGreaterThanOrEqual(0.9);
    expect(scoreOf('عبدالرحمن يوسف', 'lat-yusuf')).toBeGreaterThanOrEqual(0.9);
  });

  it('pairs an Arabic name written without vowels with its Latin spellings, either way round', () => {
    const names = new ScreeningIndex([
      person('rahman', ['Rahman'], ['bd']),
      person('fadi-taha', ['Fadi Taha'], ['lb']),
      person('khoury', ['Hussein Khoury'], ['lb']),
      person('hassan', ['Hassan Khoury'], ['lb']),
      person('ar-rahim', ['رحيم سهل'], ['sa']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    // The script leaves the short vowels out: rhmn is Rahman, th Taha, hsin Hussein.
    expect(scoreOf('رحمن', 'rahman')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('فادي طه', 'fadi-taha')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('حسين خوري', 'khoury')).toBeGreaterThanOrEqual(0.85);
    // The same Latin names asked for the listed skeleton.
    expect(scoreOf('Rahim Sahl', 'ar-rahim')).toBeGreaterThanOrEqual(0.85);
    // A long vowel written on one side and missing on the other is another name: حسين is
    // Hussein, not Hassan; حسن is Hassan, not Hussein.
    expect(scoreOf('حسين خوري', 'hassan')).toBeLessThan(0.72);
    expect(scoreOf('حسن خوري', 'khoury')).toBeLessThan(0.72);
    expect(scoreOf('حسن خوري', 'hassan')).toBeGreaterThanOrEqual(0.85);
  });

  it('finds a French spelling with ou for a short u by an Arabic name without vowels', () => {
    const names = new ScreeningIndex([
      person('mourad', ['Mourad Haddad'], ['dz']),
      person('moustafa', ['Moustafa Kamal'], ['ma']),
      person('youssouf', ['Youssouf Diallo'], ['ml']),
      person('ar-boutros', ['بطرس غالي'], ['eg']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    expect(scoreOf('مراد حداد', 'mourad')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('مصطفى كمال', 'moustafa')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('يوسف ديالو', 'youssouf')).toBeGreaterThanOrEqual(0.72);
    expect(scoreOf('Boutros Ghali', 'ar-boutros')).toBeGreaterThanOrEqual(0.85);
  });

  it('pairs Persian and Urdu names whose ذ ض ظ read z with their Latin spellings, either way', () => {
    const latin = new ScreeningIndex([
      person('reza', ['Reza Tehrani'], ['ir']),
      person('morteza', ['Morteza Karimi'], ['ir']),
      person('ramazani', ['Ali Ramazani'], ['ir']),
      person('zia', ['Zia ul-Haq'], ['pk']),
      person('zolqadr', ['Mohammad Zolqadr'], ['ir']),
      person('fazli', ['Hassan Fazli'], ['af']),
      person('dhahir', ['Abd al-Dhahir Salem'], ['eg']),
      person('ramadan', ['Ramadan Khalil'], ['eg']),
      person('fadl', ['Fadl Mansour'], ['lb']),
      ...filler,
    ]);
    const scoreOf = (names: ScreeningIndex, name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    const pairs: [string, string, string][] = [
      ['رضا طهرانی', 'reza', 'Reza Tehrani'],
      ['مرتضی کریمی', 'morteza', 'Morteza Karimi'],
      ['علی رمضانی', 'ramazani', 'Ali Ramazani'],
      ['ضیاء الحق', 'zia', 'Zia ul-Haq'],
      ['محمد ذوالقدر', 'zolqadr', 'Mohammad Zolqadr'],
      ['حسن فضلی', 'fazli', 'Hassan Fazli'],
    ];
    for (const [written, id] of pairs) {
      expect(scoreOf(latin, written, id), written).toBeGreaterThanOrEqual(0.72);
    }
    // The Arabic readings still find the Arabic spellings.
    expect(scoreOf(latin, 'رمضان خليل', 'ramadan')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf(latin, 'فضل منصور', 'fadl')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf(latin, 'عبد الظاهر سالم', 'dhahir')).toBeGreaterThanOrEqual(0.85);
    // Another name with the same letters is no hit.
    expect(latin.search({ kind: 'person', names: ['رضا کاظمی'] })).toEqual([]);
    expect(latin.search({ kind: 'person', names: ['ضیاء نوری'] })).toEqual([]);
    // Listed in Persian script, found by the Latin spelling.
    const persian = new ScreeningIndex([
      ...pairs.map(([written, id]) => person(`fa-${id}`, [written], ['ir'])),
      ...filler,
    ]);
    for (const [, id, spelled] of pairs) {
      expect(scoreOf(persian, spelled, `fa-${id}`), spelled).toBeGreaterThanOrEqual(0.72);
    }
    expect(persian.search({ kind: 'person', names: ['Reza Kazemi'] })).toEqual([]);
  });

  it('pairs a Hebrew name whose ו is the consonant v with its Latin spelling, either way round', () => {
    const names = new ScreeningIndex([
      person('levi', ['David Levi'], ['il']),
      person('he-levi', ['דוד לוי'], ['il']),
      person('dov', ['Dov Levi'], ['il']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    // דוד is David as well as Dod: ו between consonants is o, u or v.
    expect(scoreOf('דוד לוי', 'levi')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('David Levi', 'he-levi')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('דוב לוי', 'dov')).toBeGreaterThanOrEqual(0.85);
  });

  it('pairs a Hebrew name of two letters and one syllable with its Latin spelling (Dan, Tal, Gal)', () => {
    const names = new ScreeningIndex([
      person('dan', ['Dan Levi'], ['il']),
      person('tal', ['Tal Mizrahi'], ['il']),
      person('he-gal', ['גל סלע'], ['il']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    // Unpointed Hebrew writes many names of one short syllable with two letters.
    expect(scoreOf('דן לוי', 'dan')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('טל מזרחי', 'tal')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('Gal Sela', 'he-gal')).toBeGreaterThanOrEqual(0.85);
  });

  it('tells apart names a skeleton leaves alike: Amr and Omar, Taha and Teh, Muhammad and Mahmud', () => {
    const names = new ScreeningIndex([
      person('omar', ['Omar Khaled'], ['eg']),
      person('amr', ['Amr Khaled'], ['eg']),
      person('amrou', ['Amrou Khaled'], ['eg']),
      person('teh', ['Fadi Teh'], ['lb']),
      person('taha', ['Fadi Taha'], ['lb']),
      person('sun', ['Ali Sun'], ['cn']),
      person('mahmud', ['Mahmud Khoury'], ['lb']),
      person('mohammed', ['Mohammed Khoury'], ['lb']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    expect(scoreOf('عمرو خالد', 'omar')).toBeLessThan(0.72);
    expect(scoreOf('عمرو خالد', 'amr')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('عمرو خالد', 'amrou')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('عمر خالد', 'omar')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('فادي طه', 'teh')).toBeLessThan(0.72);
    expect(scoreOf('فادي طه', 'taha')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('علي سن', 'sun')).toBeLessThan(0.72);
    expect(scoreOf('محمد خوري', 'mahmud')).toBeLessThan(0.72);
    expect(scoreOf('محمد خوري', 'mohammed')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('محمود خوري', 'mahmud')).toBeGreaterThanOrEqual(0.85);
  });

  it('pairs a given name romanised as one word with its syllables, from Hangul too', () => {
    const scoreOf = (name: string, birthDate: string, id: string) =>
      index
        .search({ kind: 'person', names: [name], birthDates: [birthDate] })
        .find((hit) => hit.id === id)?.score.score ?? 0;
    // As Korean passports write it (MYEONGSU), in either romanisation.
    for (const name of ['Myeongsu Ri', 'Myongsu Ri', 'Ri Myeongsu', 'Myong Su Ri']) {
      expect(scoreOf(name, '1955-10-10', 'ko-ri'), name).toBeGreaterThanOrEqual(0.95);
    }
    for (const name of ['Myeongsu Pak', 'Myongsu Pak']) {
      expect(scoreOf(name, '1962-04-04', 'ko-pak'), name).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('reads a Hangul name with its family name last, one of two syllables as one name', () => {
    const names = new ScreeningIndex([
      person('namgung', ['Namgung Min'], ['kr']),
      person('min-namgung', ['Min Namgung'], ['kr']),
      person('nam-min', ['Nam Min'], ['kr']),
      person('sunwoo', ['Sunwoo Jae-hyun'], ['kr']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    for (const name of ['남궁민', '남궁 민']) {
      expect(scoreOf(name, 'namgung'), name).toBeGreaterThanOrEqual(0.9);
      expect(scoreOf(name, 'min-namgung'), name).toBeGreaterThanOrEqual(0.9);
      // Namgung is no Nam with a given name more.
      expect(scoreOf(name, 'nam-min'), name).toBeLessThan(0.72);
    }
    expect(scoreOf('선우재현', 'sunwoo')).toBeGreaterThanOrEqual(0.9);
  });

  it('reads a Hangul given name written apart from the family name as the same name', () => {
    const names = new ScreeningIndex([
      person('ko-kju', ['김정은'], ['kp']),
      person('ko-jung', ['정은숙'], ['kr']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    // 정 of 김 정은 begins the given name: not the family name Jung (0.92 against 김정은).
    expect(scoreOf('김 정은', 'ko-kju')).toBe(scoreOf('김정은', 'ko-kju'));
    expect(scoreOf('김 정은', 'ko-kju')).toBeGreaterThanOrEqual(0.95);
    // Written first, 정 is the family name still.
    expect(scoreOf('정 은숙', 'ko-jung')).toBeGreaterThanOrEqual(0.95);
  });

  it('pairs a Hangul name with the spellings lists write for it, either way round', () => {
    const names = new ScreeningIndex([
      person('kju', ['Kim Jong Un'], ['kp']),
      person('kyj', ['Kim Yo Jong'], ['kp']),
      person('so-chol', ['So Chol'], ['kp']),
      person('choe', ['Choe Son Hui'], ['kp']),
      person('ko-kju', ['김정은'], ['kp']),
      person('ko-kyj', ['김여정'], ['kp']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    // Lists write ㅓ o and ㅡ u (McCune-Reischauer without its marks, the North Korean system):
    // 김정은 read "jeong eun" scored 0.38 against Kim Jong Un, "un" left unpaired.
    expect(scoreOf('김정은', 'kju')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('김 정은', 'kju')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('김여정', 'kyj')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('서철', 'so-chol')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('최선희', 'choe')).toBeGreaterThanOrEqual(0.85);
    // The reverse: a listing written in Hangul found by the Latin spellings.
    for (const name of [
      'Kim Jong Un',
      'KIM Jong Un',
      'Kim Jong-un',
      'Kim Chong-un',
      'Kim Jong Eun',
    ]) {
      expect(scoreOf(name, 'ko-kju'), name).toBeGreaterThanOrEqual(0.85);
    }
    expect(scoreOf('Kim Yo Jong', 'ko-kyj')).toBeGreaterThanOrEqual(0.85);
    // The explanation says why "eun" and "un" pair.
    const hit = names.search({ kind: 'person', names: ['김정은'] }).find((h) => h.id === 'kju');
    const detail = hit?.score.features.find((f) => f.feature === 'name')?.detail ?? '';
    expect(detail).toContain("'eun'~'un' 0.90");
    expect(detail).toContain('Hangul');
  });

  it('pairs a Hangul syllable of one vowel with the spellings lists write for it', () => {
    const names = new ScreeningIndex([
      person('hyun-woo', ['Kim Hyun-woo'], ['kr']),
      person('ji-woo', ['Park Ji-woo'], ['kr']),
      person('ko-jiu', ['박지우'], ['kr']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    // 우 is read "u", a letter as an initial is, and paired with no word: 0.72 and 0.77.
    expect(scoreOf('김현우', 'hyun-woo')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('박지우', 'ji-woo')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('Park Ji-woo', 'ko-jiu')).toBeGreaterThanOrEqual(0.85);
    // An initial written in Latin letters stays an initial: U. is no Woo.
    expect(scoreOf('Park Ji U.', 'ji-woo')).toBeLessThan(scoreOf('Park Ji Woo', 'ji-woo'));
  });

  it('keeps Korean names that differ in a syllable apart, and Ri apart from Lee', () => {
    const names = new ScreeningIndex([
      person('kju', ['Kim Jong Un'], ['kp']),
      person('kji', ['Kim Jong Il'], ['kp']),
      person('kji-caps', ['KIM Jong Il'], ['kp']),
      person('kyj', ['Kim Yo Jong'], ['kp']),
      person('ri', ['Ri Yong Ho'], ['kp']),
      person('ko-kji', ['김정일'], ['kp']),
      person('lee', ['Lee Yong Ho'], ['kr']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names
        .search({ kind: 'person', names: [name] }, { threshold: 0.01 })
        .find((hit) => hit.id === id)?.score.score ?? 0;
    for (const id of ['kji', 'kji-caps', 'kyj']) {
      expect(scoreOf('김정은', id), id).toBeLessThan(0.72);
    }
    expect(scoreOf('김정일', 'kju')).toBeLessThan(0.72);
    expect(scoreOf('Kim Jong Un', 'ko-kji')).toBeLessThan(0.72);
    expect(scoreOf('Kim Yo Jong', 'ko-kji')).toBeLessThan(0.72);
    expect(scoreOf('김정일', 'kji')).toBeGreaterThanOrEqual(0.85);
    // 이 and 리 are one family name written by South and North Korean rules, but the labelled
    // set counts Lee and Ri as two persons (docs/screening.md): neither is read as the other.
    expect(scoreOf('이영호', 'ri')).toBeLessThan(0.72);
    expect(scoreOf('리영호', 'lee')).toBeLessThan(0.72);
    expect(scoreOf('리영호', 'ri')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('이영호', 'lee')).toBeGreaterThanOrEqual(0.85);
  });

  it('reads a syllable written like a family name as the syllable the name writes', () => {
    // 중 reads "jung" as the family name 정 does, 초 "cho" as 조: neither is the other's.
    const names = new ScreeningIndex([
      person('ktc', ['Kim Tae Chong'], ['kp']),
      person('kcc', ['Kim Chong Chol'], ['kp']),
      person('kjh', ['Kim Jo Hui'], ['kp']),
      person('chong', ['Chong Myong Hak'], ['kp']),
      person('ko-kdj', ['김대중'], ['kr']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names
        .search({ kind: 'person', names: [name] }, { threshold: 0.01 })
        .find((hit) => hit.id === id)?.score.score ?? 0;
    // Were 0.89, 0.90 and 0.92: 대중 is no Tae-chong, 중철 no Chong-chol, 초희 no Jo-hui.
    expect(scoreOf('김대중', 'ktc')).toBeLessThan(0.72);
    expect(scoreOf('Kim Tae Chong', 'ko-kdj')).toBeLessThan(0.72);
    expect(scoreOf('김중철', 'kcc')).toBeLessThan(0.72);
    expect(scoreOf('김초희', 'kjh')).toBeLessThan(0.72);
    // The family name 정 is Chong, and 중 Chung, still.
    expect(scoreOf('정명학', 'chong')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('Kim Tae Chung', 'ko-kdj')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('Kim Dae Jung', 'ko-kdj')).toBeGreaterThanOrEqual(0.85);
  });

  it('keeps ㄴ and ㄹ apart at the start of a syllable, either way round', () => {
    const names = new ScreeningIndex([
      person('lam', ['Lam Chung Ho'], ['hk']),
      person('kjn', ['Kim Jong Nam'], ['kp']),
      person('ra', ['Ra Song Ho'], ['kp']),
      person('no', ['No Myong Chol'], ['kr']),
      person('roh', ['Roh Myong Chol'], ['kr']),
      person('ro', ['Ro Myong Chol'], ['kr']),
      person('kim-hara', ['Kim Ha Ra'], ['kr']),
      person('ko-nam', ['남정호'], ['kr']),
      person('ko-kjn', ['김정남'], ['kp']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names
        .search({ kind: 'person', names: [name] }, { threshold: 0.01 })
        .find((hit) => hit.id === id)?.score.score ?? 0;
    // Were 0.89-0.90: 남 is Nam, not Lam (a Cantonese family name) or Ram, 람 no Nam.
    expect(scoreOf('남정호', 'lam')).toBeLessThan(0.72);
    expect(scoreOf('Lam Chung Ho', 'ko-nam')).toBeLessThan(0.72);
    expect(scoreOf('Kim Jong Ram', 'ko-kjn')).toBeLessThan(0.72);
    expect(scoreOf('김정람', 'kjn')).toBeLessThan(0.72);
    // The family names 나 and 노 are customarily written Ra (Rha) and Ro as well (were 0.39);
    // a given name's 나 is Na alone.
    expect(scoreOf('나성호', 'ra')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('노명철', 'ro')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('김하나', 'kim-hara')).toBeLessThan(0.72);
    // The initial-sound rule is not applied: 로 is not No, as 리 is not Lee.
    expect(scoreOf('로명철', 'no')).toBeLessThan(0.72);
    // 노 read Roh, as the family name is customarily written, is No as well.
    expect(scoreOf('노명철', 'no')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('노명철', 'roh')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('Kim Jong Nam', 'ko-kjn')).toBeGreaterThanOrEqual(0.85);
  });

  it('finds a name in Hangul by the consonants lists write for it among namesakes, either way', () => {
    // Sixty namesakes sharing the family name and a word of the sound key of 은 (eun, un) tie on
    // what the query spells alike with the listing after them: it was left out.
    const kims = Array.from({ length: 60 }, (_, i) => person(`kim-${i}`, [`Kim On Filler${i}`]));
    const names = new ScreeningIndex([
      ...kims,
      person('ko-kju', ['김정은'], ['kp']),
      person('kcu', ['KIM Chong-un'], ['kp']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    // Chong for 정: ch where the Revised Romanization writes j.
    expect(scoreOf('Kim Chong Un', 'ko-kju')).toBeGreaterThanOrEqual(0.85);
    expect(scoreOf('김정은', 'kcu')).toBeGreaterThanOrEqual(0.85);
  });

  it('still reads 황보, 서문 and 선우 as a family name of one syllable before a given name', () => {
    // 황보라 is as often Hwang Bo-ra as Hwangbo Ra: 황, 서 and 선 are family names of their own.
    const names = new ScreeningIndex([
      person('hwang-bora', ['Hwang Bo-ra'], ['kr']),
      person('seo-muntak', ['SEO Mun Tak'], ['kr']),
      person('ko-hwang', ['황보라'], ['kr']),
      person('namgung', ['Namgung Min'], ['kr']),
      person('nam-min', ['Nam Min'], ['kr']),
      ...filler,
    ]);
    const scoreOf = (name: string, id: string) =>
      names.search({ kind: 'person', names: [name] }).find((hit) => hit.id === id)?.score.score ??
      0;
    expect(scoreOf('황보라', 'hwang-bora')).toBeGreaterThanOrEqual(0.9);
    expect(scoreOf('서문탁', 'seo-muntak')).toBeGreaterThanOrEqual(0.9);
    expect(scoreOf('Hwang Bo-ra', 'ko-hwang')).toBeGreaterThanOrEqual(0.9);
    expect(scoreOf('Hwangbo Ra', 'ko-hwang')).toBeGreaterThanOrEqual(0.9);
    // 궁 begins no given name: 남궁민 is Namgung Min only.
    expect(scoreOf('남궁민', 'namgung')).toBeGreaterThanOrEqual(0.9);
    expect(scoreOf('남궁민', 'nam-min')).toBeLessThan(0.72);
  });
});
