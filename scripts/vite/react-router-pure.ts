import type { Plugin } from 'vite';

/** One text patch of react-router's built files: what it finds, what it writes instead, and why. */
export type Patch = { name: string; find: RegExp; replace: string };

/**
 * react-router's top-level `var X = React.forwardRef(…)`, `React.createContext(…)` and `X.displayName = …`
 * statements carry no pure annotation, so the bundler keeps every component they define (Form, NavLink,
 * ScrollRestoration, the data-router contexts) and all they reference, used or not. Marking those calls
 * pure and the displayName writes (a devtools label) as droppable lets unused ones go.
 */
export const reactRouterPatches: readonly Patch[] = [
  {
    name: 'pure component and context calls',
    find: /^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm,
    replace: '$1/* @__PURE__ */ $2',
  },
  { name: 'displayName writes', find: /^(\w+)\.displayName = ("[^"\n]*");$/gm, replace: '' },
  // <Link> renders PrefetchPageLinks only in framework mode, never under <HashRouter>: drop it.
  {
    name: "<Link>'s PrefetchPageLinks",
    find: /React\d*\.createElement\(PrefetchPageLinks, \{ page: href \}\)/g,
    replace: 'null',
  },
];

/** Applies every patch to one file, adding to `counts` how often each one matched. */
export function applyPatches(code: string, patches: readonly Patch[], counts: Map<string, number>): string {
  let patched = code;
  for (const patch of patches) {
    const matched = patched.match(patch.find)?.length ?? 0;
    counts.set(patch.name, (counts.get(patch.name) ?? 0) + matched);
    if (matched > 0) patched = patched.replace(patch.find, patch.replace);
  }
  return patched;
}

/** The patches that matched nothing in any of the files: an upgrade changed those lines. */
export function unmatchedPatches(patches: readonly Patch[], counts: ReadonlyMap<string, number>): string[] {
  return patches.filter((patch) => (counts.get(patch.name) ?? 0) === 0).map((patch) => patch.name);
}

/**
 * The build's patches of react-router (each saves bytes of the landing, docs/architecture.md). A patch that
 * matches nothing across all of react-router's files fails the build instead of silently turning off.
 */
export function reactRouterPure(patches: readonly Patch[] = reactRouterPatches): Plugin {
  const counts = new Map<string, number>();
  let seen = false;
  return {
    name: 'havruta:react-router-pure',
    apply: 'build',
    buildStart() {
      counts.clear();
      seen = false;
    },
    transform(code, id) {
      if (!id.includes('/node_modules/react-router/dist/')) return null;
      seen = true;
      return applyPatches(code, patches, counts);
    },
    buildEnd(error) {
      if (error || !seen) return;
      const unmatched = unmatchedPatches(patches, counts);
      if (unmatched.length > 0) {
        throw new Error(
          `react-router patch(es) matched nothing: ${unmatched.join(', ')}. react-router's built files ` +
            'changed: update the patterns in scripts/vite/react-router-pure.ts or drop the patch.',
        );
      }
    },
  };
}
