/**
 * `npm run -s answer`: the answer checker from the command line, for content authors and teachers
 * (docs/content.md). One JSON verdict line per check, in input order.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { answerKinds, checkAnswer, type AnswerSpec } from '../../backend/domain/answer';

const Kind = z.enum(answerKinds);

/** One line of `--jsonl` input. */
export const AnswerLine = z.object({
  expected: z.union([z.string(), z.number()]),
  student: z.union([z.string(), z.number()]),
  kind: Kind.optional(),
  options: z.array(z.string()).optional(),
  tolerance: z.number().nonnegative().optional(),
});

export const answerUsage = `usage:
  npm run -s answer -- --expected "x^2+2x+1" --student "(x+1)^2" [--kind ${answerKinds.join('|')}]
                       [--option "first" --option "second" …] [--tolerance 0.01]
  npm run -s answer -- --jsonl < lines.jsonl      one {"expected","student","kind"?,"options"?,"tolerance"?} per line`;

function spec(line: z.infer<typeof AnswerLine>): AnswerSpec {
  return {
    expected: line.expected,
    ...(line.kind ? { kind: line.kind } : {}),
    ...(line.options ? { options: line.options } : {}),
    ...(line.tolerance !== undefined ? { tolerance: line.tolerance } : {}),
  };
}

/** The verdict line for one input line of `--jsonl`; a line that is not a check gets an error line. */
export function answerJsonLine(text: string, lineNumber: number): string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return JSON.stringify({ error: 'not JSON', line: lineNumber });
  }
  const parsed = AnswerLine.safeParse(json);
  if (!parsed.success) {
    return JSON.stringify({
      error: parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'line'}: ${issue.message}`)
        .join('; '),
      line: lineNumber,
    });
  }
  return JSON.stringify(checkAnswer(spec(parsed.data), parsed.data.student));
}

export type CliResult = { code: number; stdout: string[]; stderr: string[] };

/** Runs the CLI on its arguments; `readInput` gives standard input's lines for `--jsonl`. */
export async function runAnswerCli(
  argv: string[],
  readInput: () => AsyncIterable<string>,
): Promise<CliResult> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        expected: { type: 'string' },
        student: { type: 'string' },
        kind: { type: 'string' },
        option: { type: 'string', multiple: true },
        tolerance: { type: 'string' },
        jsonl: { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    return { code: 2, stdout: [], stderr: [(error as Error).message, answerUsage] };
  }
  if (values.help) return { code: 0, stdout: [answerUsage], stderr: [] };
  if (values.jsonl) {
    const stdout: string[] = [];
    let lineNumber = 0;
    for await (const line of readInput()) {
      lineNumber += 1;
      if (line.trim().length === 0) continue;
      stdout.push(answerJsonLine(line, lineNumber));
    }
    return { code: 0, stdout, stderr: [] };
  }
  const kind = values.kind === undefined ? undefined : Kind.safeParse(values.kind);
  const tolerance = values.tolerance === undefined ? undefined : Number(values.tolerance);
  if (
    values.expected === undefined ||
    values.student === undefined ||
    (kind && !kind.success) ||
    (tolerance !== undefined && !(tolerance >= 0))
  ) {
    return { code: 2, stdout: [], stderr: [answerUsage] };
  }
  const line = {
    expected: values.expected,
    student: values.student,
    ...(kind?.success ? { kind: kind.data } : {}),
    ...(values.option ? { options: values.option } : {}),
    ...(tolerance !== undefined ? { tolerance } : {}),
  };
  return { code: 0, stdout: [JSON.stringify(checkAnswer(spec(line), line.student))], stderr: [] };
}
