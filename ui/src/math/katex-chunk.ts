// The lazily loaded chunk: KaTeX and its stylesheet travel together, away from the main bundle.
import katex from 'katex';
import 'katex/dist/katex.min.css';
import type { KatexLike } from './tex';

const lazyKatex: KatexLike = katex;
export default lazyKatex;
