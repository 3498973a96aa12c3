import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../backend/contract';
import { domains, handlers } from '../../mocks/handlers';
import { checkAllEndpoints } from '../../scripts/lib/check-mocks';

const names = Object.keys(endpoints) as EndpointName[];

describe('given the MSW handlers', () => {
  it('should have exactly one happy-path handler per registry endpoint', () => {
    // Arrange
    const covered = Object.values(domains).flatMap((domain) =>
      Object.values(domain.on).map((scenario) => scenario.endpoint.name),
    );

    // Assert
    expect([...covered].sort()).toEqual([...names].sort());
    expect(handlers).toHaveLength(names.length);
  });

  it('should answer every registry endpoint through mocks/node.ts with a contract-valid body (mocks:check)', async () => {
    // Act
    const results = await checkAllEndpoints();

    // Assert
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.map((result) => result.name)).toEqual(names);
    // 45 calls through MSW's node interceptor: seconds on a busy 2-core machine, so a limit, not a goal
  }, 60_000);
});
