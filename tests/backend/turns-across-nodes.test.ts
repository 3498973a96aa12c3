/**
 * Issue 30, items 4 and 5: two app nodes on one database (in-process, each with its own pool and NODE_ID),
 * the model counted at the OpenAI-compatible test server. Time-Out messages are seen by both nodes; a retry
 * of a turn still running on the other node attaches to it (one model call, the same reply); a turn whose
 * node died (its lease expired) is taken over; a reconnect with `Last-Event-ID` gets only what it missed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ChatRequest, type ThreadId } from '../../backend/contract';
import { nowIso } from '../../backend/src/db/time';
import { chatRepository } from '../../backend/src/repositories/chat';
import { startSecondNode, startTestApp, type TestApp } from './helpers/app';
import { activeStudent, call, data } from './helpers/client';
import { startModelServer, type ModelServer } from './helpers/model-server';
import { streamChat } from './helpers/sse';

let model: ModelServer;
let nodeA: TestApp;
let nodeB: Awaited<ReturnType<typeof startSecondNode>>;
let token: string;
let threadId: ThreadId;
let timeOutThread: string;
const math = { course_id: 'high-school-math', subject: 'Mathematics' };
const timeOut = { course_id: 'Time-out', subject: 'personal' };
const modelEnv = {
  TUTOR_PROVIDER: 'openai',
  LLM_MODEL: 'test-model',
  LLM_TIMEOUT_MS: '20000',
  LLM_MAX_RETRIES: '0',
};

beforeAll(async () => {
  model = await startModelServer();
  nodeA = await startTestApp({ ...modelEnv, LLM_BASE_URL: model.url, NODE_ID: 'node-a' });
  nodeB = await startSecondNode(nodeA, { ...modelEnv, LLM_BASE_URL: model.url });
  token = (await activeStudent(nodeA)).access_token;
  threadId = data(await call(nodeA, endpoints.getCourseThread, { token, body: math })).thread_id;
  timeOutThread = data(await call(nodeA, endpoints.getCourseThread, { token, body: timeOut })).thread_id;
});
afterAll(async () => {
  await nodeB.close();
  await nodeA.close();
  await model.close();
});

/** The model calls made so far (chat completions only). */
const modelCalls = () =>
  model.requests.filter((request) => request.path.endsWith('/chat/completions')).length;
const body = (message: string, clientMessageId: string): ChatRequest => ({
  ...math,
  thread_id: threadId,
  message,
  client_message_id: clientMessageId,
});
const replies = (messageId: string) =>
  nodeA
    .db('chat_messages')
    .where({ reply_to: Number(messageId) })
    .select('id', 'incomplete');

describe('given Time-Out messages that are not logged', () => {
  it('should list them on both nodes, and answer a retry through the other node without the model', async () => {
    // Arrange
    model.script({ reply: 'שומעת אותך.' });
    const message = {
      ...timeOut,
      thread_id: timeOutThread,
      message: 'היה לי יום קשה',
      client_message_id: 'to-1',
      skip_db_log: true,
    };
    // Act
    const first = data(await call(nodeA, endpoints.chat, { token, body: message }));
    const calls = modelCalls();
    const retried = data(await call(nodeB, endpoints.chat, { token, body: message }));
    const onA = data(await call(nodeA, endpoints.getCourseThread, { token, body: timeOut })).messages;
    const onB = data(await call(nodeB, endpoints.getCourseThread, { token, body: timeOut })).messages;
    // Assert
    expect(retried.bot).toBe(first.bot);
    expect(retried.message_id).toBe(first.message_id);
    expect(modelCalls()).toBe(calls);
    expect(onB.map((entry) => entry.id)).toEqual(onA.map((entry) => entry.id));
    expect(onB.filter((entry) => entry.client_message_id === 'to-1')).toHaveLength(1);
    expect(await nodeA.db('chat_messages').where({ client_message_id: 'to-1' })).toHaveLength(0);
  });
});

describe('given a reply still streaming on one node', () => {
  it('should attach a retry through the other node to it: one model call, charged once, the same reply', async () => {
    // Arrange: a reply that takes a few seconds
    const text = 'נפתור יחד צעד אחר צעד. '.repeat(8).trim();
    model.script({ reply: text, chunkSize: 6, chunkDelayMs: 60 });
    const calls = modelCalls();
    const userId = (await nodeA.db('chat_threads').where({ id: threadId }).first()).user_id;
    const charged = () => nodeA.db('login_attempts').where({ key: `chat:${userId}` });
    const chargedBefore = (await charged()).length;
    let retry: Promise<unknown> | undefined;
    // Act: the retry goes to node B once node A streams
    const first = await streamChat(nodeA.url, token, body('הסבירי לי', 'attach-1'), {
      onEvent: (event) => {
        if (event.event === 'delta' && !retry)
          retry = streamChat(nodeB.url, token, body('הסבירי לי', 'attach-1'));
      },
    });
    const second = (await retry) as Awaited<ReturnType<typeof streamChat>>;
    // Assert
    const firstReply = first.events.at(-1);
    const secondReply = second.events.at(-1);
    expect(firstReply).toMatchObject({ event: 'reply', data: { bot: text } });
    expect(secondReply).toEqual(expect.objectContaining({ event: 'reply' }));
    if (secondReply?.event !== 'reply' || firstReply?.event !== 'reply') throw new Error('no reply');
    expect(secondReply.data.bot).toBe(text);
    expect(secondReply.data.message_id).toBe(firstReply.data.message_id);
    const attachedText = second.events.flatMap((event) => (event.event === 'delta' ? [event.data.text] : []));
    expect(text.endsWith(attachedText.join(''))).toBe(true);
    expect(modelCalls()).toBe(calls + 1);
    expect((await charged()).length).toBe(chargedBefore + 1);
    const [user] = await nodeA.db('chat_messages').where({ client_message_id: 'attach-1' });
    expect(await replies(String(user.id))).toHaveLength(1);
  });
});

describe('given a turn whose node died while it ran (its lease expired)', () => {
  it('should let a retry through the other node take it over and answer once', async () => {
    // Arrange: the student's message stored and a lease of a node that stopped beating long ago
    const { user_id } = await nodeA.db('chat_threads').where({ id: threadId }).first();
    const [user] = await nodeA
      .db('chat_messages')
      .insert({
        thread_id: threadId,
        user_id,
        role: 'user',
        content: JSON.stringify('מה השורשים?'),
        client_message_id: 'takeover-1',
        incomplete: false,
        hidden: false,
        created_at: nowIso(),
      })
      .returning('id');
    const messageId = String(typeof user === 'object' ? user.id : user);
    await nodeA.db('chat_turns').insert({
      key: `${threadId}:${messageId}`,
      thread_id: threadId,
      node_id: 'node-dead',
      holder: 'dead-run',
      heartbeat_at: new Date(Date.now() - 10 * 60 * 1000).toISOString(),
      status: 'running',
      produced: 'חצי תשו',
    });
    model.script({ reply: 'השורשים הם 2 ו-3.' });
    const calls = modelCalls();
    const charged = () => nodeA.db('login_attempts').where({ key: `chat:${user_id}` });
    const chargedBefore = (await charged()).length;
    // Act
    const reply = data(await call(nodeB, endpoints.chat, { token, body: body('מה השורשים?', 'takeover-1') }));
    // Assert
    expect(reply.bot).toBe('השורשים הם 2 ו-3.');
    expect(modelCalls()).toBe(calls + 1);
    // The dead run was charged when it started: the take-over is not charged again.
    expect((await charged()).length).toBe(chargedBefore);
    const turn = await nodeA
      .db('chat_turns')
      .where({ key: `${threadId}:${messageId}` })
      .first();
    expect(turn).toMatchObject({ node_id: 'node-b', status: 'done' });
    expect(await replies(messageId)).toHaveLength(1);
  });
});

describe('given a stream the client reconnects to with Last-Event-ID', () => {
  it('should send through the other node only the text after that id, without the model', async () => {
    // Arrange
    const text = 'קודם נמצא את המקדמים, אחר כך נציב בנוסחה.';
    model.script({ reply: text, chunkSize: 5 });
    const first = await streamChat(nodeA.url, token, body('איך מתחילים?', 'resume-1'));
    const deltas = first.events.flatMap((event, index) =>
      event.event === 'delta' ? [{ text: event.data.text, id: first.ids[index] }] : [],
    );
    const seen = deltas.slice(0, 3);
    const lastSeen = seen.at(-1)?.id;
    const calls = modelCalls();
    // Act
    const resumed = await streamChat(nodeB.url, token, body('איך מתחילים?', 'resume-1'), {
      headers: { 'Last-Event-ID': String(lastSeen) },
    });
    // Assert
    expect(deltas.every((delta) => typeof delta.id === 'string')).toBe(true);
    const rest = resumed.events.flatMap((event) => (event.event === 'delta' ? [event.data.text] : []));
    expect(seen.map((delta) => delta.text).join('') + rest.join('')).toBe(text);
    expect(resumed.events.at(-1)).toMatchObject({ event: 'reply', data: { bot: text } });
    expect(modelCalls()).toBe(calls);
  });
});

describe('given two turns of one thread that both change its state', () => {
  it('should keep the state of the turn that wrote first, not the last writer', async () => {
    // Arrange: turn 1 reads the thread, turn 2 writes its state meanwhile
    const chat = chatRepository(nodeA.db);
    const read = await nodeA.db('chat_threads').where({ id: threadId }).first();
    await chat.markState(threadId, JSON.stringify({ mode: 'chat', by: 'turn 2' }));
    const { row: user } = await chat.insertUserMessage({
      thread_id: threadId,
      user_id: read.user_id,
      role: 'user',
      content: JSON.stringify('turn 1'),
      client_message_id: 'state-1',
    });
    // Act: turn 1's reply with the state it computed from what it read
    await chat.saveReply(
      { thread_id: threadId, user_id: read.user_id, role: 'assistant', content: '"ok"', reply_to: user.id },
      { state: JSON.stringify({ mode: 'chat', by: 'turn 1' }), stateVersion: Number(read.version) },
    );
    // Assert
    const after = await nodeA.db('chat_threads').where({ id: threadId }).first();
    expect(JSON.parse(after.state)).toMatchObject({ by: 'turn 2' });
    expect(Number(after.version)).toBe(Number(read.version) + 1);
    expect(await replies(String(user.id))).toHaveLength(1);
  });
});
