import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../features/language/language-switch';
import { SchoolPicker } from '../features/schools/components/school-picker';

/** The app shell: header with the language switch, and the school picker slice. */
export function ShellPage() {
  const { t } = useTranslation();
  return (
    <div className="shell">
      <header className="shell__header">
        <span className="shell__brand">{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      <main className="shell__main">
        <h1>{t('shell.title')}</h1>
        <p>{t('shell.intro')}</p>
        <SchoolPicker />
      </main>
    </div>
  );
}
