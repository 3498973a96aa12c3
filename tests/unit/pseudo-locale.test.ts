import { describe, expect, it } from 'vitest';
import en from '../../content/locales/en/auth.json';
import { EXPANSION, pseudoBundle, pseudoLocalize } from '../../app/src/lib/i18n/pseudo';

const RLI = '\u2067';
const PDI = '\u2069';

/** The text between the bidi marks and brackets, without the padding words. */
function core(pseudo: string, source: string): string {
  return pseudo.slice(2, 2 + source.length);
}

describe('given an English string', () => {
  it.each([
    ['Log in', 'Ļöĝ îñ'],
    ['Forgot your password?', 'Ƒöŕĝöţ ýöûŕ þáššŵöŕð?'],
    ['Step {n} of {total}', 'Šţéþ {n} öƒ {total}'],
    ['Hello, {{name}}!', 'Ĥéļļö, {{name}}!'],
    ['Read the <1>terms</1> first', 'Ŕéáð ţĥé <1>ţéŕɱš</1> ƒîŕšţ'],
  ])('should accent %j but keep its placeholders and tags', (source, accented) => {
    // Act
    const pseudo = pseudoLocalize(source);

    // Assert
    expect(core(pseudo, source)).toBe(accented);
  });

  it('should mark both ends with a bidi isolate and a bracket, so a cut-off end shows', () => {
    // Act
    const pseudo = pseudoLocalize('Create account');

    // Assert
    expect(pseudo.startsWith(`${RLI}[`)).toBe(true);
    expect(pseudo.endsWith(`]${PDI}`)).toBe(true);
  });

  it.each(['Log in', 'Authentication error. Please log in again.', 'Hello, {{name}}!'])(
    'should make %j at least 35 %% longer in words that can wrap',
    (source) => {
      // Act
      const pseudo = pseudoLocalize(source);

      // Assert
      const inner = pseudo.slice(2, -2);
      expect(inner.length).toBeGreaterThanOrEqual(Math.ceil(source.length * (1 + EXPANSION)));
      expect(inner.slice(source.length)).toMatch(/^( \S{3,5})+$/u);
    },
  );

  it.each(['https://example.org/terms', '/dashboard', 'support@havruta.example', '', '   '])(
    'should leave %j alone: it is not text',
    (source) => {
      // Act + Assert
      expect(pseudoLocalize(source)).toBe(source);
    },
  );
});

describe('given a locale bundle', () => {
  it('should pseudo-localise every string at every depth and keep the keys', () => {
    // Act
    const bundle = pseudoBundle(en) as typeof en;

    // Assert
    expect(Object.keys(bundle)).toEqual(Object.keys(en));
    expect(bundle.login.title.startsWith(`${RLI}[`)).toBe(true);
    expect(bundle.login.title).not.toBe(en.login.title);
  });
});
