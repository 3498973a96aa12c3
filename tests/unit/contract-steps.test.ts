import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAst, transformWithOxc } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { contractSteps, drainContractSteps } from '../../app/src/lib/api-client/contract-steps';
import { prepareRequest } from '../../app/src/lib/api-client/request';
import type { Endpoint } from '../../backend/contract';
import { rewriteContractModule, type ProgramNode } from '../../scripts/vite/contract-steps';

const program = (code: string) => parseAst(code) as unknown as { body: ProgramNode[] };
const contractDir = path.resolve('backend/contract');

/** A contract module as the app build hands it to the plugin: TypeScript already stripped. */
async function compiled(file: string): Promise<string> {
  const source = readFileSync(path.join(contractDir, file), 'utf8');
  return (await transformWithOxc(source, file, { lang: 'ts' })).code;
}

describe('the contract built in slices: the build rewrite', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'havruta-contract-steps-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('should defer every top-level declaration and statement, in order, and keep exports live', async () => {
    const queue = path.join(work, 'queue.mjs');
    writeFileSync(queue, 'export const contractSteps = [];\n');
    writeFileSync(path.join(work, 'dep.mjs'), 'export const base = { n: 1 };\n');
    const source = [
      "import { base } from './dep.mjs';",
      'const hidden = base.n + 1;',
      'export const shown = hidden * 10, other = shown + 1;',
      'export let later;',
      'later = other;',
      'export function read() { return shown; }',
      'export { hidden as alias };',
    ].join('\n');
    const rewritten = rewriteContractModule(source, program(source), queue);
    expect(rewritten).not.toBeNull();
    const file = path.join(work, 'module.mjs');
    writeFileSync(file, rewritten ?? '');
    const loaded = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown> & {
      read: () => unknown;
    };
    const { contractSteps: steps } = (await import(/* @vite-ignore */ pathToFileURL(queue).href)) as {
      contractSteps: Array<() => void>;
    };
    // Loaded, nothing is built yet: the functions are there, the values are not.
    expect(loaded.shown).toBeUndefined();
    expect(typeof loaded.read).toBe('function');
    expect(steps).toHaveLength(3);
    for (const step of steps) step();
    expect({ ...loaded, read: loaded.read() }).toEqual({
      shown: 20,
      other: 21,
      later: 21,
      alias: 2,
      read: 20,
    });
  });

  it('should leave a module without imports, or one it cannot rewrite safely, whole', () => {
    const queue = '/queue.mjs';
    for (const source of [
      'export const a = 1;',
      "import { b } from './b';\nexport const { c } = b;",
      "import { b } from './b';\nexport default b;",
      "import { b } from './b';\nexport function f() { return b; }",
    ]) {
      expect(rewriteContractModule(source, program(source), queue)).toBeNull();
    }
  });

  // A contract module left whole would build its schemas at load, before the modules it imports from
  // are built: every module with imports must be rewritten.
  it.each(readdirSync(contractDir).filter((file) => file.endsWith('.ts')))(
    'should rewrite backend/contract/%s whenever it imports anything',
    async (file) => {
      const code = await compiled(file);
      const parsed = program(code);
      const imports = parsed.body.some((node) => node.type === 'ImportDeclaration');
      const rewritten = rewriteContractModule(code, parsed, '/queue.mjs');
      if (imports) expect(rewritten).toContain('__contractSteps.push(');
      else expect(rewritten).toBeNull();
    },
  );
});

describe('the contract built in slices: the queue', () => {
  it('should run every step once, in order, in slices with a task between them', async () => {
    const ran: number[] = [];
    let tasks = 0;
    const counter = setInterval(() => (tasks += 1), 0);
    for (let index = 0; index < 6; index += 1) {
      contractSteps.push(() => {
        ran.push(index);
        // Each step takes longer than a slice, so each runs in its own.
        const until = performance.now() + 6;
        while (performance.now() < until) {
          /* busy */
        }
      });
    }
    const first = drainContractSteps();
    expect(drainContractSteps()).toBe(first);
    // Steps queued while the queue runs are run by the same drain.
    contractSteps.push(() => ran.push(6));
    await first;
    clearInterval(counter);
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(contractSteps).toHaveLength(0);
    expect(tasks).toBeGreaterThan(0);
  });

  it('should resolve at once with nothing queued (Storybook, tests, the dev server)', async () => {
    await expect(drainContractSteps()).resolves.toBeUndefined();
  });
});

describe('the contract built in slices: a call before it is built', () => {
  it('should say so instead of failing on a property of undefined', () => {
    // What `endpoints.validate` is in the production build before contractReady() resolves.
    const notBuilt = undefined as unknown as Endpoint;
    expect(() => prepareRequest(notBuilt, {})).toThrow(/contract is not built yet.*contractReady/);
  });
});
