import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { countryCode, isCountryCode, isTerritoryCode } from './countries.js';

describe('countryCode: the spellings the UN, EU and OFAC lists use', () => {
  it.each([
    ['Hong Kong SAR', 'hk'],
    ['Hong Kong, China', 'hk'],
    ['China, Hong Kong Special Administrative Region', 'hk'],
    ['Macao SAR', 'mo'],
    ['Macau SAR', 'mo'],
    ['Macao, China', 'mo'],
    ['U.A.E.', 'ae'],
    ['UAE', 'ae'],
    ['U.S.A.', 'us'],
    ['U.S.', 'us'],
    ['USA', 'us'],
    ['UK', 'gb'],
    ['U.K.', 'gb'],
    ['Great Britain', 'gb'],
    ['Republic of Korea', 'kr'],
    ['Korea, Republic of', 'kr'],
    ['South Korea', 'kr'],
    ['Korea, South', 'kr'],
    ["Democratic People's Republic of Korea", 'kp'],
    ['Korea, North', 'kp'],
    ['DPRK', 'kp'],
    ['Russian Federation', 'ru'],
    ['Iran (Islamic Republic of)', 'ir'],
    ['Iran, Islamic Republic of', 'ir'],
    ['Syrian Arab Republic', 'sy'],
    ['Viet Nam', 'vn'],
    ["Lao People's Democratic Republic", 'la'],
    ["Côte d'Ivoire", 'ci'],
    ["Cote d'Ivoire", 'ci'],
    ['Côte d’Ivoire', 'ci'],
    ['Ivory Coast', 'ci'],
    ['Türkiye', 'tr'],
    ['Czechia', 'cz'],
    ['Burma', 'mm'],
    ['Congo, Democratic Republic of the', 'cd'],
    ['Bolivia (Plurinational State of)', 'bo'],
    ['Venezuela (Bolivarian Republic of)', 've'],
    ['Tanzania, United Republic of', 'tz'],
    ['Moldova, Republic of', 'md'],
    ['Palestine, State of', 'ps'],
    ['West Bank', 'ps'],
    ['Kosovo', 'xk'],
    ['XK', 'xk'],
  ])('%s is %s', (name, code) => {
    expect(countryCode(name)).toBe(code);
  });
});

describe('codes that name no territory', () => {
  const notTerritories = [
    ...['eu', 'zz', 'un', 'ea', 'xx', 'aa', 'qm', 'qq', 'qz', 'xa', 'xz', 'ez', 'ip'],
    ...['EU', 'ZZ', 'UN', 'XX'],
  ];

  it.each(notTerritories)('%s is not read as a country from a list', (code) => {
    expect(countryCode(code)).toBeUndefined();
    expect(isTerritoryCode(code.toLowerCase())).toBe(false);
  });

  it.each(['xx', 'aa', 'qm', 'qq', 'qz', 'xa', 'xz', 'ea'])(
    '%s is not a code of FtM’s territory list',
    (code) => {
      expect(isCountryCode(code)).toBe(false);
    },
  );

  it.each(['eu', 'zz', 'un', 'ip', 'ac', 'cp', 'cy-trnc', 'x-so', 'xk', 'suhh', 'su'])(
    '%s is one FtM’s territory list includes on purpose, kept in FtM entities',
    (code) => {
      expect(isCountryCode(code)).toBe(true);
    },
  );

  it('reads the codes of territories, Kosovo and dissolved states from a list', () => {
    expect(['nl', 'xk', 'su', 'yu'].map((c) => isTerritoryCode(c))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('the memo of spellings read', () => {
  it('keeps no chunk of a file alive through the spellings it remembers', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    // As a reader cuts them: each spelling a part of a 1 MiB chunk of text read from the file.
    for (let chunk = 0; chunk < 200; chunk++) {
      const text = Buffer.alloc(1 << 20, `Republic of Leakland ${chunk};`).toString();
      countryCode(text.slice(0, text.indexOf(';')));
    }
    gc();
    // 200 MiB if each remembered spelling held its chunk; 200 short strings' worth otherwise.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(20 * 2 ** 20);
  });
});
