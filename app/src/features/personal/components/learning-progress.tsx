import { Button, EmptyState, Loader, ScoreBadge, Tabs } from '@havruta/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course, ProgressRecord } from '../../../../../backend/contract';
import { progressApi, type ApiError } from '../../../lib/api-client';
import { useLoad } from '../hooks/use-load';
import { useRefreshOnReturn } from '../hooks/use-refresh-on-return';
import {
  activityPageSize,
  formatShortDate,
  minutesAndSeconds,
  recordsOfTab,
  summarise,
  type ProgressTab,
} from '../progress-rules';
import { CourseView } from './course-picker';
import { PlanPanel, useCoursePlan } from './plan-panel';

/** A course's records, and whether loading them failed (the list itself comes back empty then). */
interface CourseRecords {
  records: ProgressRecord[];
  failed: boolean;
}

async function loadRecords(courseId: string, signal: AbortSignal): Promise<CourseRecords> {
  const errors: ApiError[] = [];
  const records = await progressApi.list(
    { course_id: courseId },
    { signal, onError: (error) => errors.push(error) },
  );
  // The client falls back to the legacy path; a failure is only reported when nothing came back.
  return { records, failed: errors.length > 0 && records.length === 0 };
}

/** Time as minutes and seconds in the interface language. */
export function useDuration(): (seconds: number) => string {
  const { t } = useTranslation('personal');
  return (seconds) => t('progress.duration', minutesAndSeconds(seconds));
}

function Summary({ records }: { records: readonly ProgressRecord[] }) {
  const { t, i18n } = useTranslation('personal');
  const duration = useDuration();
  const summary = summarise(records);
  const none = t('progress.summary.none');
  return (
    <div role="group" aria-label={t('progress.summary.label')}>
      <dl className="personal-summary">
        <div>
          <dt>{t('progress.summary.activities')}</dt>
          <dd>{summary.count}</dd>
        </div>
        <div>
          <dt>{t('progress.summary.average')}</dt>
          <dd>{summary.average === null ? none : `${summary.average}%`}</dd>
        </div>
        <div>
          <dt>{t('progress.summary.time')}</dt>
          <dd>{duration(summary.seconds)}</dd>
        </div>
        <div>
          <dt>{t('progress.summary.last')}</dt>
          <dd>{summary.last === null ? none : formatShortDate(summary.last, i18n.language)}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * Activity rows, newest first, a page at a time (a course can hold thousands), each named by the course
 * files (the server's `title`), never by its id. On a narrow screen each row becomes a card (CSS
 * container query); the explicit roles keep it a table for assistive technology whatever its display.
 */
function ActivityList({ records }: { records: readonly ProgressRecord[] }) {
  const { t, i18n } = useTranslation('personal');
  const duration = useDuration();
  const [limit, setLimit] = useState(activityPageSize);
  if (records.length === 0) return <EmptyState title={t('progress.empty')} />;
  const shown = records.slice(0, limit);
  const column = {
    type: t('progress.list.type'),
    score: t('progress.list.score'),
    time: t('progress.list.time'),
    date: t('progress.list.date'),
  };
  return (
    <div className="personal-activities">
      {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- a table shown as cards keeps its roles only when they are explicit */}
      <table className="personal-table" role="table" aria-label={t('progress.list.label')}>
        <thead role="rowgroup">
          <tr role="row">
            {[t('progress.list.activity'), column.type, column.score, column.time, column.date].map(
              (name) => (
                <th key={name} scope="col" role="columnheader">
                  {name}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {shown.map((record) => (
            <tr key={record.id} role="row">
              <td role="cell" className="personal-table__name">
                {/* In the page's direction: an English name quotes a Hebrew practice subject. */}
                <bdi dir={i18n.dir()}>{record.title ?? t('progress.list.unnamed')}</bdi>
              </td>
              <td role="cell" data-label={column.type}>
                {record.activity_type === 'test' ? t('progress.types.test') : t('progress.types.practice')}
              </td>
              <td role="cell" data-label={column.score}>
                <ScoreBadge score={record.score} />
              </td>
              <td role="cell" data-label={column.time}>
                {duration(record.time_spent)}
              </td>
              <td role="cell" data-label={column.date}>
                <time dateTime={record.created_at}>{formatShortDate(record.created_at, i18n.language)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      {records.length > shown.length && (
        <div className="personal-activities__more">
          <p role="status">{t('progress.shown', { shown: shown.length, total: records.length })}</p>
          <Button variant="secondary" size="sm" onClick={() => setLimit((value) => value + activityPageSize)}>
            {t('progress.showMore')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * A course's summary and its four tabs: Learning Plan (default), All Activities, Tests, Practice Problems;
 * loaded again, without a loading state, whenever the student comes back to the page.
 */
function CourseProgress({ course }: { course: Course }) {
  const { t } = useTranslation('personal');
  const [tab, setTab] = useState<ProgressTab>('learning-plan');
  const [loaded, reload, refresh] = useLoad(course.id, (signal) => loadRecords(course.id, signal));
  const plan = useCoursePlan(course);
  // Answers given in the learning space (another tab or window) show when the student comes back.
  useRefreshOnReturn(() => {
    refresh();
    plan.refresh();
  });

  if (loaded.status === 'loading') return <Loader type="dots" message={t('progress.loading')} />;
  // useLoad's failure cannot happen here (the list never throws but on abort); treat it as a failure.
  const { records, failed } =
    loaded.status === 'ready' ? loaded.value : { records: [] as ProgressRecord[], failed: true };
  const list = (kind: Exclude<ProgressTab, 'learning-plan'>) => (
    <ActivityList records={recordsOfTab(records, kind)} />
  );

  return (
    <>
      {failed && (
        <div className="personal-alert" role="alert">
          <p>{t('progress.failed')}</p>
          <Button variant="secondary" size="sm" onClick={reload}>
            {t('retry')}
          </Button>
        </div>
      )}
      <Summary records={records} />
      <Tabs
        label={t('progress.tabs.label')}
        value={tab}
        onValueChange={(value) => setTab(value as ProgressTab)}
        items={[
          {
            id: 'learning-plan',
            label: t('progress.tabs.plan'),
            content: <PlanPanel course={course} plan={plan} />,
          },
          { id: 'all', label: t('progress.tabs.all'), content: list('all') },
          { id: 'test', label: t('progress.tabs.test'), content: list('test') },
          { id: 'practice', label: t('progress.tabs.practice'), content: list('practice') },
        ]}
      />
    </>
  );
}

/** Learning Progress: pick a course, then its summary and tabs; Change Course clears the selection. */
export function LearningProgress() {
  const { t } = useTranslation('personal');
  return (
    <CourseView title={t('progress.title')}>
      {(course) => <CourseProgress key={course.id} course={course} />}
    </CourseView>
  );
}
