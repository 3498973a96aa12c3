import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Verdict } from '../../../../../../backend/domain/answer';
import type { CheckReason } from './check-answer';

type UnparseableCode = Extract<Verdict, { verdict: 'unparseable' }>['reason']['code'];
type Params = Readonly<Record<string, string | number>>;

/** Left-to-right isolate around the learner's own text: math reads LTR inside a Hebrew sentence. */
export function isolateInput(text: string | number | undefined): string {
  return `\u2066${String(text ?? '')}\u2069`;
}

/**
 * Why an answer could not be read, in the learner's language (content/locales learning.windows.answer), or
 * undefined for a reason this window has no words for (the window then shows its generic message).
 */
export function useUnparseableReason(): (reason: CheckReason | undefined) => string | undefined {
  const { t } = useTranslation('learning');
  return useCallback(
    (reason) => {
      if (reason === undefined) return undefined;
      if (typeof reason === 'string') return reason;
      const params: Params = reason.params ?? {};
      const input = isolateInput(params.input);
      const messages: Record<UnparseableCode, () => string> = {
        empty: () => t('windows.answer.empty'),
        'too-long': () => t('windows.answer.tooLong', { length: params.length }),
        'too-deep': () => t('windows.answer.tooDeep', { input }),
        'too-complex': () => t('windows.answer.tooComplex', { input }),
        unbalanced: () => t('windows.answer.unbalanced', { input }),
        'bad-character': () =>
          t('windows.answer.badCharacter', { input, character: isolateInput(params.character) }),
        'unknown-word': () => t('windows.answer.unknownWord', { input, word: isolateInput(params.word) }),
        'hebrew-in-math': () => t('windows.answer.hebrewInMath', { input }),
        syntax: () => t('windows.answer.syntax', { input }),
        'not-finite': () => t('windows.answer.notFinite', { input }),
        undecidable: () => t('windows.answer.undecidable', { input }),
        'no-such-option': () => t('windows.answer.noSuchOption', { option: params.option }),
        'not-a-choice': () => t('windows.answer.notAChoice'),
        'no-decision': () => t('windows.answer.noDecision', { input }),
        'expected-unreadable': () => t('windows.answer.expectedUnreadable'),
      };
      const message = Object.hasOwn(messages, reason.code)
        ? messages[reason.code as UnparseableCode]
        : undefined;
      return message?.();
    },
    [t],
  );
}
