import { useToast } from '@havruta/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '../../../../../backend/contract';
import { chatApi, isAllowedUpload } from '../../../lib/api-client';
import { dataUrlToBlob, ReportedError } from '../exchange';
import type { Conversation } from './use-conversation';

/**
 * Upload Document and the drawing pad (docs/requirements.md#learning-space-screens, #learning-space-validation, #learning-space-calls): an image or PDF is checked by its
 * extension, uploaded, and sent to the tutor with its page images; a drawing goes through the vision
 * call and the tutor's follow-up. Both show the learner's images in the chat.
 */
export function useAttachments(course: Course | null, conversation: Conversation) {
  const { t } = useTranslation('learning');
  const toast = useToast();
  const { exchange, prepare } = conversation;

  const upload = useCallback(
    async (file: File) => {
      if (!isAllowedUpload(file.name)) {
        toast.error(t('upload.notAllowed'));
        return;
      }
      if (!course) return;
      let uploaded: Awaited<ReturnType<typeof chatApi.uploadFile>>;
      try {
        uploaded = await prepare('uploading', () => chatApi.uploadFile(file));
      } catch (error) {
        console.warn('upload failed', error);
        toast.error(t('upload.failed'));
        return;
      }
      const message = t('upload.message', { name: file.name });
      const pages = uploaded.is_pdf ? uploaded.public_urls : [uploaded.public_url];
      try {
        await exchange(
          (thread, clientMessageId, _onDelta, signal) =>
            chatApi.sendWithImage(
              {
                thread_id: thread,
                course_id: course.id,
                message,
                image_url: uploaded.public_url,
                is_pdf: uploaded.is_pdf,
                page_urls: uploaded.is_pdf ? uploaded.public_urls : undefined,
                client_message_id: clientMessageId,
              },
              signal,
            ),
          { display: message, imageUrls: pages, context: 'uploading' },
        );
        toast.success(t('upload.sent'));
      } catch (error) {
        if (!(error instanceof ReportedError)) throw error;
      }
    },
    [course, exchange, prepare, t, toast],
  );

  const sendDrawing = useCallback(
    async (dataUrl: string) => {
      if (!course) return;
      const message = t('drawing.message');
      // The drawing shows at once from this page's own copy; the server keeps its own.
      const preview = URL.createObjectURL(dataUrlToBlob(dataUrl));
      try {
        await exchange(
          async (thread, clientMessageId, _onDelta, signal) => {
            const vision = await chatApi.analyzeDrawing(
              {
                image: dataUrl,
                thread_id: thread,
                course_id: course.id,
                message,
                client_message_id: clientMessageId,
              },
              signal,
            );
            return chatApi.drawingFollowUp(
              {
                thread_id: thread,
                course_id: course.id,
                analysis: vision.analysis,
                image_url: vision.image_url,
                message,
                client_message_id: `${clientMessageId}-reply`,
              },
              signal,
            );
          },
          { display: message, imageUrls: [preview], context: 'processing' },
        );
      } catch (error) {
        if (!(error instanceof ReportedError)) throw error;
      }
    },
    [course, exchange, t],
  );

  return { upload, sendDrawing };
}
