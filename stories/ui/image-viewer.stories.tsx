import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { ImageViewer } from '@havruta/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

function svgBlob(label: string, colour: string): Blob {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270"><rect width="480" height="270" fill="${colour}"/><text x="240" y="150" font-size="48" text-anchor="middle" fill="#1b1f2a">${label}</text></svg>`;
  return new Blob([svg], { type: 'image/svg+xml' });
}

/** Stands in for the app's authorised fetch: checks the token and returns a generated picture. */
const loadImage = fn(async (url: string, token: string) => {
  if (token !== 'token-123') throw new Error('401');
  const index = Number(/(\d+)/.exec(url)?.[1] ?? 0);
  return svgBlob(`#${index}`, ['#e8f1fb', '#e7f6ec', '#fdecea'][index % 3] ?? '#fff');
});

const images = [
  { url: '/api/vision/images/1', alt: 'גרף הפונקציה' },
  { url: '/api/vision/images/2', alt: 'טבלת ערכים' },
  { url: '/api/vision/images/3', alt: 'שרטוט משולש' },
];

const meta = {
  title: 'UI/ImageViewer',
  component: ImageViewer,
  args: { images, token: 'token-123', loadImage, onClose: fn() },
} satisfies Meta<typeof ImageViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Browsing: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const viewer = screen.getByRole('dialog', { name: 'משאב למידה חזותי' });
    await expect(viewer).toHaveAttribute('aria-modal', 'false');
    await expect(await within(viewer).findByRole('img', { name: 'גרף הפונקציה' })).toBeInTheDocument();
    await expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();
    await expect(args.loadImage).toHaveBeenCalledWith('/api/vision/images/1', 'token-123');
    await expect(within(viewer).getByRole('button', { name: 'התמונה הקודמת' })).toBeDisabled();
    await userEvent.click(within(viewer).getByRole('button', { name: 'התמונה הבאה' }));
    await expect(await within(viewer).findByRole('img', { name: 'טבלת ערכים' })).toBeInTheDocument();
    await expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
  },
};

/** In RTL the layout mirrors, so ← (towards the next button, on the left) is next and → is previous. */
export const KeyboardRtl: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const viewer = screen.getByRole('dialog');
    await within(viewer).findByRole('img', { name: 'גרף הפונקציה' });
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await within(viewer).findByText('2 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await within(viewer).findByText('3 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await within(viewer).findByText('2 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const KeyboardLtrEn: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const viewer = screen.getByRole('dialog', { name: 'Visual Learning Resource' });
    await within(viewer).findByRole('img', { name: 'גרף הפונקציה' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(await within(viewer).findByText('2 / 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await within(viewer).findByText('1 / 3')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const NoToken: Story = {
  args: { token: null, loadImage: fn((_url: string, _token: string) => Promise.resolve(new Blob())) },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'לא נמצא אסימון גישה',
    );
    await expect(args.loadImage).not.toHaveBeenCalled();
  },
};

export const NoTokenEn: Story = {
  globals: { locale: 'en' },
  args: { token: '' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(within(canvasElement.ownerDocument.body).getByRole('dialog')).findByRole('alert'),
    ).toHaveTextContent('No access token found');
  },
};

export const LoadFailed: Story = {
  args: { token: 'expired' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(within(canvasElement.ownerDocument.body).getByRole('dialog')).findByRole('alert'),
    ).toHaveTextContent('טעינת התמונה נכשלה. נסו שוב.');
  },
};

export const LoadFailedEn: Story = {
  globals: { locale: 'en' },
  args: { token: 'expired' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(within(canvasElement.ownerDocument.body).getByRole('dialog')).findByRole('alert'),
    ).toHaveTextContent('Failed to load image. Please try again.');
  },
};

export const Loading: Story = {
  args: { loadImage: fn((_url: string, _token: string) => new Promise<Blob>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const viewer = screen.getByRole('dialog', { name: 'משאב למידה חזותי' });
    await waitFor(() => expect(within(viewer).getByRole('status')).toHaveTextContent('טוען תמונה...'));
  },
};
