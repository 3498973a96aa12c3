export { MathRenderer, useKatexStatus } from './math-renderer';
export type { MathRendererProps } from './math-renderer';
export { loadKatex } from './katex-loader';
export type { KatexStatus } from './katex-loader';
export { containsHebrew, fixTex, hasMath, splitMath, streamingSafeText } from './tex';
export { texCache } from './formula-nodes';
export type { TexSegment } from './tex';
