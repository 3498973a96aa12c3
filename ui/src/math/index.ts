export { MathRenderer, useKatexStatus } from './math-renderer';
export type { MathRendererProps } from './math-renderer';
export { loadKatex } from './katex-loader';
export type { KatexStatus } from './katex-loader';
export { containsHebrew, fixTex, hasMath, splitMath, texCache } from './tex';
export type { TexSegment } from './tex';
