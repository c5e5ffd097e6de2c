/** The listing the spelling tests of the screening engine share (fictitious names). */
import { ScreeningIndex } from './engine.js';
import type { ScreeningRecord } from './types.js';

export const person = (id: string, names: string[], countries: string[] = []): ScreeningRecord => ({
  id,
  kind: 'person',
  names,
  birthDates: [],
  countries,
  identifiers: [],
  topics: ['sanction'],
  datasets: ['test'],
});

/** Fictitious namesakes, so that no name part is rare by being alone in the list. */
export const filler = Array.from({ length: 200 }, (_, i) =>
  person(`f-${i}`, [`${['Juan', 'Sergei', 'Carlos', 'Maria'][i % 4] ?? ''} Filler${i}`]),
);

export const index = new ScreeningIndex([
  person('ivanov', ['Sergei Borisovich Ivanov'], ['ru']),
  person('shoigu', ['Sergei Kuzhugetovich Shoigu'], ['ru']),
  person('chemezov', ['Sergey Viktorovich Chemezov'], ['ru']),
  person('garcia', ['Juan Carlos García López'], ['co']),
  person('ramirez', ['RAMÍREZ DE LA CRUZ, Ana María'], ['mx']),
  person('torres', ['Luis Torres Vargas'], ['nl']),
  person('flores', ['Jorge Flores'], ['es']),
  person('santos', ['Juan Manuel Santos'], ['co']),
  person('torres-co', ['María Elena Torres'], ['co']),
  person('escobar', ['Pablo Emilio Escobar Gaviria', 'Pablo Emilio'], ['co']),
  person('devries', ['Pieter Jan de Vries'], ['nl']),
  person('zhukova', ['Yuliya Petrovna Zhukova'], ['ru']),
  person('kuznetsov', ['Pyotr Kuznetsov'], ['ru']),
  person('shchukin', ['Yuri Shchukin'], ['ru']),
  person('yakovlev', ['Fyodor Yakovlev'], ['ru']),
  person('tsarev', ['Oleg Anatolyevich Tsarev'], ['ua']),
  person('tsygankov', ['Ivan Tsygankov'], ['ru']),
  person('zhuravlev', ['Anatoly Zhuravlev'], ['ru']),
  person('zhuravlyov', ['Pavel Zhuravlyov'], ['ru']),
  person('zykov', ['Pavel Zykov'], ['ru']),
  person('tsykov', ['Pavel Tsykov'], ['ru']),
  person('khan', ['Imran Khan'], ['pk']),
  person('ahmed', ['Ali Ahmed'], ['eg']),
  person('ri-yong-ho', ['RI Yong Ho', 'Ri Yong-ho'], ['kp']),
  person('peter-ho', ['Peter Ho'], ['hk']),
  person('yegor', ['Yegor Popov'], ['ru']),
  person('oleg-sokolov', ['Oleg Sokolov'], ['ru']),
  person('hamza', ['Hamza Yusuf'], ['sy']),
  person('ali-hassan', ['Ali Hassan Mahmoud'], ['eg']),
  person('li-wei-ming', ['Li Wei Ming'], ['sg']),
  person('ar-yusuf', ['عبد الرحمن يوسف'], ['sa']),
  person('ar-zahrani', ['عبدالرحمن محمود الزهراني'], ['sa']),
  person('lat-yusuf', ['Abdul Rahman Yusuf'], ['jo']),
  { ...person('ko-ri', ['리명수'], ['kp']), birthDates: ['1955-10-10'] },
  { ...person('ko-pak', ['Pak Myong-su'], ['kp']), birthDates: ['1962-04-04'] },
  ...filler,
]);
export const best = (name: string, countries: string[] = [], twoFamilyNames = false) =>
  index.search({ kind: 'person', names: [name], countries, twoFamilyNames })[0];
