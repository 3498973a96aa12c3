/** Renders docs/api.md from the contract registry (scripts/gen-api-docs.ts writes it; a test compares). */
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { ChatStreamEvent, endpoints, ErrorCode, errorCodes, type Endpoint } from '../../backend/contract';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  additionalProperties?: JsonSchema | boolean;
}

function literal(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}

/** `{ type: 'a' | 'b' }` for a union of objects discriminated on `type`. */
function discriminated(options: JsonSchema[]): string | undefined {
  const tags = options.map((option) => option.properties?.type?.const);
  if (options.length < 3 || tags.some((tag) => tag === undefined)) return undefined;
  return `{ type: ${tags.map(literal).join(' | ')}, … }`;
}

/** A compact TypeScript-like rendering: field types at the top, key lists one level down. */
function render(schema: JsonSchema, depth: number, binary: string): string {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    return discriminated(union) ?? union.map((option) => render(option, depth, binary)).join(' | ');
  }
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  switch (type) {
    case undefined:
      return binary;
    case 'integer':
      return 'number';
    case 'array':
      return schema.items ? `${wrap(render(schema.items, depth, binary))}[]` : 'unknown[]';
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) {
        return typeof schema.additionalProperties === 'object'
          ? `Record<string, ${render(schema.additionalProperties, depth - 1, binary)}>`
          : '{}';
      }
      if (depth <= 0) return '{…}';
      const required = new Set(schema.required ?? []);
      const fields = properties.map(([key, value]) => {
        const name = `${key}${required.has(key) ? '' : '?'}`;
        return depth === 1 ? name : `${name}: ${render(value, depth - 1, binary)}`;
      });
      return `{ ${fields.join(', ')} }`;
    }
    default:
      return type;
  }
}

function wrap(text: string): string {
  return text.includes(' | ') ? `(${text})` : text;
}

function describe(schema: z.ZodType, io: 'input' | 'output', binary: string): string {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return render(json, 2, binary);
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function isEmpty(schema: z.ZodType): boolean {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json.type === 'object' && Object.keys(json.properties ?? {}).length === 0;
}

/** The request column: params, query and body, each only when the call has it. */
function request(endpoint: Endpoint): string {
  const parts: string[] = [];
  if (!isEmpty(endpoint.params)) parts.push(`params ${describe(endpoint.params, 'input', 'unknown')}`);
  if (!isEmpty(endpoint.query)) parts.push(`query ${describe(endpoint.query, 'input', 'unknown')}`);
  if (!isEmpty(endpoint.body)) {
    const kind = endpoint.requestType === 'multipart' ? 'multipart' : 'body';
    parts.push(`${kind} ${describe(endpoint.body, 'input', 'File')}`);
  }
  return parts.length ? parts.join('; ') : '—';
}

function response(endpoint: Endpoint): string {
  if (endpoint.responseType === 'blob') return 'file bytes (Blob)';
  return describe(endpoint.response, 'output', 'unknown');
}

const groups: { title: string; matches: (path: string) => boolean }[] = [
  { title: 'Auth and account', matches: (path) => path.startsWith('/api/auth/') },
  {
    title: 'Plans and introduction',
    matches: (path) => path.startsWith('/api/chat/learning/') || path.startsWith('/api/introduction/'),
  },
  { title: 'Chat', matches: (path) => path.startsWith('/api/chat/') },
  { title: 'Static course data', matches: (path) => !path.startsWith('/api/') },
  { title: 'Development', matches: () => true },
];

function table(list: Endpoint[]): string {
  const rows = list.map((endpoint) =>
    [
      `\`${endpoint.name}\``,
      endpoint.method,
      `\`${endpoint.path}\``,
      endpoint.auth ? 'Bearer' : '—',
      cell(request(endpoint)),
      cell(response(endpoint)),
      endpoint.errors.length ? endpoint.errors.join(', ') : '—',
      cell(endpoint.summary),
    ].join(' | '),
  );
  return [
    '| name | method | path | auth | request | response | errors | summary |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

const header = `# API

<!-- Generated by \`npm run docs:api\` from backend/contract (the \`endpoints\` registry). Do not edit by
hand: tests/contract/api-docs.test.ts fails when this file and the registry disagree. -->

Every call is defined once in \`backend/contract/<domain>.ts\` and collected in the registry \`endpoints\`
(\`backend/contract/index.ts\`). The typed client (\`app/src/lib/api-client\`), the MSW mocks (\`mocks/\`) and the
Koa routes parse with the same schemas. \`npm run mocks:check\` calls every endpoint below against
\`mocks/node.ts\` and validates each answer against the contract.

- **Base URL:** same origin; when the page is served by a localhost dev server on another port, \`http://localhost:5000\`
  (\`configureApiClient({ baseUrl })\` overrides it).
- **auth = Bearer:** the client sends \`Authorization: Bearer <access_token>\` from localStorage. A 401, or no token
  before an authenticated call, removes \`access_token\` and \`refresh_token\` and goes to \`/#/login\`.
- **Errors:** every listed status carries the envelope \`{ error, message, code, details? }\`; \`error\` and
  \`message\` hold the same human text, and \`code\` is one of the error codes listed below.
- **Ids:** \`thread_id\`, \`message_id\` and a user's \`id\` are typed \`ThreadId\`, \`MessageId\` and \`UserId\`
  (\`backend/contract/ids.ts\`): strings and a number on the wire, branded types in the code, so one kind of id is
  never passed where another is expected. A request takes a plain value; an answer carries the brand. In the
  backend a user's id is a \`UserId\` from the access token or the user's row to every service and repository
  function that takes one, and in every row a repository inserts; a row as read keeps the database's number.
- **Notation:** \`?\` marks an optional field; nested objects list their keys; \`{ type: 'a' | 'b', … }\` is a union
  discriminated on \`type\` (see \`StructuredReply\` in \`backend/contract/replies.ts\`).`;

const choices = `## Path choices for calls the specs do not show

| call | our choice | why |
| --- | --- | --- |
| create thread | \`POST /api/chat/create_thread\` \`{course_id, subject}\` → \`{thread_id}\` | snake_case verbs like \`get_course_thread\` |
| create test thread | \`POST /api/chat/create_test_thread\` \`{course_id, test_id}\` → \`{thread_id}\` | as above |
| send message with image | \`POST /api/chat/send_message_with_image\` → bot reply | the reply of a chat call |
| upload file | \`POST /api/chat/upload_file\` (multipart \`file\`) → \`{public_url, is_pdf, public_urls}\` | the spec's one path, used by both upload helpers |
| audio transcription | \`POST /api/chat/transcribe_audio\` (multipart \`file\`, \`thread_id\`, \`course_id\`) | next to \`generate_tts\` |
| drawing vision call | \`POST /api/chat/drawing\` \`{image, thread_id, course_id}\` → \`{success, analysis, image_url}\` | the vision half |
| drawing follow-up | \`POST /api/chat/drawing_follow_up\` → bot reply | the tutor's answer to the analysis |
| save feedback | \`POST /api/chat/feedback\` \`{messageId, isPositive, comment?, threadId, courseId}\` | the spec's field names |
| learning-plan generation | \`POST /api/chat/learning/generate_plan\` \`{course_id, thread_id}\` → \`{success, learning_plan}\` | next to \`/api/chat/learning/plans\` |
| GET image as blob | \`GET /api/chat/images/:file\` (Bearer) | uploads are served here (\`public_url\`), so the viewer needs the token |
| save activity result | \`POST /api/auth/progress\` (flat body) | fixed by the issue |
| introduction, chat | \`/api/introduction/…\`, \`/api/chat/…\` | the spec's table omits the \`/api\` prefix; every call lives under \`/api\` |
| static course data | \`/data/courses/…\` and \`/static/data/courses/…\` | served from \`content/courses\`, outside \`/api\` |

## Rules the contract adds

- **Passwords:** the specs set no rule; we require **8 to 128 characters** (\`Password\` in \`backend/contract/auth.ts\`).
- **School year:** the stable codes \`10\`, \`11\`, \`12\`, \`uni-1\` … \`uni-4\`; labels live in the locale files.
- **Uploads:** png, jpg, jpeg, gif, webp and pdf only (the client refuses others with *File type not allowed. Please
  upload only images or PDFs.*).

## Client rules (\`app/src/lib/api-client\`)

- Progress and plans time out after 15 s. The progress list falls back from \`/api/auth/progress\` to
  \`/auth/progress\`, then to \`[]\`, and accepts \`{progress: […]}\`, a bare array or the first array field.
- A plan response needs \`success\` or \`learning_plan\`.
- Introduction start without \`thread_id\` fails with *No thread ID received from server*.
- An upload response without \`public_url\` fails (with the server's \`error\` when it sends one).
- TTS audio URLs: absolute stays, \`/static/…\` goes to the API base, anything else resolves against the page origin.
- Login: a non-JSON answer fails with *Server returned an invalid response format. Please contact support.*
- A 405 fails with *Method Not Allowed: <server message>*.
- Every response is parsed with the contract; a mismatch is an \`ApiError\` with code \`contract_mismatch\`.`;

/** The event table of a streamed chat reply, from the contract's `ChatStreamEvent`. */
function streamSection(): string {
  const rows = ChatStreamEvent.options.map((option) => {
    const name = option.shape.event.value;
    const what = {
      delta: "text as the tutor produces it; any number, in order (their concatenation is the reply's text)",
      reply: 'the full bot reply, the same object the JSON call answers; the last event',
      error: 'the error envelope; the last event (instead of `reply`)',
    }[name];
    // The reply is the chat call's response, already rendered in its table.
    const data =
      name === 'reply'
        ? '`BotReply`: the response of `chat` above'
        : name === 'error'
          ? '`ErrorEnvelope`: { error: string, message: string, code: ErrorCode, details?: unknown }'
          : cell(describe(option.shape.data, 'output', 'unknown'));
    return `| \`${name}\` | ${data} | ${what} |`;
  });
  return `## Streaming chat replies (Server-Sent Events)

\`POST /api/chat/chat\` with \`Accept: text/event-stream\` answers the same turn as a stream (\`ChatStreamEvent\` in
\`backend/contract/chat.ts\`). Each event is written as \`event: <name>\` and \`data: <JSON>\` followed by a blank line;
lines starting with \`:\` are keep-alive comments (every 15 s while the tutor thinks) and carry nothing.

| event | data | when |
| --- | --- | --- |
${rows.join('\n')}

- An error **before the message is accepted** (401, 400 with field details, 404 for an unknown or foreign thread, 422
  for a reused \`client_message_id\`, 429 with \`Retry-After\`) is an ordinary HTTP answer with the envelope, not a stream.
- Once the message is stored the answer is \`200 text/event-stream\`: deltas, then exactly one \`reply\` or one \`error\`.
  A model that fails or times out gives \`error\` with code \`${errorCodes.tutor_unavailable}\` and
  \`details.retry_after_seconds\` (the JSON call answers **503** with the same envelope and a \`Retry-After\` header).
  The student's message stays in the history; the text already streamed is stored marked \`incomplete: true\`.
- A retry with the same \`client_message_id\` never stores the message twice: it returns the reply already given (one
  \`delta\` with its whole text, then \`reply\`), or answers now when there was none or it was incomplete.
- If the client disconnects, the model request is aborted and what was produced is stored marked incomplete.
- Each \`delta\` carries an \`id:\` line, \`<run>.<characters>\`: the run of the turn that produced the text and how
  many characters of its reply were sent up to that event. A client that lost the stream sends the same request again
  (same \`client_message_id\`) with the header \`Last-Event-ID\` set to the last id it saw; any node answers it with
  only the text after that point (from the stored reply, or following the run still in progress on another node),
  then \`reply\`. An id of another run (the turn was run again) is ignored: the whole text comes again.
- A retry while the turn still runs on another node attaches to that run (its text as it grows, then the same
  \`reply\`): the model is asked once and the chat limit counts once. If that node died (no heartbeat within
  \`TURN_LEASE_MS\`), the retry takes the turn over.
- A node shutting down (SIGTERM) lets an open stream finish until its drain deadline (\`DRAIN_TIMEOUT_MS\`), then
  ends it with \`error\` code \`${errorCodes.server_restarting}\` and \`details.retry_after_seconds: 1\`: retryable like
  \`${errorCodes.tutor_unavailable}\` (the message is kept; send it again with the same \`client_message_id\`, which another
  node answers).`;
}

/** The error codes, from the contract's `ErrorCode`, so this list is the one the server may send. */
function errorCodesSection(): string {
  return `## Error codes

\`code\` in the error envelope is one of these (\`ErrorCode\` in \`backend/contract/errors.ts\`; write one as
\`errorCodes.<code>\`), or \`http_<status>\` for an HTTP error no service named (Koa's own 4xx other than 400). The
client adds its own codes for failures that never reached the server (\`ClientErrorCode\` in
\`app/src/lib/api-client/errors.ts\`).

${ErrorCode.options.map((code) => `\`${code}\``).join(', ')}.`;
}

/**
 * The calls whose answer holds text the server writes with no student message to follow, and so
 * honours `Accept-Language` (backend/contract/language.ts), with what is written in it.
 */
const languageCalls: Array<[Endpoint, string]> = [
  [endpoints.getCourseThread, 'the greeting of a thread it creates (course or Time-Out)'],
  [endpoints.createThread, "a new Time-Out thread's greeting"],
  [endpoints.startIntroduction, "the introduction's first message"],
  [endpoints.generatePlan, "the plan's sentences (topic and lesson names stay as the course has them)"],
  [endpoints.generateTimeoutSummary, 'the summary'],
  [endpoints.injectSummary, 'the note around the summary when `system_message_format` is not given'],
];

function languageSection(): string {
  const rows = languageCalls.map(
    ([endpoint, what]) => `| \`${endpoint.name}\` | \`${endpoint.method} ${endpoint.path}\` | ${what} |`,
  );
  return `## Interface language (\`Accept-Language\`)

The client sends its interface language (the current i18next language, \`he\` or \`en\`) as the standard
\`Accept-Language\` header with every call. The server reads it only where it writes text with no student message
to take the language from; a reply to a student's message follows the language the message is written in.
The header is read as RFC 9110 describes: the supported primary tag (\`he\`, \`en\`; \`iw\` is Hebrew) with the
highest \`q\` weight wins, the earlier one on a tie (\`en-US,en;q=0.9\` → en), \`q=0\` refuses a language, and \`*\` and
other languages add nothing. No header, nothing supported, or a malformed header means Hebrew, never an error.
The MSW mocks read it the same way for the introduction's first message and the Time-Out summary.

| call | path | written in the header's language |
| --- | --- | --- |
${rows.join('\n')}`;
}

/** The markdown of docs/api.md, formatted as Prettier would (so \`npm run lint\` agrees with the test). */
export async function renderApiDocs(): Promise<string> {
  const all = Object.values(endpoints) as Endpoint[];
  const seen = new Set<Endpoint>();
  const sections = groups.map(({ title, matches }) => {
    const list = all.filter((endpoint) => !seen.has(endpoint) && matches(endpoint.path));
    list.forEach((endpoint) => seen.add(endpoint));
    return list.length ? `## ${title}\n\n${table(list)}` : '';
  });
  const markdown = [
    header,
    `Calls: ${all.length}.`,
    ...sections.filter(Boolean),
    streamSection(),
    errorCodesSection(),
    languageSection(),
    choices,
  ].join('\n\n');
  const options = (await resolveConfig('docs/api.md')) ?? {};
  return format(markdown, { ...options, parser: 'markdown' });
}
