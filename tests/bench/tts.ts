/**
 * Read-aloud benchmark: `npx tsx tests/bench/tts.ts [replies=5]`.
 *
 * Speaks 40-word Hebrew tutor replies (with a formula) through the real read-aloud service — eSpeak NG
 * offline in its worker thread, clips kept on local disk — and prints, per reply, the time of the
 * first request (synthesis and storing; the very first one also starts the worker and compiles the
 * WebAssembly) and of a second request for the same text (the cached clip), plus each clip's length
 * in seconds. Asserts nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '../../backend/src/logger';
import { diskStore } from '../../backend/src/storage/disk';
import { ttsService } from '../../backend/src/services/tts';
import { espeakEngine } from '../../backend/src/services/tts/engines';
import { loadSpeechWords } from '../../backend/src/services/tts/speech-text';
import { wavInfo } from '../backend/helpers/wav';

const replies = Number(process.argv[2] ?? 5);
const base =
  'מצוין, התחלת נכון! כדי למצוא את הקודקוד של הפרבולה נשתמש בנוסחה $x_v = -\\frac{b}{2a}$. ' +
  'במקרה שלנו המקדם של איקס בריבוע הוא שתיים, והמקדם של איקס הוא שמונה. ' +
  'נסי להציב את המספרים בנוסחה ולחשב לבד, ואז נבדוק יחד את התוצאה ונמשיך לשלב הבא';
const dir = mkdtempSync(path.join(tmpdir(), 'havruta-tts-bench-'));
const words = loadSpeechWords(path.resolve('content'));
const tts = ttsService({
  store: diskStore(dir),
  engine: espeakEngine(words),
  words,
  logger: createLogger('silent'),
});
const load = (await import('node:os')).loadavg()[0]?.toFixed(1);
const ms = (from: number): string => `${(performance.now() - from).toFixed(0)} ms`;
console.log(
  `${base.replace(/\$[^$]+\$/g, 'F').split(/\s+/).length} words (the formula counted as one); load average ${load}`,
);
try {
  for (let i = 1; i <= replies; i += 1) {
    const text = `${base} (${i}).`;
    let started = performance.now();
    const { file } = await tts.speak(text);
    const first = ms(started);
    started = performance.now();
    await tts.speak(text);
    const cached = ms(started);
    const seconds = wavInfo(readFileSync(path.join(dir, 'tts', file))).seconds;
    console.log(
      `reply ${i}: first ${first}${i === 1 ? ' (starts the worker)' : ''}, cached ${cached}, audio ${seconds.toFixed(1)} s`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
