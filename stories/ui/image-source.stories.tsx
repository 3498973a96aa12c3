import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { ImageSourceProvider, useImageSource, type ImageLoader } from '@havruta/ui';
import { expect, fn, waitFor, within } from 'storybook/test';
import { buildImageBlob } from '../../mocks/fixtures/chat';

/** What `useImageSource` gives for `url`: the picture once it can be shown, and the source's status. */
function Preview({ url, alt }: { url: string; alt: string }) {
  const source = useImageSource(url);
  return (
    <figure>
      {source.status === 'ready' && <img src={source.src} alt={alt} width={96} height={64} />}
      <figcaption>
        <output aria-label="image source">{source.status}</output>
      </figcaption>
    </figure>
  );
}

interface ImageSourceStoryProps {
  /** the image's URL */
  url: string;
  /** its description */
  alt: string;
  /** the provider's loader; without it every URL goes straight into `<img src>` */
  loader?: ImageLoader;
}

function ImageSourceStory({ url, alt, loader }: ImageSourceStoryProps) {
  const preview = <Preview url={url} alt={alt} />;
  return loader ? <ImageSourceProvider loader={loader}>{preview}</ImageSourceProvider> : preview;
}

/** A protected chat image (the app reads it with the learner's token); a plain one needs no loader. */
const protectedUrl = '/api/chat/images/parabola.png';
const plainUrl =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64"><path d="M8 8 Q48 112 88 8" fill="none" stroke="black"/></svg>',
  );
const protects = (url: string) => url.startsWith('/api/chat/images/');

const meta = {
  title: 'UI/ImageSource',
  component: ImageSourceStory,
  args: { url: protectedUrl, alt: 'סקיצה של פרבולה' },
} satisfies Meta<typeof ImageSourceStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Lang = 'he' | 'en';
const alts = { he: 'סקיצה של פרבולה', en: 'A sketch of a parabola' };
/** The story's language: the locale toolbar's and the image's description. */
const inLanguage = (lang: Lang, args: Partial<ImageSourceStoryProps>) => ({
  ...(lang === 'en' ? { globals: { locale: 'en' } } : {}),
  args: { ...args, alt: alts[lang] },
});
const status = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'image source' });

/** An image outside the loader's URLs is shown from its own URL; the loader is never asked. */
const direct = (lang: Lang): Story => ({
  ...inLanguage(lang, { url: plainUrl, loader: { protects, load: fn(async () => buildImageBlob()) } }),
  play: async ({ canvasElement, args }) => {
    const image = within(canvasElement).getByRole('img', { name: args.alt });
    await expect(image).toHaveAttribute('src', plainUrl);
    await expect(status(canvasElement)).toHaveTextContent('ready');
    await expect(args.loader?.load).not.toHaveBeenCalled();
  },
});
export const Direct: Story = direct('he');
export const DirectEn: Story = direct('en');

/** A protected image is fetched through the loader and shown from an object URL of its blob. */
const fetched = (lang: Lang): Story => ({
  ...inLanguage(lang, { loader: { protects, load: fn(async () => buildImageBlob()) } }),
  play: async ({ canvasElement, args }) => {
    const image = await within(canvasElement).findByRole('img', { name: args.alt });
    await expect(image.getAttribute('src')).toMatch(/^blob:/);
    await expect(args.loader?.load).toHaveBeenCalledWith(protectedUrl);
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
});
export const Protected: Story = fetched('he');
export const ProtectedEn: Story = fetched('en');

/** While the loader has not answered there is nothing to show yet. */
const waiting = (lang: Lang): Story => ({
  ...inLanguage(lang, { loader: { protects, load: fn(() => new Promise<Blob>(() => undefined)) } }),
  play: async ({ canvasElement, args }) => {
    // The loader is asked once the preview has mounted.
    await waitFor(() => expect(args.loader?.load).toHaveBeenCalledWith(protectedUrl));
    await expect(status(canvasElement)).toHaveTextContent('loading');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
});
export const Loading: Story = waiting('he');
export const LoadingEn: Story = waiting('en');

/** A protected image the loader cannot fetch is an error, and no broken picture is shown. */
const failing = (lang: Lang): Story => ({
  ...inLanguage(lang, { loader: { protects, load: fn(() => Promise.reject(new Error('403'))) } }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(status(canvasElement)).toHaveTextContent('error'));
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
});
export const Failed: Story = failing('he');
export const FailedEn: Story = failing('en');
