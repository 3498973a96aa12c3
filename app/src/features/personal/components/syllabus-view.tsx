import { Button, EmptyState, Loader, paragraphs } from '@havruta/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course, SyllabusModule } from '../../../../../backend/contract';
import { ApiError, staticDataApi } from '../../../lib/api-client';
import { useLoad } from '../hooks/use-load';
import { CourseView } from './course-picker';

/** A data folder the static route can serve (the contract's own rule); anything else is invalid course data. */
const dataFolderPattern = /^[\w-]+$/;

function ModuleItem({ module }: { module: SyllabusModule }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="personal-module" data-state={open ? 'open' : 'closed'}>
      <h4 className="personal-module__heading">
        <button
          type="button"
          className="personal-module__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="personal-module__chevron" aria-hidden="true">
            ›
          </span>
          <span dir="auto">{module.title}</span>
        </button>
      </h4>
      <div id={panelId} className="personal-module__body" hidden={!open}>
        {paragraphs(module.description).map((paragraph, index) => (
          <p key={index} dir="auto">
            {paragraph}
          </p>
        ))}
      </div>
    </li>
  );
}

/** The overview and expandable modules of one course, or the placeholder when the file fails. */
function CourseSyllabus({ course }: { course: Course }) {
  const { t } = useTranslation('personal');
  const valid = dataFolderPattern.test(course.dataFolder);
  const [loaded, reload] = useLoad(valid ? course.dataFolder : null, (signal) =>
    staticDataApi.syllabus(course.dataFolder, signal),
  );

  if (!valid) {
    return (
      <p className="personal-alert" role="alert">
        {t('syllabus.invalidCourse')}
      </p>
    );
  }
  if (loaded.status === 'loading') return <Loader type="dots" message={t('syllabus.loading')} />;

  // A failed request and an unusable file get different words (docs/requirements.md#accounts-errors); both show the placeholder.
  const failure =
    loaded.status === 'failed'
      ? loaded.error instanceof ApiError &&
        loaded.error.code !== 'contract_mismatch' &&
        loaded.error.code !== 'invalid_json'
        ? t('syllabus.failed')
        : t('syllabus.error')
      : null;
  const overview = loaded.status === 'ready' ? loaded.value.overview : t('syllabus.unavailable');
  const modules = loaded.status === 'ready' ? loaded.value.modules : [];

  return (
    <>
      {failure && (
        <div className="personal-alert" role="alert">
          <p>{failure}</p>
          <Button variant="secondary" size="sm" onClick={reload}>
            {t('retry')}
          </Button>
        </div>
      )}
      <section className="personal-syllabus">
        <h3>{t('syllabus.overview')}</h3>
        {/* Course files are written in one language (Hebrew): each paragraph keeps its own direction. */}
        {paragraphs(overview).map((paragraph, index) => (
          <p key={index} dir="auto">
            {paragraph}
          </p>
        ))}
        <h3>{t('syllabus.modules')}</h3>
        {modules.length === 0 ? (
          <EmptyState title={t('syllabus.noModules')} />
        ) : (
          <ol className="personal-modules">
            {modules.map((module) => (
              <ModuleItem key={module.id} module={module} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

/** Course Syllabus: pick a course, then its overview and expandable modules. */
export function SyllabusView() {
  const { t } = useTranslation('personal');
  return (
    <CourseView title={t('syllabus.title')}>
      {(course) => <CourseSyllabus key={course.id} course={course} />}
    </CourseView>
  );
}
