import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { viewportSizeOf } from './viewports';

/** A story's `viewport` global: `{ value: 'phone' }` (Storybook's form) or the bare name. */
function viewportName(globals: Record<string, unknown> | undefined): unknown {
  const viewport = globals?.viewport;
  return viewport && typeof viewport === 'object' && 'value' in viewport ? viewport.value : viewport;
}

const config: TestRunnerConfig = {
  /** Sizes the page to the story's viewport (the page is reused, so a story without one gets the default). */
  async preVisit(page, story) {
    // The prepared story: its own globals are `storyGlobals` (there is no merged `globals` yet).
    const context = await getStoryContext(page, story);
    await page.setViewportSize(viewportSizeOf(viewportName(context.storyGlobals)));
  },
  /** Fails a story whose component called an API path that no MSW handler answered. */
  async postVisit(page, context) {
    const unhandled = await page.evaluate(() => window.__unhandledRequests ?? []);
    if (unhandled.length > 0) {
      throw new Error(`${context.id}: unmocked requests: ${unhandled.join(', ')}`);
    }
  },
};
export default config;
