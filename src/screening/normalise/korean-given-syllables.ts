/**
 * The syllables Korean given names are made of: Sino-Korean readings of the characters names
 * are chosen from, and the native words some names are (하늘, 슬기, 보람). A few hundred in
 * all, against the 11,172 syllables Hangul can write; 밍, 긴, 톰, 벤 or 왕 begin no Korean
 * given name, though Latin letters spell each as a Korean syllable (Ming, Kin, Tom, Ben,
 * Wang). A Latin name of short syllables is read as Korean only where each given syllable is
 * one of these (`korean-names.ts`, `romanisedKorean`): Lee Hon Ming and Ho Kin Sun are
 * Chinese names, whose syllables compared as Korean ones paired Ming with Ming and Hon with
 * Hun alike.
 */
// prettier-ignore
export const GIVEN_NAME_SYLLABLES =
  // ㄱ ㄴ ㄷ ㄹ
  '가각간갈감갑강개거건걸검격겸경계고곤공관광교구국군권귀규균근글금기길' +
  '나낙난남낭내녀녕노누늘' + '다단달담당대덕도돈동두득' +
  '라락란람랑래량려련렬령례록룡루류륜률륭르름리린림립' +
  // ㅁ ㅂ ㅅ
  '마만매맹면명모목몽묘무문미민' + '바박반방배백범법벽변별병보복본봉부분비빈빛' +
  '사산삼상새샘생서석선설섭성세소솔솜송수숙순술숭슬승시식신실심' +
  // ㅇ ㅈ ㅊ
  '아악안애야양어언엄업여역연열염엽영예오옥온옹완요용우욱운웅원월위유육윤율융은을음응의이익인일임입' +
  '자작장재저적전절점정제조종좌주준중지직진질집' +
  '차찬참창채처천철첨청체초촌총추축춘출충취치칠' +
  // ㅌ ㅍ ㅎ
  '탁탄태택토통' + '파판팔패편평포표풍필' +
  '하학한함항해행향허헌혁현협형혜호혼홍화확환활황회효후훈휘휴흠흥희';
