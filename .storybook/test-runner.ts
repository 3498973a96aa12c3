import type { TestRunnerConfig } from '@storybook/test-runner';

/** Fails a story whose component called an API path that no MSW handler answered. */
const config: TestRunnerConfig = {
  async postVisit(page, context) {
    const unhandled = await page.evaluate(() => window.__unhandledRequests ?? []);
    if (unhandled.length > 0) {
      throw new Error(`${context.id}: unmocked requests: ${unhandled.join(', ')}`);
    }
  },
};
export default config;
