/**
 * The pseudo-locale: every English string accented, about 35 % longer and wrapped in bidi isolates and
 * brackets, laid out right to left like Hebrew. A translator or designer sees at a glance which text is
 * not from the locale files (it is not accented), where a longer translation would be cut off (the closing
 * bracket goes missing) and whether a string survives bidi marks in the Hebrew layout. Development builds
 * and Storybook only: `pseudoLocaleEnabled` is false in a production build, which then drops this code.
 */
import type { ResourceKey } from 'i18next';

/** The pseudo-locale's tag: `en-XA`, the usual tag for accented pseudo-English (Android, Chromium). */
export const PSEUDO_LOCALE = 'en-XA';

/** True in `npm run dev` and in Storybook (whose Vite config defines VITE_PSEUDO_LOCALE); false in production. */
export const pseudoLocaleEnabled: boolean =
  import.meta.env.DEV || import.meta.env.VITE_PSEUDO_LOCALE === 'on';

/** The app's development build offers a switch to it; Storybook has its locale toolbar instead. */
export const pseudoSwitchShown: boolean = pseudoLocaleEnabled && import.meta.env.VITE_PSEUDO_LOCALE !== 'on';

/** How much longer a pseudo string is than its English source: German or Finnish run about this long. */
export const EXPANSION = 0.35;

const RLI = '\u2067';
const PDI = '\u2069';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÁƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] ?? letter,
  ]),
);

/** Filler words that pad a string: real words wrap, so the padding overflows only where a translation would. */
const FILLER = ['ļöŕéɱ', 'îþšûɱ', 'ðöļöŕ', 'šîţ', 'áɱéţ'];

/**
 * Parts a translation must keep as they are: i18next interpolation (`{{name}}`), the design system's
 * placeholders (`{n}`), nesting (`$t(key)`), Trans tags (`<1>`, `</1>`, `<br/>`) and HTML entities.
 */
const KEEP = /(\{\{[^}]*\}\}|\{[a-zA-Z]+\}|\$t\([^)]*\)|<\/?[a-zA-Z0-9]+\s*\/?>|&[a-z]+;)/g;

/** Strings that are not text: a URL, a path or route, an e-mail address. */
function notText(value: string): boolean {
  return /^(?:[a-z]+:|\/|#|\.\/)\S*$/i.test(value) || /^\S+@\S+\.\S+$/.test(value);
}

/** One string in the pseudo-locale. */
export function pseudoLocalize(value: string): string {
  if (value.trim() === '' || notText(value)) return value;
  let text = '';
  const accented = value
    .split(KEEP)
    .map((part, index) => {
      // split with a capture group puts the kept parts at odd indexes
      if (index % 2 === 1) return part;
      text += part;
      return [...part].map((char) => ACCENTED[char] ?? char).join('');
    })
    .join('');
  // the padding grows with the text a translator writes, not with the placeholders the code fills in
  const wanted = /\p{L}/u.test(text) ? Math.ceil(text.trim().length * EXPANSION) : 0;
  const padding: string[] = [];
  for (let length = 0, i = 0; length < wanted; i += 1) {
    const word = FILLER[i % FILLER.length] ?? '';
    padding.push(word);
    length += word.length + 1;
  }
  return `${RLI}[${accented}${padding.length > 0 ? ` ${padding.join(' ')}` : ''}]${PDI}`;
}

/** A whole locale bundle (nested keys, arrays) in the pseudo-locale. */
export function pseudoBundle(bundle: ResourceKey): ResourceKey {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return pseudoLocalize(node);
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === 'object' && node !== null)
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    return node;
  };
  return walk(bundle) as ResourceKey;
}
