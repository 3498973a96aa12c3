import { describe, expect, it } from 'vitest';
import { defaultUiStrings } from '../../ui/src/strings';
import heUi from '../../content/locales/he/ui.json';
import enUi from '../../content/locales/en/ui.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('given the design system strings', () => {
  it('should have Hebrew defaults equal to content/locales/he/ui.json', () => {
    expect(defaultUiStrings).toEqual(heUi);
  });

  it('should have an English translation for every key', () => {
    expect(keys(enUi).sort()).toEqual(keys(defaultUiStrings).sort());
  });
});
