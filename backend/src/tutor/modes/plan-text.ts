/** The student_plan the offline tutor writes from the plan's facts (and the openai provider's fallback). */
import type { StudentPlanItem } from '../../../contract';
import type { PlanFacts } from '../plan-facts';
import { strongMastery } from '../plan-facts';
import { fill, type TutorTexts } from '../texts';

export function writePlan(texts: TutorTexts, facts: PlanFacts): StudentPlanItem[] {
  const t = texts.plan;
  const course = facts.courseName;
  const items: StudentPlanItem[] = [
    {
      type: 'text',
      text: facts.activities
        ? fill(t.overview, { attempts: facts.activities, course })
        : fill(t.overviewEmpty, { course }),
    },
  ];
  const assessed = facts.topics
    .filter((topic) => topic.mastery !== null)
    .sort((a, b) => (a.mastery ?? 0) - (b.mastery ?? 0));
  for (const topic of assessed) {
    const weak = (topic.mastery ?? 0) < strongMastery;
    const values = {
      topic: topic.topic,
      subject: topic.topic,
      percent: Math.round((topic.mastery ?? 0) * 100),
      attempts: topic.attempts,
    };
    items.push({
      type: 'section',
      title: fill(weak ? t.weakTitle : t.strongTitle, values),
      text: fill(weak ? t.weakText : t.strongText, values),
    });
  }
  for (const topic of facts.topics.filter((item) => item.mastery === null)) {
    items.push({
      type: 'section',
      title: fill(t.unassessedTitle, { topic: topic.topic }),
      text: fill(t.unassessedText, { subject: topic.topic }),
    });
  }
  if (facts.tests.count > 0) {
    items.push({
      type: 'section',
      title: t.testsTitle,
      text: fill(t.testsText, { count: facts.tests.count, average: facts.tests.average ?? 0 }),
    });
  }
  const next = [
    facts.nextLesson ? fill(t.nextLesson, { title: facts.nextLesson.title }) : '',
    facts.nextTest ? fill(t.nextTest, { name: facts.nextTest.name }) : '',
  ].filter(Boolean);
  if (next.length) items.push({ type: 'section', title: t.nextTitle, text: next.join(' ') });
  return items;
}
