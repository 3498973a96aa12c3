/**
 * The screen sizes stories can ask for (`globals: { viewport: { value: 'phone' } }`): Storybook's viewport
 * toolbar shows them, and the test runner (test-runner.ts) sizes its page to them before the story runs.
 */
export const viewportOptions = {
  phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  laptop: { name: 'Laptop 1366×768', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
} as const;

/** The page size of a story with no viewport of its own (Playwright's default). */
export const defaultViewportSize = { width: 1280, height: 720 };

/** The pixel size of a named viewport, or the default one. */
export function viewportSizeOf(name: unknown): { width: number; height: number } {
  const option =
    typeof name === 'string' && name in viewportOptions
      ? viewportOptions[name as keyof typeof viewportOptions]
      : undefined;
  if (!option) return defaultViewportSize;
  return { width: parseInt(option.styles.width, 10), height: parseInt(option.styles.height, 10) };
}
