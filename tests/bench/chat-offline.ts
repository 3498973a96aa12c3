/**
 * Offline tutor benchmark: `npx tsx tests/bench/chat-offline.ts [messages=300]`.
 *
 * One student sends a mixed sequence of chat messages to the real app (SQLite, offline tutor, its own
 * process): lesson starts, slide questions, topic finishes, guided-test starts and answers, free
 * chat, and (issue 13) solver computations, concept questions answered by retrieval over the lessons,
 * and practice problems with their answers — fourteen per round, in new lesson and test threads each
 * round. The retrieval index is warmed by one question before measuring (it is built once per course). Prints the server time per reply
 * (measured inside the server process, from the request's arrival to its last byte), the loopback
 * round trip of each kind as the client saw it, and the tutor's own time (`api_response_time`), as
 * p50/p95/max. Asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints, type BotReply } from '../../backend/contract';
import {
  login,
  percentile,
  post,
  serverChatTimes,
  startChatServer,
  stopChatServer,
  summary,
} from './chat-server';

const total = Number(process.argv[2] ?? 300);
const math = { course_id: 'high-school-math', subject: 'Mathematics' };
const dataDir = mkdtempSync(path.join(tmpdir(), 'havruta-bench-chat-'));
const server = await startChatServer(dataDir);
try {
  const token = await login(server.url, 0);
  const times: Record<string, number[]> = {};
  const tutorMs: number[] = [];
  const all: number[] = [];
  let sent = 0;
  const send = async (kind: string, body: Record<string, unknown>) => {
    const started = performance.now();
    const { status, json } = await post(server.url, endpoints.chat.path, token, { ...math, ...body });
    const ms = performance.now() - started;
    if (status !== 200) throw new Error(`${kind}: ${status} ${JSON.stringify(json)}`);
    (times[kind] ??= []).push(ms);
    all.push(ms);
    tutorMs.push(((json as BotReply).api_response_time ?? 0) * 1000);
    sent += 1;
  };
  const thread = async (path: string, body: unknown) =>
    ((await post(server.url, path, token, body)).json as { thread_id: string }).thread_id;
  const main = await thread(endpoints.getCourseThread.path, math);
  await post(server.url, endpoints.chat.path, token, { ...math, thread_id: main, message: 'מה זה נגזרת?' });
  await serverChatTimes(server.url);
  const computations = [
    'פתרי את המשוואה 2x+3=11',
    'מה הנגזרת של x^3·sin x',
    'פתרי x^2-5x+6=0',
    'חשבו 3/4 + 5/6',
    'פרקי לגורמים x^2-9',
    'חשבו את האינטגרל של 3x^2+1 מ-0 עד 2',
  ];
  const concepts = ['מה זה נגזרת?', 'מה זה סדרה הנדסית?', 'למה מחלקים ב-n−1?', 'מה זה אינטגרל מסוים?'];
  const practiceAnswers = ['א', '9', 'ב', '4'];
  const free = ['שלום', 'מה אפשר לעשות?', 'אני רוצה ללמוד על נגזרות', 'תודה רבה', 'מה מזג האוויר?'];
  for (let round = 0; sent < total; round += 1) {
    const lessonId = `lesson-${(round % 9) + 1}`;
    const lesson = await thread(endpoints.createThread.path, math);
    const mode = { thread_id: lesson, lesson_mode: true, lesson_id: lessonId };
    await send('lesson start', { ...mode, message: `התחל שיעור ${lessonId}` });
    await send('slide question', { ...mode, message: 'איך מוצאים את נקודת החיתוך עם הצירים?' });
    await send('slide question', { ...mode, message: 'מה ההבדל בין שיפוע חיובי לשלילי?' });
    await send('topic finish', { ...mode, message: 'סיימתי את הנושא' });
    const test = await thread(endpoints.createTestThread.path, {
      course_id: 'high-school-math',
      test_id: 'guided-quadratic',
    });
    const testMode = { thread_id: test, test_mode: true, test_id: 'guided-quadratic' };
    await send('test start', { ...testMode, message: 'התחל מבחן' });
    await send('test answer', { ...testMode, message: 'x=2 או x=5' });
    await send('test answer', { ...testMode, message: 'המשך' });
    await send('test answer', { ...testMode, message: 'כן' });
    await send('free chat', { thread_id: main, message: free[round % free.length] });
    await send('free chat', { thread_id: main, message: free[(round + 2) % free.length] });
    await send('solver', { thread_id: main, message: computations[round % computations.length] });
    await send('concept', { thread_id: main, message: concepts[round % concepts.length] });
    await send('practice', { thread_id: main, message: 'תני לי תרגיל' });
    await send('practice', { thread_id: main, message: practiceAnswers[round % practiceAnswers.length] });
  }
  console.log(`offline tutor, ${sent} messages, SQLite, loopback round trip per reply:`);
  for (const [kind, values] of Object.entries(times)) console.log(`  ${kind.padEnd(15)} ${summary(values)}`);
  console.log(`  ${'all'.padEnd(15)} ${summary(all)}`);
  console.log(
    `server time per reply (request in → last byte out, in the server process): ${summary(await serverChatTimes(server.url))}`,
  );
  console.log(
    `tutor time (api_response_time): p50 ${percentile(tutorMs, 50).toFixed(1)} ms · p95 ${percentile(tutorMs, 95).toFixed(1)} ms`,
  );
} finally {
  await stopChatServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
