/**
 * The question a student asks about in a long paste: a pasted exam of several questions with parts, and
 * a request ("רק סעיף א של שאלה 2", "only part b of question 2") before or after it. The request names a
 * question and a part; the question's opening (what is given) and that part are passed on, nothing else.
 */

/** Longest text the intent layer reads; the rest of a longer paste is cut off before it is read. */
export const MAX_READ = 20_000;
/** Longest question passed on from a paste. */
const MAX_QUESTION = 1_500;

const hebrewParts = 'אבגדהוזח';
const latinParts = 'abcdefgh';

export interface Paste {
  /** the numbered questions found (0 or 1: not an exam) */
  questions: number;
  /** what the student wrote around the questions: the request */
  request: string;
  /** the question and part asked about, when the request names one */
  asked?: { question: number | undefined; part: number | undefined; text: string };
  /** the first question (with its opening): where a guided start begins */
  first?: string;
}

interface Block {
  number: number;
  start: number;
  end: number;
}

const questionHeader =
  /^\s*(?:(?:שאלה|תרגיל|question|exercise|problem|q)\s*(?:מס(?:פר|')?\s*|no\.?\s*|#\s*)?(\d{1,2})\b\s*[.):-]?|(\d{1,2})\s*[.)]\s+(?=\S))/iu;
const partHeader = /^\s*(?:סעיף\s*([א-ח])\b|part\s*\(?([a-h])\)?\b|\(?([א-ח])\s*[.)'׳]|\(?([a-h])\s*[.)])/iu;

/** The 0-based index of a part letter (Hebrew or Latin), or undefined. */
function partIndex(letter: string | undefined): number | undefined {
  if (!letter) return undefined;
  const lower = letter.toLowerCase();
  const hebrew = hebrewParts.indexOf(lower);
  if (hebrew >= 0) return hebrew;
  const latin = latinParts.indexOf(lower);
  return latin >= 0 ? latin : undefined;
}

/** The question and part a request names: "שאלה 2 סעיף א", "2א", "part b of question 2", "q2(b)". */
export function reference(request: string): { question: number | undefined; part: number | undefined } {
  const question =
    /(?:שאלה|תרגיל|question|exercise|problem|q)\s*(?:מס(?:פר|')?\s*|no\.?\s*|#\s*)?(\d{1,2})/iu.exec(
      request,
    )?.[1];
  const part =
    /(?:סעיף|סעיפים|part|section)\s*\(?([א-חa-h])(?![א-תa-z])/iu.exec(request)?.[1] ??
    /(?<![0-9])\d{1,2}\s*[.(]?\s*([א-חa-h])(?![א-תa-z])\)?/iu.exec(request)?.[1];
  const bare = question ?? /(?:^|\s)(\d{1,2})\s*[.(]?\s*[א-חa-h]\)?(?=$|[\s,.?!])/iu.exec(request)?.[1];
  return { question: bare === undefined ? undefined : Number(bare), part: partIndex(part) };
}

/** The numbered questions of a paste, each a range of lines; repeated numbers end the exam (a request). */
function blocks(lines: readonly string[]): Block[] {
  const found: Block[] = [];
  let expected = 1;
  lines.forEach((line, index) => {
    const match = questionHeader.exec(line);
    const number = Number(match?.[1] ?? match?.[2] ?? NaN);
    // a header counts only in order (1, 2, 3 …): "2. log_2(x+3)" inside question 2 is not question 2 again
    if (!match || number !== expected) return;
    const last = found.at(-1);
    if (last) last.end = index;
    found.push({ number, start: index, end: lines.length });
    expected += 1;
  });
  return found;
}

/** Where the parts of a question start (line indexes inside the block), in order א, ב, ג … */
function parts(lines: readonly string[], block: Block): number[] {
  const starts: number[] = [];
  for (let index = block.start; index < block.end; index += 1) {
    const match = partHeader.exec(lines[index] ?? '');
    const part = partIndex(match?.[1] ?? match?.[2] ?? match?.[3] ?? match?.[4]);
    if (part === starts.length) starts.push(index);
  }
  return starts;
}

function clip(text: string): string {
  return text.length > MAX_QUESTION ? text.slice(0, MAX_QUESTION) : text;
}

/**
 * One question of the paste: its opening and the part asked (every part when none is), without the
 * question's number and the part's letter, which a solver would read as numbers of the problem.
 */
function questionText(lines: readonly string[], block: Block, part: number | undefined): string {
  const starts = parts(lines, block);
  const unlabelled = (index: number, label: RegExp) => (lines[index] ?? '').replace(label, '').trim();
  const opening = [
    unlabelled(block.start, questionHeader),
    ...lines.slice(block.start + 1, starts[0] ?? block.end),
  ];
  const chosen = part === undefined ? undefined : starts[part];
  if (part === undefined || chosen === undefined) {
    return clip([...opening, ...lines.slice(starts[0] ?? block.end, block.end)].join('\n').trim());
  }
  const end = starts[part + 1] ?? block.end;
  return clip(
    [...opening, unlabelled(chosen, partHeader), ...lines.slice(chosen + 1, end)].join('\n').trim(),
  );
}

/**
 * Reads a paste: its questions, the request around them, and the question asked about. The request is the
 * text before the first question and after the last one's last line that belongs to it (a line that is
 * not part of a question: one naming a question of the exam, or one after an empty line that ends it).
 */
export function readPaste(message: string): Paste {
  const lines = message.slice(0, MAX_READ).split(/\r?\n/);
  const found = blocks(lines);
  if (found.length < 2) return { questions: found.length, request: message };
  const first = found[0] as Block;
  const last = found.at(-1) as Block;
  const before = lines.slice(0, first.start);
  // After the last question: the lines past an empty line that name a question or part, or a request word.
  const after: string[] = [];
  let blank = false;
  for (let index = last.start + 1; index < last.end; index += 1) {
    const line = lines[index] ?? '';
    if (line.trim() === '') {
      blank = true;
      continue;
    }
    if (blank) {
      after.push(...lines.slice(index, last.end));
      last.end = index;
      break;
    }
  }
  const request = [...before, ...after].join('\n').trim();
  const { question, part } = reference(request);
  const block =
    found.find((candidate) => candidate.number === question) ?? (found.length === 1 ? first : undefined);
  const firstText = questionText(lines, first, undefined);
  if (!block && part === undefined) return { questions: found.length, request, first: firstText };
  const target = block ?? first;
  return {
    questions: found.length,
    request,
    asked: { question: target.number, part, text: questionText(lines, target, part) },
    first: firstText,
  };
}
