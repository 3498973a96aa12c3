import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const appRoot = path.resolve(import.meta.dirname, '../../app');

describe('given the app page', () => {
  it('should name a favicon that the build ships (no 404 for the icon)', () => {
    // Arrange
    const html = readFileSync(path.join(appRoot, 'index.html'), 'utf8');

    // Act
    const href = /<link rel="icon" href="\/([^"]+)"/.exec(html)?.[1];

    // Assert: Vite copies app/public/ to the build's root, where the server serves it
    expect(href).toBeDefined();
    expect(existsSync(path.join(appRoot, 'public', href ?? ''))).toBe(true);
  });
});
