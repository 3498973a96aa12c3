import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { pluralBase, pluralForms, pluralProblems } from '../../scripts/lib/i18n-plurals';

describe('given the two languages', () => {
  it.each([
    ['he', ['one', 'two', 'other']],
    ['en', ['one', 'other']],
  ])('should ask %s for the plural forms %j', (language, forms) => {
    // Act + Assert
    expect(pluralForms(language)).toEqual(forms);
  });
});

describe('given a counted Hebrew string with one, two and other', () => {
  it.each([
    [1, '...ועוד יעד אחד'],
    [2, '...ועוד שני יעדים'],
    [3, '...ועוד 3 יעדים'],
    [11, '...ועוד 11 יעדים'],
  ])('should let i18next say %i objectives as %j', async (count, expected) => {
    // Arrange
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'he',
      resources: {
        he: {
          translation: {
            more_one: '...ועוד יעד אחד',
            more_two: '...ועוד שני יעדים',
            more_other: '...ועוד {{count}} יעדים',
          },
        },
      },
    });

    // Act
    // the app's typed keys (CustomTypeOptions) do not know this test's bundle
    const t = i18n.t.bind(i18n) as unknown as (key: string, options: { count: number }) => string;
    const text = t('more', { count });

    // Assert
    expect(text).toBe(expected);
  });
});

describe('given the keys of one namespace in both languages', () => {
  it('should accept Hebrew one/two/other beside English one/other', () => {
    // Arrange
    const keys = new Map([
      ['he', ['title', 'more_one', 'more_two', 'more_other']],
      ['en', ['title', 'more_one', 'more_other']],
    ]);

    // Act + Assert
    expect(pluralProblems('learning.json', keys)).toEqual([]);
  });

  it('should report a Hebrew counted string without its two form, and an English one with a Hebrew-only form', () => {
    // Arrange
    const keys = new Map([
      ['he', ['more_one', 'more_other']],
      ['en', ['more_one', 'more_two', 'more_other']],
    ]);

    // Act
    const problems = pluralProblems('learning.json', keys);

    // Assert
    expect(problems).toEqual([
      'he/learning.json: more needs the plural forms one, two, other (has one, other)',
      'en/learning.json: more needs the plural forms one, other (has one, two, other)',
    ]);
  });

  it.each([
    ['goals_two', 'goals'],
    ['a.b_other', 'a.b'],
    ['other', null],
    ['mother', null],
  ])('should read %j as a form of %j', (key, base) => {
    // Act + Assert
    expect(pluralBase(key)).toBe(base);
  });
});
