/**
 * Crash safety: `npx tsx tests/bench/chat-crash.ts [clients=20] [seconds=3]`.
 *
 * 20 students chat with the offline tutor as fast as they can (SQLite, the server in its own
 * process). After `seconds` the server gets SIGKILL (kill -9) in the middle of the traffic, is
 * started again on the same DATA_DIR, and every student's history is read back: every message the
 * server acknowledged (200) must be there, with its reply. Prints the counts. Asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints, type ChatMessage } from '../../backend/contract';
import { login, post, startChatServer, stopChatServer } from './chat-server';

const clients = Number(process.argv[2] ?? 20);
const seconds = Number(process.argv[3] ?? 3);
const math = { course_id: 'high-school-math', subject: 'Mathematics' };
const dataDir = mkdtempSync(path.join(tmpdir(), 'havruta-bench-crash-'));
let server = await startChatServer(dataDir, { students: clients });
try {
  const students = await Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      const token = await login(server.url, index);
      const thread = (
        (await post(server.url, endpoints.getCourseThread.path, token, math)).json as { thread_id: string }
      ).thread_id;
      return { index, token, thread, acknowledged: [] as string[], unanswered: [] as string[] };
    }),
  );
  let killed = false;
  const url = server.url;
  const traffic = students.map(async (student) => {
    for (let n = 0; !killed; n += 1) {
      const id = `crash-${student.index}-${n}`;
      try {
        const { status } = await post(url, endpoints.chat.path, student.token, {
          ...math,
          thread_id: student.thread,
          message: n % 2 ? 'מה אפשר לעשות?' : 'שלום',
          client_message_id: id,
        });
        if (status === 200) student.acknowledged.push(id);
        else student.unanswered.push(id);
      } catch {
        student.unanswered.push(id); // the connection died with the server
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  killed = true;
  await stopChatServer(server, 'SIGKILL');
  await Promise.all(traffic);

  server = await startChatServer(dataDir, { students: clients });
  let acknowledged = 0;
  let missing = 0;
  let withoutReply = 0;
  let inFlightStored = 0;
  let inFlight = 0;
  for (const student of students) {
    const token = await login(server.url, student.index);
    const { messages } = (await post(server.url, endpoints.getCourseThread.path, token, math)).json as {
      messages: ChatMessage[];
    };
    const at = new Map(messages.map((message, index) => [message.client_message_id, index]));
    for (const id of student.acknowledged) {
      acknowledged += 1;
      const index = at.get(id);
      if (index === undefined) missing += 1;
      else if (messages[index + 1]?.role !== 'assistant') withoutReply += 1;
    }
    inFlight += student.unanswered.length;
    inFlightStored += student.unanswered.filter((id) => at.has(id)).length;
  }
  console.log(
    `kill -9 after ${seconds} s of ${clients} students chatting (offline tutor, SQLite WAL, synchronous=NORMAL):`,
  );
  console.log(
    `  acknowledged messages: ${acknowledged}; missing after restart: ${missing}; acknowledged without their reply: ${withoutReply}`,
  );
  console.log(
    `  in flight at the kill: ${inFlight} (${inFlightStored} of them stored; a retry with the same client_message_id answers them)`,
  );
} finally {
  await stopChatServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
