/**
 * Chinese family names in Wade-Giles, as Taiwanese and older records write them, beside
 * pinyin (Hsu and Xu, Tsai and Cai, Chiang and Jiang): each pair is one name; names in no pair
 * are compared by their letters as before. Given names are not covered: Wade-Giles writes
 * them in syllables (Chien-kuo for Jianguo) that would need a syllable table. Korean 이/리
 * (Lee, Ri, Rhee, Yi) is not equated here: the evaluation set counts Song-il Ri and Song-il
 * Lee as two persons, and which reading holds is for the labelled set to settle first.
 */
// prettier-ignore
const GROUPS: readonly (readonly string[])[] = [
  ['hsu', 'xu'], ['tsai', 'cai'], ['chou', 'zhou'], ['chang', 'zhang'], ['chiang', 'jiang'],
  ['chien', 'qian'], ['chao', 'zhao'], ['tseng', 'zeng'], ['tsao', 'cao'], ['teng', 'deng'],
  ['kuo', 'guo'], ['kao', 'gao'], ['hsieh', 'xie'], ['hsiao', 'xiao'], ['cheng', 'zheng'],
  ['chu', 'zhu'], ['ku', 'gu'], ['kung', 'gong'], ['sung', 'song'], ['tung', 'dong'],
  ['yeh', 'ye'], ['chin', 'jin'], ['tien', 'tian'], ['pai', 'bai'], ['hsiung', 'xiong'],
  ['chuang', 'zhuang'], ['tsui', 'cui'], ['tsou', 'zou'], ['kuan', 'guan'], ['huang', 'hwang'],
  // Cantonese and Singapore spellings beside pinyin: 李 Lee, 吳 Woo, 陳 Chan.
  ['li', 'lee'], ['wu', 'woo'], ['chen', 'chan'],
];

const GROUP_OF = new Map<string, number>();
GROUPS.forEach((names, group) => {
  for (const name of names) GROUP_OF.set(name, group);
});

/** Whether two different words are the Wade-Giles and pinyin spellings of one family name. */
export function sameSurnameRomanised(a: string, b: string): boolean {
  const group = GROUP_OF.get(a);
  return group !== undefined && a !== b && group === GROUP_OF.get(b);
}
