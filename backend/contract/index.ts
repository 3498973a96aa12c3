/**
 * The API contract: every documented call, defined once. The typed client (app/), the MSW
 * handlers (mocks/), the Koa routes (backend/src) and the tests all import from here.
 */
import * as auth from './auth';
import * as chat from './chat';
import { getConfig } from './config';
import * as dev from './dev';
import * as health from './health';
import * as introduction from './introduction';
import * as plans from './plans';
import * as progress from './progress';
import { listSchools } from './schools';
import * as staticData from './static-data';

export * from './auth';
export * from './chat';
export * from './config';
export * from './content';
export * from './dev';
export * from './endpoint';
export * from './errors';
export * from './ids';
export * from './health';
export * from './messages';
export * from './paths';
export * from './introduction';
export * from './plans';
export * from './progress';
export * from './replies';
export * from './schools';
export * from './static-data';

/** The registry: one entry per call. */
export const endpoints = {
  login: auth.login,
  validate: auth.validate,
  register: auth.register,
  listSchools,
  getSchool: auth.getSchool,
  forgotPassword: auth.forgotPassword,
  resetPassword: auth.resetPassword,
  verifyEmail: auth.verifyEmail,
  verifyEmailDirect: auth.verifyEmailDirect,
  approveUser: auth.approveUser,
  refresh: auth.refresh,
  logout: auth.logout,
  resendVerification: auth.resendVerification,
  userCourses: auth.userCourses,
  getProgress: progress.getProgress,
  saveProgress: progress.saveProgress,
  listPlans: plans.listPlans,
  listDevMail: dev.listDevMail,
  healthLive: health.healthLive,
  healthReady: health.healthReady,
  generatePlan: chat.generatePlan,
  getIntroductionStatus: introduction.getIntroductionStatus,
  startIntroduction: introduction.startIntroduction,
  superSimple: introduction.superSimple,
  getUserThreads: chat.getUserThreads,
  getCourseThread: chat.getCourseThread,
  chat: chat.chat,
  generateTimeoutSummary: chat.generateTimeoutSummary,
  injectSummary: chat.injectSummary,
  createThread: chat.createThread,
  createTestThread: chat.createTestThread,
  sendMessageWithImage: chat.sendMessageWithImage,
  uploadFile: chat.uploadFile,
  generateTts: chat.generateTts,
  getTtsAudio: chat.getTtsAudio,
  transcribeAudio: chat.transcribeAudio,
  analyzeDrawing: chat.analyzeDrawing,
  drawingFollowUp: chat.drawingFollowUp,
  saveFeedback: chat.saveFeedback,
  getImage: chat.getImage,
  getConfig,
  getSyllabus: staticData.getSyllabus,
  getSubjectIndex: staticData.getSubjectIndex,
  getSubject: staticData.getSubject,
  getTestCategory: staticData.getTestCategory,
  getLessonIndex: staticData.getLessonIndex,
  getLesson: staticData.getLesson,
  getGuidedTestIndex: staticData.getGuidedTestIndex,
  getGuidedTest: staticData.getGuidedTest,
} as const;

export type EndpointName = keyof typeof endpoints;
