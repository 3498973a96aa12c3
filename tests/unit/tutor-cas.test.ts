import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { checkAnswer } from '../../backend/domain/answer';
import { installedCas } from './helpers/cas';
import { casPool, casSettings, poolFor, setCasPool } from '../../backend/src/tutor/cas';
import { createPool, type Pool } from '../../backend/src/tutor/cas/pool';
import { solve, type SolveOutcome } from '../../backend/src/tutor/solver';
import { computationsMath, solvedCorrectly } from '../fixtures/tutor/computations-math';

/** A stand-in worker in Node: answers `echo`, never answers `hang`, exits on `crash`. */
const FAKE_WORKER = `
const readline = require('node:readline');
process.stdout.write(JSON.stringify({ ready: process.argv[1] !== 'not-ready' }) + '\\n');
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const request = JSON.parse(line);
  if (request.op === 'crash') process.exit(3);
  if (request.op === 'hang') return;
  process.stdout.write(JSON.stringify({ id: request.id, result: { echo: request.value, pid: process.pid } }) + '\\n');
});
`;

function fakePool(options: { timeoutMs?: number; ready?: boolean; size?: number } = {}): Pool {
  return createPool({
    command: process.execPath,
    args: ['-e', FAKE_WORKER, options.ready === false ? 'not-ready' : 'ready'],
    size: options.size ?? 1,
    timeoutMs: options.timeoutMs ?? 5000,
  });
}

const pools: Pool[] = [];
function track(pool: Pool): Pool {
  pools.push(pool);
  return pool;
}
afterEach(() => {
  for (const pool of pools.splice(0)) pool.close();
});

describe('given the CAS pool', () => {
  it('should answer a call through a warm worker', async () => {
    // Arrange
    const pool = track(fakePool());

    // Act
    const state = await pool.start();
    const answer = await pool.call({ op: 'echo', value: 7 });

    // Assert
    expect(state).toBe('ready');
    expect(answer).toMatchObject({ ok: true, value: { echo: 7 } });
  });

  it('should fail a call past its time limit, kill the stuck worker and answer the next call with a new one', async () => {
    // Arrange
    const pool = track(fakePool({ timeoutMs: 1000 }));
    await pool.start();
    const first = await pool.call({ op: 'echo', value: 1 });

    // Act
    const stuck = await pool.call({ op: 'hang' });
    const next = await pool.call({ op: 'echo', value: 2 });

    // Assert
    expect(stuck).toEqual({ ok: false, reason: 'timeout' });
    expect(pool.replaced()).toBe(1);
    expect(next).toMatchObject({ ok: true, value: { echo: 2 } });
    const pid = (answer: typeof first) => (answer.ok ? (answer.value as { pid: number }).pid : 0);
    expect(pid(next)).not.toBe(pid(first));
  });

  it('should fail the call of a worker that crashes and replace the worker', async () => {
    // Arrange
    const pool = track(fakePool());
    await pool.start();

    // Act
    const crashed = await pool.call({ op: 'crash' });
    const next = await pool.call({ op: 'echo', value: 3 });

    // Assert
    expect(crashed).toMatchObject({ ok: false, reason: 'error' });
    expect(pool.replaced()).toBe(1);
    expect(next).toMatchObject({ ok: true, value: { echo: 3 } });
  });

  it('should queue calls beyond its workers and answer each', async () => {
    // Arrange
    const pool = track(fakePool({ size: 2 }));

    // Act
    const answers = await Promise.all([1, 2, 3, 4, 5].map((value) => pool.call({ op: 'echo', value })));

    // Assert
    expect(answers.map((answer) => (answer.ok ? (answer.value as { echo: number }).echo : null))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it.each([
    [
      'a program that is not installed',
      () => createPool({ command: '/nonexistent/python3', args: [], size: 1, timeoutMs: 1000 }),
    ],
    ['a worker that says it is not ready (no SymPy)', () => fakePool({ ready: false })],
    ['CAS_PYTHON=off', () => poolFor({ python: 'off', size: 1, timeoutMs: 1000 })],
  ])('should be unavailable with %s, and every call should say so at once', async (_name, make) => {
    // Arrange
    const pool = track(make());

    // Act
    const state = await pool.start();
    const answer = await pool.call({ op: 'echo', value: 1 });

    // Assert
    expect(state).toBe('unavailable');
    expect(answer).toEqual({ ok: false, reason: 'unavailable' });
  });
});

describe('given the CAS settings', () => {
  it('should use safe defaults and ignore values out of range', () => {
    // Act
    const defaults = casSettings({});
    const bad = casSettings({ CAS_POOL_SIZE: '999', CAS_TIMEOUT_MS: 'soon', CAS_PYTHON: ' ' });
    const set = casSettings({ CAS_POOL_SIZE: '3', CAS_TIMEOUT_MS: '800', CAS_PYTHON: 'off' });

    // Assert
    expect(defaults).toEqual({ python: '/usr/bin/python3', size: 2, timeoutMs: 5000 });
    expect(bad).toEqual(defaults);
    expect(set).toEqual({ python: 'off', size: 3, timeoutMs: 800 });
  });
});

function textOf(outcome: SolveOutcome): string {
  return outcome.status === 'solved' || outcome.status === 'none' ? '' : outcome.reply.text;
}

describe('given a server without the CAS', () => {
  afterAll(() => setCasPool(undefined));

  it.each([
    ['פתרו log_2(x+3)=5', 'he', /לא מותקנת/],
    ['solve sin(2x)=cos(x) on [0, 2pi]', 'en', /not installed/],
    ['solve x^2-5x+6>0', 'en', /an inequality/],
    ['חקור את הפונקציה f(x)=x^2/(x-1)', 'he', /חקירת פונקציה/],
  ] as const)('should say honestly that it cannot do %j here', async (message, language, pattern) => {
    // Arrange
    setCasPool(poolFor({ python: 'off', size: 1, timeoutMs: 1000 }));

    // Act
    const outcome = await solve(message, { language });

    // Assert
    expect(outcome.status).toBe('unsupported');
    expect(textOf(outcome)).toMatch(pattern);
    expect(textOf(outcome)).not.toMatch(/could not read|לא הצלחתי לקרוא/);
  });

  it.each([
    ['(2+3i)(1-i)', 'complex-numbers'],
    ['מה הזווית בין הווקטורים (1,2,3) ו-(4,5,6)', 'vectors'],
    ['חשב את האינטגרל של 3x^2-4x+1 בין 1 ל-3', 'definite-integral'],
    ['תגזור לי x^3*sin(x)', 'derivative'],
  ])('should still solve %j without it', async (message, kind) => {
    // Arrange
    setCasPool(poolFor({ python: 'off', size: 1, timeoutMs: 1000 }));

    // Act
    const outcome = await solve(message);

    // Assert
    expect(outcome.status === 'solved' ? outcome.solution.kind : outcome.status).toBe(kind);
  });
});

describe('given the CAS as installed on this machine (CI installs SymPy; without it the reply is honest)', () => {
  const casState = installedCas();

  it.each([
    ['פתור log_2(x+3)=5', 'x=29'],
    ['פתרו sin(2x)=cos(x) בתחום [0, 2π]', 'x=pi/6, x=pi/2, x=5pi/6, x=3pi/2'],
    ['solve x^2-5x+6>0', 'x<2 or x>3'],
    ['solve |2x-1|<3', '-1<x<2'],
    ['integrate x*e^x', '(x-1)e^x+C'],
    ['מה השטח בין y=x^2 ל-y=x', '1/6'],
  ])('should solve %j as %s, verified, or say the CAS is missing', async (message, expected) => {
    // Act
    const outcome = await solve(message);

    // Assert
    if (casState() === 'ready') {
      expect(outcome.status).toBe('solved');
      const result = outcome.status === 'solved' ? (outcome.solution.result ?? '') : '';
      const withoutC = (text: string) => text.replace(/\+C$/, '');
      expect(checkAnswer({ expected: withoutC(expected) }, withoutC(result)).verdict).toBe('correct');
    } else {
      expect(outcome.status).toBe('unsupported');
    }
  });

  it('should refuse a tree it does not know, and stay alive', async () => {
    // Act
    const refused = await casPool().call({ op: 'solve', var: 'x', f: { t: 'call', name: '__import__' } });
    const next = await casPool().call({ op: 'solve', var: 'x', f: { t: 'var', name: 'x' } });

    // Assert
    if (casState() === 'ready') {
      expect(refused).toMatchObject({ ok: false, reason: 'error' });
      expect(next).toMatchObject({ ok: true });
    } else {
      expect(refused).toEqual({ ok: false, reason: 'unavailable' });
    }
  });
});

describe('given the math computations set in students words (tune split only)', () => {
  it('should solve at least 90 % of the tune split correctly, or answer the CAS kinds honestly without it', async () => {
    // Arrange
    setCasPool(undefined);
    const state = await casPool().start();
    const tune = computationsMath.filter((item) => item.split === 'tune');
    const check = (expected: string, given: string) => checkAnswer({ expected }, given).verdict === 'correct';

    // Act
    const outcomes = [];
    for (const item of tune) outcomes.push({ item, outcome: await solve(item.text) });

    // Assert
    if (state === 'ready') {
      const right = outcomes.filter(({ item, outcome }) => solvedCorrectly(item, outcome, check)).length;
      expect(right / tune.length).toBeGreaterThanOrEqual(0.9);
    } else {
      const honest = outcomes.filter(
        ({ item, outcome }) => solvedCorrectly(item, outcome, check) || outcome.status === 'unsupported',
      ).length;
      expect(honest / tune.length).toBeGreaterThanOrEqual(0.9);
    }
  }, 300_000);
});
