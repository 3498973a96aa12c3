import { describe, expect, it } from 'vitest';
import {
  BotReply,
  ChatMessage,
  endpoints,
  ExerciseData,
  GuidedTest,
  GuidedTestIndex,
  IntroductionReply,
  IntroductionStatus,
  LearningPlan,
  LearningPlanRecord,
  LearningSessionData,
  Lesson,
  LoginResponse,
  ProgressRecord,
  ActivityResult,
  School,
  ServerFeatures,
  StructuredReply,
  structuredReplyTypes,
  Subject,
  SubjectIndex,
  Syllabus,
  TestCategoryFile,
  ThreadSummary,
  UploadResponse,
  User,
  type Endpoint,
  type EndpointName,
} from '../../backend/contract';
import { buildLoginResponse, buildUser } from '../../mocks/fixtures/auth';
import {
  buildBotReply,
  buildChatHistory,
  buildChatMessage,
  buildStructuredReply,
  buildThreads,
  buildUploadResponse,
  structuredReplyExamples,
} from '../../mocks/fixtures/chat';
import {
  buildExerciseData,
  buildGuidedTest,
  buildGuidedTestIndex,
  buildLearningSessionData,
  buildLessons,
  buildSubject,
  buildSubjectIndex,
  buildSyllabus,
  buildTestCategoryFile,
} from '../../mocks/fixtures/content';
import { buildIntroductionReply, buildIntroductionStatus } from '../../mocks/fixtures/introduction';
import {
  buildLearningPlanRecord,
  buildLegacyStudentPlan,
  buildStudentLearningPlan,
  buildVisualPlan,
} from '../../mocks/fixtures/plans';
import { buildActivityResult, buildProgressRecords } from '../../mocks/fixtures/progress';
import { sampleRequests } from '../../mocks/fixtures/requests';
import { buildSchools } from '../../mocks/fixtures/schools';
import { buildServerFeatures } from '../../mocks/fixtures/config';

const hebrew = /[\u0590-\u05FF]/;
/** fixtures that hold no human text (only URLs and flags) */
const textless = new Set(['buildUploadResponse', 'buildServerFeatures']);

describe('given every fixture builder', () => {
  it.each([
    ['buildUser', User, buildUser()],
    ['buildLoginResponse', LoginResponse, buildLoginResponse()],
    ['buildSchools', School.array(), buildSchools()],
    ['buildProgressRecords', ProgressRecord.array(), buildProgressRecords()],
    ['buildActivityResult', ActivityResult, buildActivityResult()],
    ['buildVisualPlan', LearningPlan, buildVisualPlan()],
    ['buildStudentLearningPlan', LearningPlan, buildStudentLearningPlan()],
    ['buildLegacyStudentPlan', LearningPlan, buildLegacyStudentPlan()],
    ['buildLearningPlanRecord', LearningPlanRecord, buildLearningPlanRecord()],
    ['buildIntroductionStatus', IntroductionStatus, buildIntroductionStatus()],
    ['buildIntroductionReply', IntroductionReply, buildIntroductionReply()],
    ['buildChatMessage', ChatMessage, buildChatMessage()],
    ['buildChatHistory', ChatMessage.array(), buildChatHistory()],
    ['buildBotReply', BotReply, buildBotReply()],
    ['buildThreads', ThreadSummary.array(), buildThreads()],
    ['buildUploadResponse', UploadResponse, buildUploadResponse()],
    ['buildSyllabus', Syllabus, buildSyllabus()],
    ['buildLessons', Lesson.array(), buildLessons()],
    ['buildSubjectIndex', SubjectIndex, buildSubjectIndex()],
    ['buildSubject', Subject, buildSubject()],
    ['buildTestCategoryFile', TestCategoryFile, buildTestCategoryFile('final')],
    ['buildGuidedTestIndex', GuidedTestIndex, buildGuidedTestIndex()],
    ['buildGuidedTest', GuidedTest, buildGuidedTest()],
    ['buildLearningSessionData', LearningSessionData, buildLearningSessionData()],
    ['buildExerciseData', ExerciseData, buildExerciseData()],
    ['buildServerFeatures', ServerFeatures, buildServerFeatures()],
  ] as const)('should make %s parse with the contract, in Hebrew', (name, schema, value) => {
    // Act
    const result = schema.safeParse(value);

    // Assert
    expect(result.success).toBe(true);
    expect(textless.has(name) || hebrew.test(JSON.stringify(value))).toBe(true);
  });

  it.each(structuredReplyTypes)('should have a contract-valid example of the %s reply', (type) => {
    expect(StructuredReply.parse(structuredReplyExamples[type]).type).toBe(type);
    expect(buildStructuredReply(type).type).toBe(type);
  });

  it('should cover the 19 structured reply types of docs/requirements.md#learning-space-entities', () => {
    expect([...structuredReplyTypes].sort()).toEqual(
      [
        'math_explanation',
        'feedback',
        'document_explanation',
        'conversation',
        'teaching',
        'problem_walkthrough',
        'open_practice',
        'wrapup',
        'explanation',
        'text',
        'image',
        'exercise_session',
        'exercise_session_result',
        'learning_session',
        'learning_session_result',
        'introduction_summary',
        'learning_session_error',
        'introduction',
        'content',
      ].sort(),
    );
  });

  it.each(Object.keys(endpoints) as EndpointName[])(
    'should hold a contract-valid sample request for %s',
    (name) => {
      // Arrange
      const endpoint: Endpoint = endpoints[name];
      const sample = sampleRequests[name] as { params?: unknown; query?: unknown; body?: unknown };

      // Assert
      expect(endpoint.params.safeParse(sample.params ?? {}).success).toBe(true);
      expect(endpoint.query.safeParse(sample.query ?? {}).success).toBe(true);
      expect(endpoint.body.safeParse(sample.body ?? {}).success).toBe(true);
    },
  );
});
