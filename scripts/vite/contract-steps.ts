import path from 'node:path';
import type { Plugin } from 'vite';

/** A node of an ESTree program, with the fields the rewrite reads. */
export interface ProgramNode {
  type: string;
  start: number;
  end: number;
  declaration?: ProgramNode | null;
  declarations?: Array<{ id: ProgramNode & { name?: string }; init?: ProgramNode | null }>;
}

/**
 * Rewrites one contract module (JavaScript, already stripped of types) so that building its schemas waits
 * for the queue in `queueModule` (app/src/lib/api-client/contract-steps.ts explains why):
 * - imports, function and class declarations and re-exports stay as they are;
 * - every top-level `const`/`let` becomes a `let` binding, assigned by a step, one step per top-level
 *   statement, pushed in source order; top-level expression statements become steps too;
 * - exported bindings stay exported, as live bindings: importers read them once the steps have run.
 * Returns null for a module that has nothing to defer (no imports, or no declarations) or that it cannot
 * rewrite safely (a destructuring declaration, a default export); such a module stays whole.
 */
export function rewriteContractModule(
  code: string,
  program: { body: ProgramNode[] },
  queueModule: string,
): string | null {
  if (!program.body.some((node) => node.type === 'ImportDeclaration')) return null;
  const bindings: string[] = [];
  const exported: string[] = [];
  const steps: string[] = [];
  const kept: string[] = [];
  for (const node of program.body) {
    if (node.type === 'ExportDefaultDeclaration') return null;
    const exportedDeclaration = node.type === 'ExportNamedDeclaration' ? node.declaration : null;
    const statement = exportedDeclaration ?? node;
    if (statement.type === 'VariableDeclaration') {
      const assignments: string[] = [];
      for (const declarator of statement.declarations ?? []) {
        const name = declarator.id.type === 'Identifier' ? declarator.id.name : undefined;
        if (!name) return null;
        bindings.push(name);
        if (exportedDeclaration) exported.push(name);
        if (declarator.init) {
          assignments.push(`${name} = (${code.slice(declarator.init.start, declarator.init.end)});`);
        }
      }
      if (assignments.length > 0) steps.push(assignments.join(' '));
    } else if (statement.type === 'ExpressionStatement') {
      steps.push(code.slice(statement.start, statement.end));
    } else {
      kept.push(code.slice(node.start, node.end));
    }
  }
  if (steps.length === 0) return null;
  return [
    `import { contractSteps as __contractSteps } from ${JSON.stringify(queueModule)};`,
    ...kept,
    `let ${bindings.join(', ')};`,
    exported.length > 0 ? `export { ${exported.join(', ')} };` : '',
    `__contractSteps.push(${steps.map((step) => `() => { ${step} }`).join(',\n')});`,
  ].join('\n');
}

/**
 * The production app's contract, built in slices: every module of backend/contract goes through
 * `rewriteContractModule`, in the build and in `npm run dev` alike, so a read of the contract before
 * `contractReady()` fails in dev as it would in production. Storybook and vitest do not use this config: the
 * mocks, stories and backend read the contract on load by design (docs/architecture.md).
 */
export function contractSteps(root: string): Plugin {
  const contractDir = path.join(root, 'backend/contract') + path.sep;
  const queueModule = path.join(root, 'app/src/lib/api-client/contract-steps.ts');
  return {
    name: 'havruta:contract-steps',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(contractDir) || !file.endsWith('.ts')) return null;
      const program = this.parse(code) as unknown as { body: ProgramNode[] };
      const rewritten = rewriteContractModule(code, program, queueModule);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
