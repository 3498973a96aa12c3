import { defineConfig } from 'i18next-cli';

/** i18next-cli: Hebrew is the reference locale; resources live in content/locales. */
export default defineConfig({
  locales: ['he', 'en'],
  extract: {
    input: ['app/src/**/*.{ts,tsx}'],
    ignore: ['app/src/**/*.d.ts'],
    output: 'content/locales/{{language}}/{{namespace}}.json',
    defaultNS: 'common',
    primaryLanguage: 'he',
    removeUnusedKeys: true,
    extractFromComments: false,
    // The `ui` namespace is handed to the design system whole (UiStringsProvider), never through t().
    preservePatterns: ['ui:*'],
    sort: false,
    indentation: 2,
  },
  lint: {
    ignoredAttributes: [
      'data-testid',
      'data-state',
      'className',
      'type',
      'href',
      'to',
      'lang',
      'dir',
      'id',
      'role',
    ],
  },
});
