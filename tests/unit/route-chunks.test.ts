import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeChunks } from '../../scripts/vite/route-chunks';

const root = path.resolve('.');
/** The group a module lands in: the highest-priority group whose test takes it (initial aside). */
function groupOf(file: string): string | undefined {
  const id = path.join(root, file);
  return routeChunks()
    .filter((group) => group.test?.(id))
    .sort((a, b) => b.priority - a.priority)[0]?.name;
}

describe('given the build groups of scripts/vite/route-chunks.ts', () => {
  it.each([
    ['app/src/lib/api-client/errors.ts', 'api-errors'],
    ['app/src/lib/api-client/request.ts', 'api'],
    ['backend/contract/chat.ts', 'api'],
    ['node_modules/zod/v4/core/core.js', 'api'],
    ['ui/src/button/button.tsx', 'controls'],
    ['ui/src/loader/loader.tsx', 'controls'],
    ['ui/src/rich-text/markdown.tsx', 'signed-in'],
    ['ui/src/math/math-renderer.tsx', 'signed-in'],
    ['app/src/lib/courses/saved-course.ts', 'signed-in'],
    ['content/courses/courses.json', 'signed-in'],
  ])('should put %s in the %s group', (file, group) => {
    // Act
    const found = groupOf(file);

    // Assert
    expect(found).toBe(group);
  });

  it.each([
    'ui/src/rich-text/markdown-renderer.tsx',
    'ui/src/tutor-avatar/tutor-avatar.tsx',
    'ui/src/calculator/calculator.tsx',
    'app/src/features/learning/windows/practice-window.tsx',
    'node_modules/katex/dist/katex.mjs',
    'node_modules/mathjs/lib/esm/index.js',
  ])('should leave %s, which loads on demand, to automatic splitting', (file) => {
    // Act
    const found = groupOf(file);

    // Assert
    expect(found).toBeUndefined();
  });

  it('should keep what the entry imports statically together, above every other group', () => {
    // Arrange
    const groups = routeChunks();

    // Act
    const initial = groups.find((group) => group.name === 'initial');

    // Assert
    expect(initial?.tags).toEqual(['$initial']);
    expect(Math.max(...groups.map((group) => group.priority))).toBe(initial?.priority);
  });
});
