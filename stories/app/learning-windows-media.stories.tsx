import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CalculatorWindow,
  ContentPopupWindow,
  FocusModeWindow,
  ImageViewerWindow,
  type PopupSource,
} from '../../app/src/features/learning/windows';
import enLearning from '../../content/locales/en/learning.json';
import enUi from '../../content/locales/en/ui.json';
import heLearning from '../../content/locales/he/learning.json';
import heUi from '../../content/locales/he/ui.json';
import { authHandlers, chatHandlers } from '../../mocks/handlers';
import { expectPhoneSheet, phoneEn, phoneHe } from '../phone';
import { signedIn } from './session';
import { imageHandlers, missingSoundHandlers, soundHandlers } from './windows-mocks';
import { Opener, en, expectToast, pageOf } from './windows-harness';

const ui = { he: heUi, en: enUi };
const windows = { he: heLearning.windows, en: enLearning.windows };
type Lang = 'he' | 'en';

type Shown = 'images' | 'content' | 'focus' | 'calculator';

const reply: PopupSource = {
  paragraphs: ['נוסחת השורשים של המשוואה הריבועית:', '$$x_{1,2} = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$'],
};

/** One of the small windows, opened as the screen would open it. */
function MediaScreen({ show }: { show: Shown }) {
  const [index, setIndex] = useState(0);
  return (
    <Opener>
      {(open, close) => (
        <>
          {show === 'images' && (
            <ImageViewerWindow
              urls={[
                '/api/chat/images/graph-1.png',
                '/api/chat/images/graph-2.png',
                '/api/chat/images/graph-3.png',
              ]}
              index={index}
              onIndexChange={setIndex}
              open={open}
              onClose={close}
            />
          )}
          {show === 'content' && <ContentPopupWindow content={reply} open={open} onClose={close} />}
          {show === 'focus' && <FocusModeWindow open={open} onClose={close} />}
          {show === 'calculator' && <CalculatorWindow open={open} onClose={close} />}
        </>
      )}
    </Opener>
  );
}

const imageRequests: { path: string; authorization: string | null }[] = [];
const soundRequests: string[] = [];

const meta = {
  title: 'App/LearningWindows/Media',
  component: MediaScreen,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: {
        auth: authHandlers.ok,
        chat: imageHandlers(imageRequests),
        sounds: soundHandlers(soundRequests),
      },
    },
  },
  beforeEach: () => {
    imageRequests.length = 0;
    soundRequests.length = 0;
    return signedIn();
  },
} satisfies Meta<typeof MediaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const viewer = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const page = pageOf(canvasElement);
    const panel = within(await page.findByRole('dialog', { name: ui[lang].imageViewer.title }));
    await expect(await panel.findByRole('img')).toBeVisible();
    await expect(panel.getByText('1 / 3')).toBeVisible();
    // Each image is read as a blob with the learner's Bearer token.
    await expect(imageRequests[0]).toEqual({
      path: '/api/chat/images/graph-1.png',
      authorization: 'Bearer story-access-token',
    });
    // Arrows follow the reading direction: ← is next in Hebrew, → in English.
    await userEvent.keyboard(lang === 'he' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(await panel.findByText('2 / 3')).toBeVisible();
    await waitFor(() =>
      expect(imageRequests.map((request) => request.path)).toContain('/api/chat/images/graph-2.png'),
    );
    await userEvent.click(panel.getByRole('button', { name: ui[lang].imageViewer.next }));
    await expect(await panel.findByText('3 / 3')).toBeVisible();
    await expect(panel.getByRole('button', { name: ui[lang].imageViewer.next })).toBeDisabled();
  };
export const ImageViewer: Story = { args: { show: 'images' }, play: viewer('he') };
export const ImageViewerEn: Story = { ...en, args: { show: 'images' }, play: viewer('en') };

const escapeCloses = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const page = pageOf(canvasElement);
    const panel = within(await page.findByRole('dialog', { name: ui[lang].imageViewer.title }));
    await expect(await panel.findByRole('img')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('status', { name: 'window' })).toHaveTextContent('closed');
  };
export const ImageViewerEscape: Story = { args: { show: 'images' }, play: escapeCloses('he') };
export const ImageViewerEscapeEn: Story = { ...en, args: { show: 'images' }, play: escapeCloses('en') };

const imageFailed = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const panel = within(
      await pageOf(canvasElement).findByRole('dialog', { name: ui[lang].imageViewer.title }),
    );
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      lang === 'en' ? 'Failed to load image. Please try again.' : ui.he.imageViewer.loadFailed,
    );
  };
const missingImage = {
  msw: { handlers: { chat: [chatHandlers.on.getImage.error(404, 'Not found'), ...chatHandlers.ok] } },
};
export const ImageFailed: Story = {
  args: { show: 'images' },
  parameters: missingImage,
  play: imageFailed('he'),
};
export const ImageFailedEn: Story = {
  ...en,
  args: { show: 'images' },
  parameters: missingImage,
  play: imageFailed('en'),
};

const content = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const page = pageOf(canvasElement);
    const popup = await page.findByRole('dialog', { name: ui[lang].contentPopup.title });
    await expect(within(popup).getByText('נוסחת השורשים של המשוואה הריבועית:')).toBeVisible();
    await waitFor(() => expect(popup.querySelector('.katex')).not.toBeNull());
    await userEvent.click(within(popup).getByRole('button', { name: ui[lang].contentPopup.close }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  };
export const ContentPopup: Story = { args: { show: 'content' }, play: content('he') };
export const ContentPopupEn: Story = { ...en, args: { show: 'content' }, play: content('en') };

/** Records what every audio element is asked to play: the file, the volume and whether it loops. */
function spyOnPlayback(): { calls: { src: string; volume: number; loop: boolean }[]; restore: () => void } {
  const calls: { src: string; volume: number; loop: boolean }[] = [];
  const original = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    calls.push({ src: new URL(this.src).pathname, volume: this.volume, loop: this.loop });
    return original.call(this);
  };
  return { calls, restore: () => void (HTMLMediaElement.prototype.play = original) };
}

const focus = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const playback = spyOnPlayback();
    try {
      const names = ui[lang].focusMode;
      const group = within(await pageOf(canvasElement).findByRole('group', { name: names.title }));
      await userEvent.click(group.getByRole('button', { name: names.calm }));
      await expectToast(
        canvasElement,
        windows[lang].focus.playing.replace('{{mode}}', windows[lang].focus.modes.calm),
      );
      await expect(playback.calls[0]).toEqual({
        src: '/static/sounds/Calm_Mode.mp3',
        volume: 0.3,
        loop: true,
      });
      // One mode at a time: Study replaces Calm.
      await userEvent.click(group.getByRole('button', { name: names.study }));
      await expectToast(
        canvasElement,
        windows[lang].focus.playing.replace('{{mode}}', windows[lang].focus.modes.study),
      );
      await expect(group.getByRole('button', { name: names.calm })).toHaveAttribute('aria-pressed', 'false');
      await expect(group.getByRole('button', { name: names.study })).toHaveAttribute('aria-pressed', 'true');
      await expect(soundRequests).toContain('/static/sounds/Study_Mode.mp3');
      // Choosing the playing mode again stops it.
      await userEvent.click(group.getByRole('button', { name: names.study }));
      await expect(group.getByRole('button', { name: names.study })).toHaveAttribute('aria-pressed', 'false');
      await expect(group.getByRole('button', { name: names.stop })).toBeDisabled();
    } finally {
      playback.restore();
    }
  };
export const FocusMode: Story = { args: { show: 'focus' }, play: focus('he') };
export const FocusModeEn: Story = { ...en, args: { show: 'focus' }, play: focus('en') };

const focusFails = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const names = ui[lang].focusMode;
    const group = within(await pageOf(canvasElement).findByRole('group', { name: names.title }));
    await userEvent.click(group.getByRole('button', { name: names.creativity }));
    await expectToast(canvasElement, lang === 'en' ? 'Could not play focus audio' : windows.he.focus.failed);
    await waitFor(() =>
      expect(group.getByRole('button', { name: names.creativity })).toHaveAttribute('aria-pressed', 'false'),
    );
  };
const noSounds = { msw: { handlers: { sounds: missingSoundHandlers } } };
export const FocusModeFails: Story = {
  args: { show: 'focus' },
  parameters: noSounds,
  play: focusFails('he'),
};
export const FocusModeFailsEn: Story = {
  ...en,
  args: { show: 'focus' },
  parameters: noSounds,
  play: focusFails('en'),
};

const calculator = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const page = pageOf(canvasElement);
    const panel = await page.findByRole('dialog', { name: ui[lang].calculator.title });
    await expect(panel.getBoundingClientRect().width).toBe(400);
    await userEvent.click(within(panel).getByRole('button', { name: ui[lang].window.close }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'פתיחה / Open' }));
    await expect(await page.findByRole('dialog', { name: ui[lang].calculator.title })).toBeVisible();
  };
export const Calculator: Story = { args: { show: 'calculator' }, play: calculator('he') };
export const CalculatorEn: Story = { ...en, args: { show: 'calculator' }, play: calculator('en') };

/** On a phone the image viewer and the calculator are sheets with every control on screen (#27). */
const viewerOnPhone = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const sheet = await pageOf(canvasElement).findByRole('dialog', { name: ui[lang].imageViewer.title });
    await expect(await within(sheet).findByRole('img')).toBeVisible();
    await expectPhoneSheet(sheet, lang);
  };
export const ImageViewerPhone: Story = { ...phoneHe, args: { show: 'images' }, play: viewerOnPhone('he') };
export const ImageViewerPhoneEn: Story = { ...phoneEn, args: { show: 'images' }, play: viewerOnPhone('en') };

const calculatorOnPhone = (lang: Lang): Story['play'] =>
  async function play({ canvasElement }) {
    const sheet = await pageOf(canvasElement).findByRole('dialog', { name: ui[lang].calculator.title });
    await within(sheet).findByRole('button', { name: '7' });
    await expectPhoneSheet(sheet, lang);
  };
export const CalculatorPhone: Story = {
  ...phoneHe,
  args: { show: 'calculator' },
  play: calculatorOnPhone('he'),
};
export const CalculatorPhoneEn: Story = {
  ...phoneEn,
  args: { show: 'calculator' },
  play: calculatorOnPhone('en'),
};
