import path from 'node:path';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import { beforeAll, describe, expect, it } from 'vitest';

const fixture = path.resolve('tests/fixtures/dependency-rules');

/** The fixture cruised as if it were the repository root, with the project's own rules. */
async function violations(): Promise<IViolation[]> {
  const config = await extractDepcruiseConfig(path.resolve('.dependency-cruiser.js'));
  const { output } = await cruise(['.'], {
    ...config.options,
    baseDir: fixture,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
  });
  return (output as ICruiseResult).summary.violations;
}

const named = (found: IViolation[], rule: string) =>
  found.filter((violation) => violation.rule.name === rule).map(({ from, to }) => `${from} → ${to}`);

describe('given modules that break the import rules (npm run lint: .dependency-cruiser.js)', () => {
  let found: IViolation[] = [];
  beforeAll(async () => {
    found = await violations();
  }, 60_000);

  it.each([
    ['value imports', 'cycles/value-a.ts', 'cycles/value-b.ts'],
    ['type-only imports', 'cycles/type-a.ts', 'cycles/type-b.ts'],
    ['a lazy import()', 'cycles/lazy-a.ts', 'cycles/lazy-b.ts'],
  ])('should report a cycle through %s', (_kind, one, other) => {
    // Arrange: the fixture. Act: the cruise in beforeAll.
    const cycles = named(found, 'no-circular');
    // Assert: the cycle is reported from one of its two modules (dependency-cruiser names each edge once).
    expect(cycles.some((edge) => edge === `${one} → ${other}` || edge === `${other} → ${one}`)).toBe(true);
  });

  it.each([
    ['ui-standalone', 'ui/src/button.ts', 'app/src/lib/names.ts'],
    ['app-ui-through-index', 'app/src/features/one/screen.ts', 'ui/src/button.ts'],
    ['features-apart', 'app/src/features/one/screen.ts', 'app/src/features/two/title.ts'],
    ['contract-only-zod', 'backend/contract/users.ts', 'backend/src/store.ts'],
    ['ui-no-i18n-or-fetching', 'ui/src/strings.ts', 'i18next'],
    ['domain-pure', 'backend/domain/clock.ts', 'fs'],
    ['backend-layers-repositories', 'backend/src/repositories/users.ts', 'backend/src/services/accounts.ts'],
  ])('should report the zone rule %s', (rule, from, to) => {
    // the module an npm import resolves to is named by its path under node_modules: match its package
    expect(named(found, rule).some((edge) => edge.startsWith(`${from} → `) && edge.includes(to))).toBe(true);
  });

  it('should report nothing else', () => {
    const rules = new Set(found.map((violation) => violation.rule.name));
    expect([...rules].sort()).toEqual([
      'app-ui-through-index',
      'backend-layers-repositories',
      'contract-only-zod',
      'domain-pure',
      'features-apart',
      'no-circular',
      'ui-no-i18n-or-fetching',
      'ui-standalone',
    ]);
  });
});
