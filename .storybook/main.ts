import type { StorybookConfig } from '@storybook/react-vite';

/** SB_STORIES (comma-separated globs relative to the repo) narrows the build while working on a few. */
const stories = process.env.SB_STORIES
  ? process.env.SB_STORIES.split(',').map((glob) => `../${glob.trim()}`)
  : ['../stories/**/*.stories.@(ts|tsx)'];

const config: StorybookConfig = {
  stories,
  addons: ['@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};
export default config;
