import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
import { renderApiDocs } from '../../scripts/lib/api-docs';

describe('given the contract registry', () => {
  it('should match docs/api.md exactly (run npm run docs:api after changing the contract)', async () => {
    // Arrange
    const expected = await renderApiDocs();

    // Act
    const actual = await readFile('docs/api.md', 'utf8');

    // Assert
    expect(actual).toBe(expected);
  });

  it.each(Object.values(endpoints).map((endpoint) => [endpoint.name, endpoint.path]))(
    'should document %s at %s',
    async (name, path) => {
      const docs = await readFile('docs/api.md', 'utf8');
      expect(docs).toMatch(
        new RegExp(`\\| \`${name}\` +\\| [A-Z]+ +\\| \`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\``),
      );
    },
  );
});
