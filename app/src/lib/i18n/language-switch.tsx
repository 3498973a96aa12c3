import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage, setPseudoLocale } from './index';
import { pseudoSwitchShown } from './pseudo';

/**
 * Toggles he ⇄ en; the button names the language it switches to, in that language. The development build
 * adds a switch to the pseudo-locale (see ./pseudo.ts); a production build has none.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = currentLanguage() === 'he' ? 'en' : 'he';
  return (
    <>
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
      {pseudoSwitchShown && (
        <button type="button" className="language-switch" onClick={() => void setPseudoLocale()}>
          {t('language.pseudo')}
        </button>
      )}
    </>
  );
}
