import { describe, expect, it } from 'vitest';
import { cyrillicStyle, transliterateCyrillic } from './cyrillic.js';

const latin = (word: string): string => transliterateCyrillic(word, cyrillicStyle(word));

describe('Cyrillic', () => {
  it.each([
    ['Владимир', 'vladimir'],
    ['Путин', 'putin'],
    ['Щукин', 'shchukin'],
    ['Жуков', 'zhukov'],
    ['Хабаров', 'khabarov'],
    ['Юрий', 'yuriy'],
    ['Яковлев', 'yakovlev'],
    ['Цой', 'tsoy'],
    ['Чехов', 'chekhov'],
    ['Ельцин', 'eltsin'],
    ['Артём', 'artem'],
    ['Подъячев', 'podyachev'],
    ['Ильич', 'ilich'],
    ['Рыбаков', 'rybakov'],
    ['Эрнст', 'ernst'],
  ])('Russian %s -> %s', (word, expected) => {
    expect(latin(word)).toBe(expected);
  });

  it.each([
    ['Олександр', 'oleksandr'],
    ['Зінченко', 'zinchenko'],
    ['Київ', 'kyiv'],
    ['Їжакевич', 'yizhakevych'],
    ['Євген', 'yevhen'],
    ['Ґонгадзе', 'gonhadze'],
  ])('Ukrainian %s -> %s', (word, expected) => {
    expect(latin(word)).toBe(expected);
  });

  it.each([
    ['Милошевић', 'milosevic'],
    ['Ђоковић', 'dokovic'],
    ['Караџић', 'karadzic'],
    ['Љубичић', 'ljubicic'],
    ['Шешељ', 'seselj'],
  ])('Serbian %s -> %s, as the Latin spelling folds', (word, expected) => {
    expect(latin(word)).toBe(expected);
  });

  it('reads the Bulgarian ъ as a vowel, the Russian one as a silent sign', () => {
    expect(latin('Тъпков')).toBe('tapkov');
    expect(latin('объявление')).toBe('obyavlenie');
  });

  it('spells ю, я, й inside a Ukrainian word as iu, ia, i, and г as h', () => {
    expect(transliterateCyrillic('Гнатюк', 'ukrainian')).toBe('hnatiuk');
    expect(transliterateCyrillic('Гнатюк', 'russian')).toBe('gnatyuk');
    expect(transliterateCyrillic('Зеленський', 'ukrainian')).toBe('zelenskyi');
  });

  it('knows Belarusian, Macedonian and Kazakh letters', () => {
    expect(latin('Лукашэнка')).toBe('lukashenka');
    expect(latin('Ўладзімір')).toBe('uladzimir');
    expect(latin('Ѓорѓе')).toBe('gjorgje');
    expect(latin('Нұрсұлтан')).toBe('nursultan');
    expect(latin('Назарбаев')).toBe('nazarbaev');
  });

  it('tells the national system by the letters only it uses', () => {
    expect(cyrillicStyle('Олександр Зінченко')).toBe('ukrainian');
    expect(cyrillicStyle('Владимир Путин')).toBe('russian');
    expect(cyrillicStyle('Слободан Милошевић')).toBe('serbian');
    expect(cyrillicStyle('Војислав Шешељ')).toBe('serbian');
    expect(cyrillicStyle('Ѓорѓе Иванов')).toBe('russian'); // Macedonian: ш is sh
    // Kazakh writes і as well, but г stays g.
    expect(cyrillicStyle('Қасым-Жомарт Тоқаев Әбішұлы')).toBe('russian');
  });
});
