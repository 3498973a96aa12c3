/** Stateful introduction mock: the third answer of a thread brings the summary. */
import type { HttpHandler } from 'msw';
import { endpoints, ThreadId } from '../../backend/contract';
import { languageFromAcceptLanguage } from '../../backend/contract/language';
import {
  buildIntroductionReply,
  buildIntroductionStatus,
  introductionGreetings,
  introductionSummary,
  introductionTurnTexts,
} from '../fixtures/introduction';
import { defineDomain, readJson, scenarios } from '../scenarios';

/** how many user messages the mock takes before it answers with the summary */
export const introductionTurns = 3;

export function createIntroductionMock() {
  const turns = new Map<string, number>();
  let threads = 0;
  const on = {
    getIntroductionStatus: scenarios(
      endpoints.getIntroductionStatus,
      () => buildIntroductionStatus(),
      () => buildIntroductionStatus({ exists: false, id: null, content: null }),
    ),
    startIntroduction: scenarios(endpoints.startIntroduction, ({ request }) => {
      threads += 1;
      const language = languageFromAcceptLanguage(request.headers.get('accept-language'));
      return {
        thread_id: ThreadId.parse(`intro_thread_${threads}`),
        message: introductionGreetings[language],
      };
    }),
    superSimple: scenarios(endpoints.superSimple, async ({ request }) => {
      const body = await readJson(request);
      const thread = String(body.thread_id);
      const count = (turns.get(thread) ?? 0) + 1;
      turns.set(thread, count);
      // Like the server, the introduction's turns are in the request's Accept-Language (its summary is Hebrew).
      const said = introductionTurnTexts[languageFromAcceptLanguage(request.headers.get('accept-language'))];
      return count >= introductionTurns
        ? buildIntroductionReply({ message: said.done, has_summary: true, summary: introductionSummary })
        : buildIntroductionReply({ message: said.next });
    }),
  };
  return {
    handlers: defineDomain(on),
    reset: () => {
      turns.clear();
      threads = 0;
    },
  };
}

const shared = createIntroductionMock();

/** /api/introduction/*: `introductionHandlers.ok`, scenario factories and `fresh()`. */
export const introductionHandlers = {
  ...shared.handlers,
  fresh: (): HttpHandler[] => createIntroductionMock().handlers.ok,
  reset: shared.reset,
};
