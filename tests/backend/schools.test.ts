import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, ErrorEnvelope } from '../../backend/contract';
import { schoolSeeds } from '../../backend/src/db/seeds/schools';
import { seed } from '../../backend/src/db/seeds/index';
import { startTestApp, type TestApp } from './helpers/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('given the seeded schools', () => {
  it('should list only active schools, contract-valid', async () => {
    // Act
    const response = await fetch(`${app.url}${endpoints.listSchools.path}`);
    // Assert
    expect(response.status).toBe(200);
    const body = endpoints.listSchools.response.parse(await response.json());
    const activeNames = schoolSeeds.filter((school) => school.active).map((school) => school.name);
    expect(body.schools.map((school) => school.name).sort()).toEqual([...activeNames].sort());
    expect(body.schools.every((school) => school.active)).toBe(true);
    expect(schoolSeeds.some((school) => !school.active)).toBe(true);
  });

  it('should stay idempotent when seeded again', async () => {
    // Arrange
    await seed(app.db);
    // Act
    const rows = await app.db('schools').count<{ count: number | string }[]>({ count: '*' });
    // Assert
    expect(Number(rows[0]?.count)).toBe(schoolSeeds.length);
  });
});

describe('given an unknown API path', () => {
  it('should answer 404 with the error envelope', async () => {
    const response = await fetch(`${app.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(ErrorEnvelope.parse(await response.json()).code).toBe('not_found');
  });
});

describe('given a request for the app', () => {
  it('should send security headers', async () => {
    const response = await fetch(`${app.url}${endpoints.listSchools.path}`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
