import { useTranslation } from 'react-i18next';
import { failureReason, serverWords } from '../chat-rules';

/**
 * The "{reason}" of a failed call in the interface language: the client's own failures by name, the
 * server's words in English, and a generic Hebrew text in Hebrew (the server speaks English).
 */
export function useReason(): (error: unknown) => string {
  const { t, i18n } = useTranslation('personal');
  return (error) => {
    const reason = failureReason(error);
    if (reason !== 'server') return t(`chat.reasons.${reason}`);
    return (i18n.language === 'en' ? serverWords(error) : null) ?? t('chat.reasons.server');
  };
}
