import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from './index';

/** Toggles he ⇄ en; the button names the language it switches to, in that language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = currentLanguage() === 'he' ? 'en' : 'he';
  return (
    <button
      type="button"
      className="language-switch"
      lang={next}
      title={t('language.label')}
      data-language={i18n.language}
      onClick={() => void setLanguage(next)}
    >
      {t('language.switchTo')}
    </button>
  );
}
