// A 200-formula Hebrew lesson, rendered cold (empty formula cache) and again from the cache.
import { loadKatex, RichText, texCache } from '@havruta/ui';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

const FORMULAS = 200;

function formula(i: number): string {
  const n = i + 2;
  switch (i % 5) {
    case 0:
      return `x_{${n}} = \\frac{-b \\pm \\sqrt{b^2 - ${n}ac}}{2a}`;
    case 1:
      return `\\int_0^{${n}} x^{${n}}\\,dx = \\frac{${n}^{${n + 1}}}{${n + 1}}`;
    case 2:
      return `\\sum_{k=1}^{${n}} k^2 = \\frac{${n}(${n}+1)(2\\cdot${n}+1)}{6}`;
    case 3:
      return `\\begin{pmatrix} ${n} & 1 \\\\ 0 & ${n} \\end{pmatrix}^{-1}`;
    default:
      return `\\lim_{x \\to ${n}} \\frac{\\sin(x-${n})}{x-${n}} = 1`;
  }
}

/** 100 paragraphs, each a Hebrew sentence with two formulas (one inline, every fourth display). */
const paragraphs = Array.from({ length: FORMULAS / 2 }, (_, p) => {
  const a = formula(2 * p);
  const b = formula(2 * p + 1);
  return p % 4 === 0
    ? `בשלב ${p + 1} נחשב את $${a}$ ואז נקבל $$${b}$$ כפי שראינו בשיעור.`
    : `בשלב ${p + 1} נחשב את $${a}$ ובנוסף את $${b}$ כפי שראינו בשיעור.`;
});

function Lesson() {
  return (
    <article>
      {paragraphs.map((text, index) => (
        <RichText key={index} as="p" text={text} />
      ))}
    </article>
  );
}

declare global {
  interface Window {
    runBench: (runs: number) => Promise<{
      cold: number[];
      warm: number[];
      copy: number[];
      coldLayout: number[];
      warmLayout: number[];
      copyLayout: number[];
      formulas: number;
      minimumShown: number;
    }>;
  }
}

const container = document.getElementById('lesson') as HTMLElement;
const copyContainer = document.getElementById('copy') as HTMLElement;
const root = createRoot(container);
const copyRoot = createRoot(copyContainer);

/** Main-thread time of one synchronous render and commit (effects included), then of the layout that follows. */
function timeRender(target: ReturnType<typeof createRoot>, element: HTMLElement, layouts: number[]): number {
  const start = performance.now();
  flushSync(() => target.render(<Lesson />));
  const committed = performance.now();
  void element.getBoundingClientRect().height;
  const elapsed = performance.now() - start;
  layouts.push(elapsed - (committed - start));
  return elapsed;
}

function unmount(target: ReturnType<typeof createRoot>): void {
  flushSync(() => target.render(null));
}

window.runBench = async (runs) => {
  await loadKatex();
  const cold: number[] = [];
  const warm: number[] = [];
  const copy: number[] = [];
  const coldLayout: number[] = [];
  const warmLayout: number[] = [];
  const copyLayout: number[] = [];
  // Every run checks that both copies really show all their formulas (no node was lost by the cache).
  let minimumShown = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    // Cold: KaTeX loaded, formula cache empty, so all 200 formulas are typeset.
    texCache.clear();
    cold.push(timeRender(root, container, coldLayout));
    unmount(root);
    // Cached: the same lesson unmounted and mounted again; every formula comes from the cache.
    warm.push(timeRender(root, container, warmLayout));
    // Cached while the lesson is still on the page: every cached node is in use, so each one is copied.
    copy.push(timeRender(copyRoot, copyContainer, copyLayout));
    minimumShown = Math.min(
      minimumShown,
      container.querySelectorAll('.katex').length,
      copyContainer.querySelectorAll('.katex').length,
    );
    unmount(copyRoot);
    unmount(root);
  }
  flushSync(() => root.render(<Lesson />));
  return {
    cold,
    warm,
    copy,
    coldLayout,
    warmLayout,
    copyLayout,
    formulas: container.querySelectorAll('.katex').length,
    minimumShown,
  };
};
