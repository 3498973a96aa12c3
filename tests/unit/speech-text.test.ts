import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  languageOf,
  latexToWords,
  loadSpeechWords,
  maxSpokenChars,
  toSpokenText,
} from '../../backend/src/services/tts/speech-text';

const words = loadSpeechWords(path.resolve('content'));

describe('given LaTeX in a Hebrew reply', () => {
  it.each([
    ['\\frac{a}{b}', 'איי חלקי בי'],
    ['\\frac{1}{2}', '1 חלקי 2'],
    ['x^2', 'איקס בריבוע'],
    ['x^3', 'איקס בשלישית'],
    ['x^{n+1}', 'איקס בחזקת אן ועוד 1'],
    ['x^{-1}', 'איקס בחזקת מינוס 1'],
    ['\\sqrt{x}', 'שורש של איקס'],
    ['\\sqrt[3]{8}', 'שורש מסדר 3 של 8'],
    ['-3 + 5 = 2', 'מינוס 3 ועוד 5 שווה 2'],
    ['a - b', 'איי פחות בי'],
    ['2 \\cdot 3 \\times 4', '2 כפול 3 כפול 4'],
    ['\\alpha + \\beta = \\pi', 'אלפא ועוד בטא שווה פאי'],
    ['\\sin(\\theta)', 'סינוס תטא'],
    ['x_1', 'איקס 1'],
    ['x \\leq 5', 'איקס קטן או שווה ל 5'],
    ['x \\neq 0', 'איקס שונה מ 0'],
    ['30^\\circ', '30 מעלות'],
    ['\\sum_{i=1}^{n} i', 'הסכום מ איי שווה 1 עד אן איי'],
    ['\\int_0^1 x\\,dx', 'האינטגרל מ 0 עד 1 איקס די איקס'],
    ['\\lim_{x \\to 0}', 'הגבול כאשר איקס שואף ל 0'],
    [
      'x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}',
      'איקס שווה מינוס בי פלוס מינוס שורש של בי בריבוע פחות 4 איי סי חלקי 2 איי',
    ],
    ['\\text{שטח} = \\pi r^2', 'שטח שווה פאי אר בריבוע'],
    ['\\left( x+1 \\right)^2', 'איקס ועוד 1 בריבוע'],
    ['\\mathbb{R}', 'אר'],
    ['\\frac12', '1 חלקי 2'],
  ])('should say %s as "%s"', (latex, spoken) => {
    expect(latexToWords(latex, words.he)).toBe(spoken);
  });
});

describe('given LaTeX in an English reply', () => {
  it.each([
    ['\\frac{a}{b}', 'a over b'],
    ['x^2 + y^2 = r^2', 'x squared plus y squared equals r squared'],
    ['\\sqrt{2}', 'the square root of 2'],
    ['e^{i\\pi}', 'e to the power of i pi'],
    ['\\bar{x} \\approx 4.5', 'x bar is approximately 4.5'],
    ['P(A \\cap B)', 'P A intersection B'],
  ])('should say %s as "%s"', (latex, spoken) => {
    expect(latexToWords(latex, words.en)).toBe(spoken);
  });
});

describe('given whole replies', () => {
  it('should pick Hebrew for Hebrew prose and English otherwise', () => {
    expect(languageOf('הפתרון הוא $x = 2$')).toBe('he');
    expect(languageOf('The answer is $x = 2$')).toBe('en');
    expect(languageOf('$\\text{שטח}$ only math')).toBe('en');
  });

  it('should speak formulas in words, drop markdown, niqqud and emoji, and keep the prose', () => {
    // Arrange
    const reply =
      '**נהדר!** 🎉 הקודקוד הוא $x_v = -\\frac{b}{2a}$.\n\n- שָׁלוֹם [קישור](http://x.example)\n$$y = x^2$$';
    // Act
    const { language, spoken } = toSpokenText(reply, words);
    // Assert
    expect(language).toBe('he');
    expect(spoken).toBe(
      'נהדר! הקודקוד הוא איקס וי שווה מינוס בי חלקי 2 איי.\nשלום קישור.\nוואי שווה איקס בריבוע',
    );
    expect(spoken).not.toMatch(/[\\$*#]/);
    expect([...spoken].some((char) => char >= '\u05b0' && char <= '\u05c7')).toBe(false);
    expect(spoken).not.toContain('🎉');
  });

  it('should cut a very long reply at a word boundary', () => {
    // Arrange
    const long = 'word '.repeat(2000);
    // Act
    const { spoken } = toSpokenText(long, words);
    // Assert
    expect(spoken.length).toBeLessThanOrEqual(maxSpokenChars);
    expect(spoken.endsWith('word')).toBe(true);
  });
});
