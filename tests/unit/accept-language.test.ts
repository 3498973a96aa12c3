import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from '../../backend/contract/language';
import { requestLanguage } from '../../backend/src/tutor/language';

describe('given an Accept-Language header', () => {
  it.each([
    ['en', 'en'],
    ['he', 'he'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['he-IL,he;q=0.9,en-US;q=0.8,en;q=0.7', 'he'],
    ['en-US,en;q=0.9,he;q=0.8', 'en'],
    ['he;q=0.5, en;q=0.8', 'en'],
    ['he;q=0.8, en;q=0.8', 'he'],
    ['en ; q = 0.9 , he ; q = 0.3', 'en'],
    ['fr-FR, de;q=0.9, en;q=0.5', 'en'],
    ['fr, *;q=0.5', 'he'],
    ['*', 'he'],
    ['en;q=0, he;q=0.1', 'he'],
    ['en;q=0', 'he'],
    ['iw', 'he'],
    ['en;q=1.000', 'en'],
    ['en;level=1;q=0.4, he;q=0.3', 'en'],
  ])('should read %j as %s (q-values, primary tags, ties to the earlier range)', (header, expected) => {
    // Act
    const language = languageFromAcceptLanguage(header);

    // Assert
    expect(language).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['null', null],
    ['garbage', ';;;,,=q'],
    ['a weight above 1', 'en;q=1.5'],
    ['a negative weight', 'en;q=-1'],
    ['a weight that is not a number', 'en;q=high'],
    ['too many decimals', 'en;q=0.12345'],
    ['only unsupported languages', 'fr-CA, ar;q=0.9'],
    ['a tag of symbols', '@@@-!!'],
    ['more than 1,024 characters', `en,${'x'.repeat(2000)}`],
  ])('should fall back to Hebrew for a header that is %s', (_case, header) => {
    // Act
    const language = languageFromAcceptLanguage(header);

    // Assert
    expect(language).toBe('he');
  });
});

describe('given the headers of a request', () => {
  it('should take the interface language from accept-language, Hebrew without it', () => {
    // Act
    const english = requestLanguage({ 'accept-language': 'en-US,en;q=0.9' });
    const none = requestLanguage({});

    // Assert
    expect(english).toBe('en');
    expect(none).toBe('he');
  });
});
