/**
 * Media in the chat (issue 14): pictures and PDFs sent to the tutor (`send_message_with_image`), drawings
 * (`drawing`, `drawing_follow_up`), read-aloud of stored replies and voice messages. Every message goes
 * through the chat engine's one `send`, so the student's message (with its `image` blocks) is committed
 * before any slow call and a retry with the same `client_message_id` is answered from what is stored.
 * Files are the caller's own uploads only: anything else is a 400 on the field, never a fetch.
 */
import type { UserId } from '../../contract';
import { Readable } from 'node:stream';
import {
  chatMessages,
  type BotReply,
  type MessageBlock,
  type MessageContent,
  type ThreadId,
  type User,
} from '../../contract';
import { ValidationError } from '../errors';
import type { ChatRepository } from '../repositories/chat';
import type { UploadRow } from '../repositories/uploads';
import type { AssistantMessageLookup, VoiceThreads } from './media-ports';
import { contentText } from '../tutor';
import { toChatMessage, type ChatService, type SendInput, type SendResult } from './chat';
import { imagePathPrefix, type UploadsService } from './uploads';

/** The most page images of one PDF a vision model is sent (every page stays in the thread). */
export const maxVisionPages = 10;
/** The most characters of a PDF's text the tutor reads with the message. */
export const maxPdfTextChars = 12_000;

export interface ChatMediaDeps {
  chats: ChatService;
  chat: ChatRepository;
  uploads: UploadsService;
  /** whether the tutor sees images (openai with LLM_VISION_MODEL): then they go as data URLs */
  vision: boolean;
  /** whether the tutor reads a PDF's text (the openai provider; the offline tutor asks for typed answers) */
  readsDocuments: boolean;
  /** UPLOAD_MAX_BYTES, for a drawing sent inline as a data URL */
  maxUploadBytes: number;
}

interface ImageMessage {
  threadId: ThreadId;
  courseId: string;
  message?: string | undefined;
  clientMessageId?: string | undefined;
}

function fieldError(field: string, message: string): ValidationError {
  return new ValidationError(`Invalid ${field}: ${message}`, { fields: [{ field, message }] });
}

const unknownImage = 'Not an image uploaded by you';
const dataUrlPattern = /^data:(image\/(?:png|jpeg|gif|webp));base64,([A-Za-z0-9+/=\s]+)$/;
const extensionOf: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const urlOf = (row: UploadRow): string => `${imagePathPrefix}${row.file}`;

/** The key that makes a drawing and its follow-up one message when the client sends no id of its own. */
const drawingKey = (row: UploadRow): string => `drawing:${row.file}`.slice(0, 64);

export function chatMediaService(deps: ChatMediaDeps) {
  const { chats, chat, uploads } = deps;

  /** The caller's upload a URL names, or a 400 on `field`. */
  async function ownUpload(userId: UserId, url: string, field: string): Promise<UploadRow> {
    const row = await uploads.resolve(userId, url.trim());
    if (!row) throw fieldError(field, unknownImage);
    return row;
  }

  /** What the tutor is shown of stored images: data URLs for a vision model, else their URLs. */
  function tutorImages(rows: readonly UploadRow[]): () => Promise<string[]> {
    return async () => {
      if (!deps.vision) return rows.map(urlOf);
      return Promise.all(
        rows.slice(0, maxVisionPages).map(async (row) => {
          const bytes = await uploads.bytesOf(row);
          return `data:${row.content_type};base64,${bytes.toString('base64')}`;
        }),
      );
    };
  }

  function blocks(text: string, rows: readonly UploadRow[]): MessageBlock[] {
    return [
      ...(text ? [{ type: 'text' as const, text }] : []),
      ...rows.map((row) => ({ type: 'image' as const, url: urlOf(row) })),
    ];
  }

  /** One message with pictures: stored with its image blocks, then answered by the tutor. */
  function sendPictures(
    user: User,
    input: ImageMessage,
    rows: readonly UploadRow[],
    extra: { tutorText?: string; imageUrl: string | null; clientMessageId?: string | undefined },
  ): Promise<SendResult> {
    const text = input.message?.trim() ?? '';
    const send: SendInput = {
      threadId: input.threadId,
      courseId: input.courseId,
      text: extra.tutorText ?? text,
      content: blocks(text, rows),
      tutorImages: tutorImages(rows),
      imageUrl: extra.imageUrl,
      ...(extra.clientMessageId ? { clientMessageId: extra.clientMessageId } : {}),
    };
    return chats.send(user, send);
  }

  /** A drawing sent inline (a data URL) becomes an upload like any other, checked by its content. */
  async function drawingUpload(userId: UserId, image: string): Promise<UploadRow> {
    const trimmed = image.trim();
    if (!trimmed.startsWith('data:')) return ownUpload(userId, trimmed, 'body.image');
    const match = dataUrlPattern.exec(trimmed);
    if (!match) throw fieldError('body.image', 'Expected a PNG, JPEG, GIF or WebP data URL');
    const [, type = 'image/png', base64 = ''] = match;
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length === 0) throw fieldError('body.image', 'The drawing is empty');
    if (bytes.length > deps.maxUploadBytes) {
      throw fieldError('body.image', `The drawing is larger than ${deps.maxUploadBytes} bytes`);
    }
    const stored = await uploads.receive(userId, {
      filename: `drawing.${extensionOf[type] ?? 'png'}`,
      mimeType: type,
      stream: Readable.from([bytes]),
      complete: Promise.resolve(),
    });
    return ownUpload(userId, stored.public_url, 'body.image');
  }

  /**
   * An upload of the caller as a message's picture: the stored image blocks (the upload's own path),
   * the bytes for a vision model, and for a PDF its page images and its text for the tutor. Anything
   * but the caller's upload is a 400 on `field`.
   */
  async function picture(
    userId: UserId,
    url: string,
    message: string,
    field: string,
  ): Promise<{
    pages: UploadRow[];
    imageUrl: string;
    input: Pick<SendInput, 'text' | 'content' | 'tutorImages' | 'imageUrl'>;
  }> {
    const row = await ownUpload(userId, url, field);
    if (row.kind === 'pdf_page') throw fieldError(field, unknownImage);
    const pages = row.kind === 'pdf' ? await uploads.pagesOf(row) : [row];
    const text = message.trim();
    const pdfText =
      row.kind === 'pdf' && deps.readsDocuments ? (row.text ?? '').slice(0, maxPdfTextChars) : '';
    return {
      pages,
      imageUrl: urlOf(row),
      input: {
        // The document's text is the student's data, sent with their message, never an instruction.
        text: pdfText ? [text, `"""\n${pdfText}\n"""`].filter(Boolean).join('\n\n') : text,
        content: blocks(text, pages),
        tutorImages: tutorImages(pages),
        imageUrl: urlOf(row),
      },
    };
  }

  return {
    picture,

    /** `send_message_with_image`: an uploaded image, or a PDF's page images and its text. */
    async sendWithImage(
      user: User,
      body: {
        thread_id: ThreadId;
        course_id: string;
        message?: string | undefined;
        image_url: string;
        client_message_id?: string | undefined;
      },
    ): Promise<BotReply> {
      await chats.ownedThread(user.id, body.thread_id);
      const { pages, imageUrl, input } = await picture(
        user.id,
        body.image_url,
        body.message ?? '',
        'body.image_url',
      );
      const { reply } = await chats.send(user, {
        threadId: body.thread_id,
        courseId: body.course_id,
        ...input,
        ...(body.client_message_id ? { clientMessageId: body.client_message_id } : {}),
      });
      return { ...reply, image_url: imageUrl, image_urls: pages.map(urlOf) };
    },

    /**
     * `drawing`: the drawing is stored as an upload, then as the student's message with its image
     * block, and the tutor's reply is the analysis. Keyed by the client's id, or by the drawing itself,
     * so `drawing_follow_up` for the same drawing answers with the same reply.
     */
    async drawing(
      user: User,
      body: {
        image: string;
        thread_id: ThreadId;
        course_id: string;
        message?: string | undefined;
        client_message_id?: string | undefined;
      },
    ): Promise<{ success: true; analysis: string; image_url: string }> {
      await chats.ownedThread(user.id, body.thread_id);
      const row = await drawingUpload(user.id, body.image);
      const input = { threadId: body.thread_id, courseId: body.course_id, message: body.message };
      const { reply } = await sendPictures(user, input, [row], {
        imageUrl: urlOf(row),
        clientMessageId: body.client_message_id ?? drawingKey(row),
      });
      return { success: true, analysis: contentText(reply.bot), image_url: urlOf(row) };
    },

    /**
     * `drawing_follow_up`: the tutor's reply to a drawing. After `drawing` (same client id, or the same
     * image_url) it is the reply already given; alone (an exercise submission) the drawing and the
     * message are stored and answered now, with the client's analysis as the student's data.
     */
    async drawingFollowUp(
      user: User,
      body: {
        thread_id: ThreadId;
        course_id: string;
        analysis: string;
        image_url?: string | undefined;
        message?: string | undefined;
        client_message_id?: string | undefined;
      },
    ): Promise<BotReply> {
      const row = body.image_url ? await ownUpload(user.id, body.image_url, 'body.image_url') : undefined;
      const input = { threadId: body.thread_id, courseId: body.course_id, message: body.message };
      const message = body.message?.trim() ?? '';
      if (!row && !message && !body.client_message_id) {
        throw fieldError(
          'body.image_url',
          "Send the drawing (image_url), a message or the drawing call's client_message_id",
        );
      }
      const tutorText = deps.vision
        ? [message, `"""\n${body.analysis.trim()}\n"""`].filter(Boolean).join('\n\n')
        : message;
      const { reply } = await sendPictures(user, input, row ? [row] : [], {
        tutorText,
        imageUrl: row ? urlOf(row) : null,
        clientMessageId: body.client_message_id ?? (row ? drawingKey(row) : undefined),
      });
      return row ? { ...reply, image_url: urlOf(row), image_urls: [urlOf(row)] } : reply;
    },

    /** For `generate_tts`: the stored content of an assistant message of the user's threads. */
    assistantMessages: (async (userId, messageId) => {
      const id = /^\d{1,15}$/.test(messageId) ? Number(messageId) : NaN;
      const row = Number.isSafeInteger(id) ? await chat.findOwnedMessage(userId, id) : undefined;
      return row && row.role === 'assistant' ? toChatMessage(row).content : null;
    }) satisfies AssistantMessageLookup,

    /** For `transcribe_audio`: the thread check, the stored transcript of a retry, and the answer. */
    voiceThreads: {
      async assertThread(userId, threadId, courseId) {
        const thread = await chats.ownedThread(userId, threadId);
        if (thread.course_id !== courseId) throw fieldError('body.course_id', chatMessages.unknownCourse);
      },
      async storedTranscript(userId, threadId, clientMessageId) {
        const row = await chat.findByClientId(userId, clientMessageId);
        if (!row || row.thread_id !== threadId || row.role !== 'user') return undefined;
        return contentText(toChatMessage(row).content as MessageContent);
      },
      async answer(user, input) {
        const { reply } = await chats.send(user, {
          threadId: input.thread_id,
          courseId: input.course_id,
          text: input.transcript,
          ...(input.client_message_id ? { clientMessageId: input.client_message_id } : {}),
        });
        // replyOf always names the stored reply.
        if (!reply.message_id) throw new Error('A stored reply has no message id');
        return { bot: reply.bot, message_id: reply.message_id };
      },
    } satisfies VoiceThreads,
  };
}
export type ChatMediaService = ReturnType<typeof chatMediaService>;
