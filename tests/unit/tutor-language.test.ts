import { describe, expect, it } from 'vitest';
import { replyLanguage, wordsLanguage } from '../../backend/src/tutor/language';

describe('given a student message', () => {
  it.each([
    ['פתרו את המשוואה x^2-5x+6=0', 'he'],
    ['פתור x^2+sin(x)+cos(x)=0', 'he'],
    ['תסביר לי מה זה sin x ו-cos x', 'he'],
    ['log_2(x+3)=5 תפתרי', 'he'],
    ['מה זה p value?', 'he'],
    ['what is x?', 'en'],
    ['What does ממוצע mean?', 'en'],
    ['solve 2x+3=11', 'en'],
    ["what's a log", 'en'],
    ['?', undefined],
    ['5', undefined],
    ['x^2-5x+6=0', undefined],
    ['P(X=3)', undefined],
    ['$\\frac{1}{2}$', undefined],
  ])('should read %j as written in %s', (text, language) => {
    // Act
    const result = wordsLanguage(text);

    // Assert
    expect(result).toBe(language);
  });

  it.each([
    ['?', 'en', 'en'],
    ['?', 'he', 'he'],
    ['x^2=4', 'en', 'en'],
    ['תודה', 'en', 'he'],
    ['thanks a lot', 'he', 'en'],
  ] as const)('should answer %j from a %s interface in %s', (text, ui, language) => {
    // Act
    const result = replyLanguage(text, ui);

    // Assert
    expect(result).toBe(language);
  });
});
