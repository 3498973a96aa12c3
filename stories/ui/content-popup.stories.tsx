import type { Meta, StoryObj } from '@storybook/react-vite';
// The package's barrel import of tokens.css is dropped by tree-shaking in the Storybook build; load it here.
import '@havruta/ui/tokens.css';
import { ContentPopup, type ContentPopupProps } from '@havruta/ui';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

function Stateful(props: ContentPopupProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <ContentPopup
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
    />
  );
}

const figure = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><rect width="300" height="150" fill="#e7f6ec"/><circle cx="150" cy="75" r="50" fill="#2e9d4f"/></svg>`;

const meta = {
  title: 'UI/ContentPopup',
  component: ContentPopup,
  render: (args) => <Stateful {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    content: {
      kind: 'text',
      paragraphs: ['השטח של עיגול הוא $S = \\pi r^2$.', 'ההיקף שלו הוא $P = 2\\pi r$.'],
    },
  },
  parameters: {
    msw: {
      handlers: {
        content: [
          http.get('/static/popup/circle.svg', () =>
            HttpResponse.text(figure, { headers: { 'Content-Type': 'image/svg+xml' } }),
          ),
          http.get('/static/popup/clip.mp3', () => new HttpResponse(null, { status: 404 })),
        ],
      },
    },
  },
} satisfies Meta<typeof ContentPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextParagraphs: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'תוכן' });
    await expect(within(dialog).getByText(/השטח של עיגול/)).toBeInTheDocument();
    await waitFor(() => expect(dialog.querySelectorAll('.katex')).toHaveLength(2));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Image: Story = {
  args: { content: { kind: 'image', url: '/static/popup/circle.svg', alt: 'עיגול' }, title: 'שרטוט' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'שרטוט' });
    await expect(await within(dialog).findByRole('img', { name: 'עיגול' })).toBeInTheDocument();
  },
};

export const AudioEn: Story = {
  globals: { locale: 'en' },
  args: { content: { kind: 'audio', url: '/static/popup/clip.mp3' } },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'Content' });
    await expect(dialog.querySelector('audio')).toHaveAttribute('aria-label', 'Audio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
