import { endpoints } from '../../backend/contract';
import { languageFromAcceptLanguage } from '../../backend/contract/language';
import { buildLearningPlanRecord, buildStudentLearningPlan } from '../fixtures/plans';
import { defineDomain, scenarios } from '../scenarios';

/** Learning plans: the list and the generation call. */
export const plansHandlers = defineDomain({
  listPlans: scenarios(
    endpoints.listPlans,
    () => ({
      success: true as const,
      learning_plans: [
        buildLearningPlanRecord(),
        buildLearningPlanRecord({ id: 2, course_id: 'statistics-2', plan: buildStudentLearningPlan() }),
      ],
    }),
    () => ({ success: true as const, learning_plans: [] }),
  ),
  // Like the server, a generated plan is written in the request's Accept-Language.
  generatePlan: scenarios(endpoints.generatePlan, ({ request }) => ({
    success: true as const,
    learning_plan: buildStudentLearningPlan(
      languageFromAcceptLanguage(request.headers.get('accept-language')),
    ),
  })),
});
