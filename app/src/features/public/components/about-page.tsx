import { useTranslation } from 'react-i18next';
import { Paragraphs } from './paragraphs';
import { PublicPage } from './public-page';

/** The two co-founders; their names, titles and profile URLs are editable content in public.json. */
export const teamMembers = ['first', 'second'] as const;

/** About Us: the mission and the founding team with profile links. */
export function AboutPage() {
  const { t } = useTranslation('public');
  return (
    <PublicPage title={t('about.title')}>
      <section className="public-section" aria-labelledby="about-mission">
        <h2 id="about-mission">{t('about.mission.title')}</h2>
        <Paragraphs text={t('about.mission.body')} />
      </section>
      <section className="public-section" aria-labelledby="about-team">
        <h2 id="about-team">{t('about.team.title')}</h2>
        <ul className="card-grid team-list">
          {teamMembers.map((id) => {
            const name = t(`about.team.members.${id}.name`);
            return (
              <li key={id} className="team-list__member">
                <h3>{name}</h3>
                <p className="team-list__title">{t(`about.team.members.${id}.title`)}</p>
                <a
                  className="public-link"
                  href={t(`about.team.members.${id}.url`)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('about.team.profile', { name })}
                </a>
              </li>
            );
          })}
        </ul>
      </section>
    </PublicPage>
  );
}
