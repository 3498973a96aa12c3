import { SchoolSelect } from '@havruta/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchools } from '../hooks/use-schools';

/** The school dropdown wired to GET /api/auth/schools. */
export function SchoolPicker() {
  const { t } = useTranslation();
  const { status, schools, retry } = useSchools();
  const [value, setValue] = useState('');
  const chosen = schools.find((school) => String(school.id) === value);
  return (
    <div className="school-picker">
      <SchoolSelect
        schools={schools}
        status={status}
        value={value}
        onValueChange={setValue}
        onRetry={retry}
      />
      {chosen && <p role="status">{t('shell.selected', { name: chosen.name })}</p>}
    </div>
  );
}
