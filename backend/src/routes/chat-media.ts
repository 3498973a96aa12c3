import type { Router } from '@koa/router';
import { endpoints } from '../../contract';
import type { ChatMediaService } from '../services/chat-media';
import { defineAuthedRoute, type Authenticate } from './define';

/** Pictures, PDFs and drawings sent to the tutor (issue 14): stored in the thread, then answered. */
export function chatMediaRoutes(router: Router, authenticate: Authenticate, media: ChatMediaService): void {
  defineAuthedRoute(router, endpoints.sendMessageWithImage, authenticate, async ({ user, body }) =>
    media.sendWithImage(user, body),
  );

  defineAuthedRoute(router, endpoints.analyzeDrawing, authenticate, async ({ user, body }) =>
    media.drawing(user, body),
  );

  defineAuthedRoute(router, endpoints.drawingFollowUp, authenticate, async ({ user, body }) =>
    media.drawingFollowUp(user, body),
  );
}
