import { describe, expect, it } from 'vitest';
import heLanding from '../../content/locales/he/landing.json';
import enLanding from '../../content/locales/en/landing.json';
import { renderLanding } from '../../app/src/prerender';
import { englishLandingId, landingScriptSource } from '../../scripts/vite/prerender-landing';

/** A page as the landing script sees it: `#root` holding the Hebrew landing, the English one in its template. */
function pageWith(hash: string, language: string | null) {
  const root = { innerHTML: '<h1>עברית</h1>', textContent: '<h1>עברית</h1>' };
  const template = { innerHTML: '<h1>English</h1>' };
  const documentElement = { lang: 'he', dir: 'rtl' };
  const document = {
    documentElement,
    getElementById: (id: string) => ({ root, [englishLandingId]: template })[id] ?? null,
  };
  const window = { localStorage: { getItem: (key: string) => (key === 'language' ? language : null) } };
  new Function('window', 'location', 'document', landingScriptSource())(window, { hash }, document);
  return { root, documentElement };
}

describe("given index.html's landing script (scripts/vite/prerender-landing.ts)", () => {
  it('should keep the Hebrew landing on / by default', () => {
    // Act
    const page = pageWith('', null);

    // Assert
    expect(page.root.innerHTML).toBe('<h1>עברית</h1>');
    expect(page.documentElement).toEqual({ lang: 'he', dir: 'rtl' });
  });

  it('should show the English landing, left to right, when English is the saved language', () => {
    // Act
    const page = pageWith('#/', 'en');

    // Assert
    expect(page.root.innerHTML).toBe('<h1>English</h1>');
    expect(page.documentElement).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('should empty #root on any other screen, so the landing never shows there', () => {
    // Act
    const page = pageWith('#/learning?x=1', 'en');

    // Assert
    expect(page.root.textContent).toBe('');
    expect(page.documentElement).toEqual({ lang: 'he', dir: 'rtl' });
  });
});

describe('given the landing rendered at build time (app/src/prerender.tsx)', () => {
  it('should write each language with hash links, as the hash router does', async () => {
    // Act
    const he = await renderLanding('he');
    const en = await renderLanding('en');

    // Assert
    expect(he).toContain(heLanding.hero.title);
    expect(he).toContain('href="#/login"');
    expect(en).toContain(enLanding.hero.title);
    expect(en).toContain('href="#/login?signup=true"');
    expect(en).not.toContain(heLanding.hero.title);
  });
});
