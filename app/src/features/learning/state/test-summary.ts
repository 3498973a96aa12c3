/**
 * Reading the tutor's final summary of an AI-guided test (learning-space §4: score 0–100, time, answers).
 * The summary may carry a JSON object (```json {"score": 80, "time_spent": 300, "answers": […]}```) or say
 * it in words ("Score: 80/100", "ציון: 80", "80%"); both are read. Pure.
 */

/** One answer as the progress record stores it. */
export type SummaryAnswer = Record<string, string | number | boolean | null>;

export interface TestSummary {
  /** 0–100 */
  score: number;
  /** seconds, when the summary says */
  timeSpent?: number;
  answers: SummaryAnswer[];
}

const scalar = (value: unknown): value is string | number | boolean | null =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

function answersOf(value: unknown): SummaryAnswer[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map(
      (item) =>
        Object.fromEntries(Object.entries(item).filter(([, field]) => scalar(field))) as SummaryAnswer,
    );
}

function validScore(value: number): number | undefined {
  return Number.isFinite(value) && value >= 0 && value <= 100 ? Math.round(value * 10) / 10 : undefined;
}

/** The JSON objects written in the text (fenced or bare), outermost first. */
function jsonObjects(text: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    let depth = 0;
    for (let end = start; end < text.length; end += 1) {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}') depth -= 1;
      if (depth === 0) {
        try {
          const value: unknown = JSON.parse(text.slice(start, end + 1));
          if (value && typeof value === 'object' && !Array.isArray(value))
            found.push(value as Record<string, unknown>);
        } catch {
          // not JSON: keep looking
        }
        break;
      }
    }
  }
  return found;
}

/** "12:30" (m:ss), "300 seconds", "5 minutes", "300 שניות", "5 דקות" → seconds. */
function timeOf(text: string): number | undefined {
  const clock = /(?:time|זמן)[^\d\n]{0,20}(\d{1,3}):([0-5]\d)/i.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const amount = /(\d+(?:\.\d+)?)\s*(seconds?|secs?|שניות|minutes?|mins?|דקות)/i.exec(text);
  if (!amount) return undefined;
  const value = Number(amount[1]);
  return Math.round(/^(min|דק)/i.test(amount[2] ?? '') ? value * 60 : value);
}

/** The score the text states: "score: 80", "ציון: 80", "80/100", "80%". */
function scoreOf(text: string): number | undefined {
  const patterns = [
    /(?:score|ציון)[^\d\n]{0,20}(\d{1,3}(?:\.\d+)?)/i,
    /(\d{1,3}(?:\.\d+)?)\s*\/\s*100\b/,
    /(\d{1,3}(?:\.\d+)?)\s*%/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    const score = match ? validScore(Number(match[1])) : undefined;
    if (score !== undefined) return score;
  }
  return undefined;
}

/** The summary's score, time and answers, or null when no score 0–100 can be read. */
export function parseTestSummary(text: string): TestSummary | null {
  for (const object of jsonObjects(text)) {
    const raw = object.score ?? object.ציון;
    const score = typeof raw === 'number' || typeof raw === 'string' ? validScore(Number(raw)) : undefined;
    if (score === undefined) continue;
    const time = object.time_spent ?? object.timeSpent ?? object.time;
    return {
      score,
      timeSpent: typeof time === 'number' && time >= 0 ? Math.round(time) : undefined,
      answers: answersOf(object.answers),
    };
  }
  const score = scoreOf(text);
  return score === undefined ? null : { score, timeSpent: timeOf(text), answers: [] };
}
