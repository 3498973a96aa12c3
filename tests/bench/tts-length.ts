/**
 * Read-aloud length benchmark: `npx tsx tests/bench/tts-length.ts`.
 *
 * Speaks Hebrew and English replies of growing length (5 to 80 words, one formula each) offline through
 * the real read-aloud service and prints, per reply, the clip's duration and size and the time it took:
 * the duration must grow with the text (tests/backend/tts.test.ts checks the short/long ratio). Asserts
 * nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '../../backend/src/logger';
import { diskStore } from '../../backend/src/storage/disk';
import { ttsService } from '../../backend/src/services/tts';
import { espeakEngine } from '../../backend/src/services/tts/engines';
import { loadSpeechWords } from '../../backend/src/services/tts/speech-text';
import { wavInfo } from '../backend/helpers/wav';

const sentences = {
  he: 'כדי למצוא את הקודקוד נשתמש בנוסחה $x_v = -\\frac{b}{2a}$ ונציב את המקדמים שלנו בה',
  en: 'To find the vertex we use the formula $x_v = -\\frac{b}{2a}$ and substitute our coefficients into it',
};
const counts = [5, 10, 20, 40, 80];

/** The first `count` words of the sentence repeated (the formula counts as one word). */
function reply(sentence: string, count: number): string {
  const words = sentence.split(' ');
  return Array.from({ length: count }, (_, index) => words[index % words.length]).join(' ');
}

const dir = mkdtempSync(path.join(tmpdir(), 'havruta-tts-length-'));
const words = loadSpeechWords(path.resolve('content'));
const tts = ttsService({
  store: diskStore(dir),
  engine: espeakEngine(words),
  words,
  logger: createLogger('silent'),
});
console.log(`load average ${loadavg()[0]?.toFixed(1)}`);
try {
  await tts.speak('שלום'); // starts the worker, so the rows below time synthesis only
  for (const [language, sentence] of Object.entries(sentences)) {
    for (const count of counts) {
      const started = performance.now();
      const { file } = await tts.speak(reply(sentence, count));
      const took = performance.now() - started;
      const bytes = readFileSync(path.join(dir, 'tts', file));
      const { seconds } = wavInfo(bytes);
      console.log(
        `${language} ${String(count).padStart(2)} words: ${seconds.toFixed(1)} s of audio, ${(bytes.length / 1024).toFixed(0)} KB, ${took.toFixed(0)} ms`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
