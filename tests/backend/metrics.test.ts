import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../backend/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { call, data } from './helpers/client';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The value of one series in Prometheus's text format, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const line = text
    .split('\n')
    .find(
      (row) =>
        row.startsWith(`${name}{`) &&
        Object.entries(labels).every(([key, value]) => row.includes(`${key}="${value}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('given a node that answered requests and a tutor turn', () => {
  it('should count them by matched route, time the tutor and show the pool to a loopback scraper', async () => {
    // Arrange
    app = await startTestApp({ NODE_ID: 'node-m' });
    const { access_token: token } = data(
      await call(app, endpoints.login, { body: app.credentials('student') }),
    );
    await call(app, endpoints.validate, { token });
    await call(app, endpoints.validate, { token });
    const { thread_id } = data(
      await call(app, endpoints.getCourseThread, {
        token,
        body: { course_id: 'high-school-math', subject: 'math' },
      }),
    );
    data(
      await call(app, endpoints.chat, {
        token,
        body: { message: 'מה זה נגזרת?', thread_id, course_id: 'high-school-math' },
      }),
    );
    // Act
    const response = await fetch(`${app.url}/metrics`);
    const text = await response.text();
    // Assert
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(
      sample(text, 'havruta_http_requests_total', {
        route: '/api/auth/validate',
        status: '200',
        node: 'node-m',
      }),
    ).toBe(2);
    expect(
      sample(text, 'havruta_tutor_turn_duration_seconds_count', { outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'havruta_db_pool_connections', { state: 'max' })).toBeGreaterThanOrEqual(1);
    expect(text).toContain('havruta_sse_streams');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).not.toMatch(/route="\/api\/chat\/[^"]*\d{3,}/);
  });
});

describe('given a scraper the node should not answer', () => {
  it('should hide /metrics from a forwarded request, and ask for METRICS_TOKEN when it is set', async () => {
    // Arrange
    app = await startTestApp({ METRICS_TOKEN: 'scrape-secret-0123456789' });
    // Act
    const anonymous = await fetch(`${app.url}/metrics`);
    const wrong = await fetch(`${app.url}/metrics`, { headers: { authorization: 'Bearer nope' } });
    const right = await fetch(`${app.url}/metrics`, {
      headers: { authorization: 'Bearer scrape-secret-0123456789' },
    });
    // Assert
    expect(anonymous.status).toBe(404);
    expect(wrong.status).toBe(404);
    expect(right.status).toBe(200);
  });

  it('should not publish it through a balancer on the same machine', async () => {
    // Arrange
    app = await startTestApp();
    // Act
    const forwarded = await fetch(`${app.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.5' } });
    // Assert
    expect(forwarded.status).toBe(404);
  });
});
