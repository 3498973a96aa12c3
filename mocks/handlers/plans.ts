import { endpoints } from '../../backend/contract';
import { languageFromAcceptLanguage } from '../../backend/contract/language';
import { buildLearningPlanRecords, buildStudentLearningPlan } from '../fixtures/plans';
import { defineDomain, scenarios } from '../scenarios';

const languageOf = (request: Request) => languageFromAcceptLanguage(request.headers.get('accept-language'));

/** Learning plans: the list and the generation call, in the request's Accept-Language as the server writes them. */
export const plansHandlers = defineDomain({
  listPlans: scenarios(
    endpoints.listPlans,
    ({ request }) => ({
      success: true as const,
      learning_plans: buildLearningPlanRecords(languageOf(request)),
    }),
    () => ({ success: true as const, learning_plans: [] }),
  ),
  generatePlan: scenarios(endpoints.generatePlan, ({ request }) => ({
    success: true as const,
    learning_plan: buildStudentLearningPlan(languageOf(request)),
  })),
});
