import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  applyPatches,
  reactRouterPatches,
  reactRouterPure,
  unmatchedPatches,
} from '../../scripts/vite/react-router-pure';

const dist = path.resolve('node_modules/react-router/dist/production');
const builtFiles = readdirSync(dist).filter((file) => file.endsWith('.mjs'));

/** The plugin's hooks, called as the bundler would (they do not use `this`). */
function hooks(plugin: ReturnType<typeof reactRouterPure>) {
  return {
    buildStart: plugin.buildStart as () => void,
    transform: plugin.transform as (code: string, id: string) => string | null,
    buildEnd: plugin.buildEnd as (error?: Error) => void,
  };
}

describe('given the installed react-router production build', () => {
  it('should match every patch at least once across its files', () => {
    // Arrange
    const counts = new Map<string, number>();
    // Act
    for (const file of builtFiles)
      applyPatches(readFileSync(path.join(dist, file), 'utf8'), reactRouterPatches, counts);
    // Assert
    expect(unmatchedPatches(reactRouterPatches, counts)).toEqual([]);
  });

  it('should let a build through whose react-router files all patches match', () => {
    const { buildStart, transform, buildEnd } = hooks(reactRouterPure());
    buildStart();
    for (const file of builtFiles)
      transform(readFileSync(path.join(dist, file), 'utf8'), path.join(dist, file));
    expect(() => buildEnd()).not.toThrow();
  });
});

describe('given react-router files that a patch no longer matches (an upgrade changed them)', () => {
  it('should fail the build naming the patch', () => {
    // Arrange
    const { buildStart, transform, buildEnd } = hooks(reactRouterPure());
    const id = '/repo/node_modules/react-router/dist/production/chunk-NEW.mjs';
    buildStart();
    // Act: a file where only the displayName patch finds its lines
    transform('var Form = forwardRef(function Form() {});\nForm.displayName = "Form";\n', id);
    // Assert
    expect(() => buildEnd()).toThrow(/pure component and context calls, <Link>'s PrefetchPageLinks/);
  });

  it('should say nothing when the build never loaded react-router', () => {
    const { buildStart, transform, buildEnd } = hooks(reactRouterPure());
    buildStart();
    transform('export const x = 1;\n', '/repo/app/src/main.tsx');
    expect(() => buildEnd()).not.toThrow();
  });
});
