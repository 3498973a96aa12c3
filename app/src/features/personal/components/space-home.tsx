import { ActionCard } from '@havruta/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StrokeIcon } from '../../../lib/frame/stroke-icon';
import type { SpaceView } from '../space-views';

const icons: Record<SpaceView | 'timeout', string> = {
  'learning-progress': 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  syllabus: 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3V4zm0 13a3 3 0 0 1 3-3h11M9 8h6',
  'user-info': 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8c0-3.3 3.1-6 7-6s7 2.7 7 6',
  introduction: 'M4 5h16v10H9l-5 4V5zm4 4h8m-8 3h5',
  timeout: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v4l3 2',
};

/** The personal space's own dashboard: the four cards of docs/requirements.md#accounts-screens, and the way to Time-Out. */
export function SpaceHome({ onOpen }: { onOpen: (view: SpaceView) => void }) {
  const { t } = useTranslation('personal');
  const timeoutTitle = useId();
  const cards: Array<[SpaceView, string, string]> = [
    ['learning-progress', t('cards.progress.title'), t('cards.progress.description')],
    ['syllabus', t('cards.syllabus.title'), t('cards.syllabus.description')],
    ['user-info', t('cards.profile.title'), t('cards.profile.description')],
    ['introduction', t('cards.introduction.title'), t('cards.introduction.description')],
  ];
  return (
    <>
      <ul className="card-grid personal__cards" aria-label={t('cards.label')}>
        {cards.map(([view, title, description]) => (
          <li key={view}>
            <ActionCard
              icon={<StrokeIcon d={icons[view]} />}
              title={title}
              description={description}
              onClick={() => onOpen(view)}
            />
          </li>
        ))}
      </ul>
      <aside className="personal-timeout" aria-labelledby={timeoutTitle}>
        <span className="personal-icon">
          <StrokeIcon d={icons.timeout} />
        </span>
        <div className="personal-timeout__text">
          <h2 id={timeoutTitle} className="personal-timeout__title">
            {t('timeoutEntry.title')}
          </h2>
          <p>{t('timeoutEntry.description')}</p>
        </div>
        <Link className="personal-link-button" to="/timeout">
          {t('timeoutEntry.action')}
        </Link>
      </aside>
    </>
  );
}
