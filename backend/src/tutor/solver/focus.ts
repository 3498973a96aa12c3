/**
 * The question a message asks, without what does not belong to it (docs/tutor.md, "Solver coverage"): the
 * table values a textbook problem hands the student ("נתון $t_{0.025,15}=2.131$", "$\Phi(1.5)=0.9332$") —
 * their subscripts and values are not data, the distribution's name stays — and closing instructions that only say how to write the answer ("כתבו
 * בצורה $y=mx+b$", "עגלו לשתי ספרות", "(מספר בלבד)", "מהו $x$?"): read as math they would be glued onto
 * the problem's formula. A math span holding only a number is read as that number. The solver still computes exact values; the student's rounding is the checker's.
 */

/** A table value: t, z, F or χ² with a subscript, or Φ of a number, equal to a number. */
const TABLE_VALUE =
  /(\\?chi\s*\^\s*\{?2\}?|χ\s*\^?\s*2|χ²|\b[tzF])\s*_\s*(?:\{[^{}]*\}|[\d.]+)\s*=\s*-?\d+(?:\.\d+)?|(?:\\Phi|Φ)\s*\(\s*-?\d+(?:\.\d+)?\s*\)\s*=\s*\d*\.?\d+/g;

/** A sentence (not the first) that only says how to give the answer. */
const INSTRUCTION =
  /^(?:כתבו|כתוב|כתבי|רשמו|תנו|תן|עגלו|עגל|היעזרו|העזרו|הסבירו|נמקו|הציגו את התשובה|round|give|write|express)(?![\u05D0-\u05EA])/i;

/** "מהו $x$?", "what is x?": asks for the unknown the problem already names. */
const ASKS_UNKNOWN = /^(?:מהו|מהי|מה|ומהו|what\s+is)\s*\$?\s*[a-z]\s*\$?\s*\??$/i;

/** A parenthesis that only says how to give the answer. */
const ANSWER_FORM = /\((?:מספר בלבד|number only|[^()]{0,20}ספרות[^()]{0,30})\)/gi;

export function focus(message: string): string {
  const withoutTables = message
    // a math span that is only a number is that number: "$3.2$ ק\"ג", "$10{,}400$", "$5\%$"
    .replace(
      /\$\s*(-?\d+(?:\{,\}\d{3})*(?:\.\d+)?)\s*(\\?%)?\s*\$/g,
      (_m, value: string, percent?: string) => `${value.replace(/\{,\}/g, '')}${percent ? '%' : ''}`,
    )
    // "ערך $p$", "ערך ה־$p$", "$p$-value": the p-value's name
    .replace(/ערך\s*(?:ה[-־]?)?\s*\$\s*p\s*\$/g, 'ערך p')
    .replace(/\$\s*p\s*\$\s*-\s*value/gi, 'p-value')
    // "$n=36$" read as "n=36": a one-letter name opens a math span without a space before it
    .replace(/\$(?=[a-z](?:_\{?\w+\}?)?\s*=)/gi, '$ ')
    // "62% מתוך 250" is 155 of 250 when that is a whole count
    .replace(
      /(\d+(?:\.\d+)?)\s*%(\s*(?:מתוך|מבין|out\s+of|of)\s*)(\d+)/gi,
      (found, percent: string, between: string, total: string) => {
        const count = (Number(percent) * Number(total)) / 100;
        return Math.abs(count - Math.round(count)) < 1e-9 ? `${Math.round(count)}${between}${total}` : found;
      },
    )
    // the distribution's name stays: it may be the only word that names the test
    .replace(TABLE_VALUE, (_value, name: string | undefined) => ` ${name ?? ''} `)
    .replace(ANSWER_FORM, ' ')
    // what the table values leave behind: "$ $", "( )", "נתון: ." and a dangling "ו־"
    .replace(/\$\s*(?:[,;]|ו[־-]?)?\s*\$/g, ' ')
    .replace(/\(\s*[,;]?\s*\)/g, ' ')
    .replace(/(?:נתון|נתונים|given)\s*:?\s*(?:ו[־-]?\s*)?(?=[.;]|$)/gi, ' ');
  const sentences = withoutTables.split(/(?<=[.?!])\s+(?=\S)/);
  const kept = sentences.filter(
    (sentence, index) =>
      index === 0 || !(INSTRUCTION.test(sentence.trim()) || ASKS_UNKNOWN.test(sentence.trim())),
  );
  return (
    kept
      .join(' ')
      // a full stop left alone after the sentence's own ("…$P(\bar{x}>63)$. .")
      .replace(/([.?!])(?:\s+[.,;:](?=\s|$))+/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
