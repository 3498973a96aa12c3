/**
 * The question a message asks, without what does not belong to it (docs/tutor.md, "Solver coverage"): the
 * table values a textbook problem hands the student ("נתון $t_{0.025,15}=2.131$", "$\Phi(1.5)=0.9332$") —
 * their subscripts and values are not data, the distribution's name stays — and closing instructions that only say how to write the answer ("כתבו
 * בצורה $y=mx+b$", "עגלו לשתי ספרות", "(מספר בלבד)", "מהו $x$?"): read as math they would be glued onto
 * the problem's formula. The solver still computes exact values; the student's rounding is the checker's.
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
