/** @havruta/ui — the public API of Havruta's RTL design system. */
import './tokens.css';

export { defaultUiStrings } from './strings';
export { UiStringsProvider, useUiStrings } from './strings-context';
export type { UiStrings, UiStringsOverrides } from './strings';

export { SchoolSelect } from './school-select';
export type { SchoolOption, SchoolSelectProps, SchoolSelectStatus } from './school-select';

// ── Design system I: tokens, window, dialog, toast, calculator, drawing ──
export * from './theme';
export * from './window';
export * from './dialog';
export * from './toast';
export * from './calculator';
export * from './drawing';
export * from './exercise-canvas';

// ── Design system II: math, chat, avatar, loaders, small parts ──
export * from './math';
export * from './rich-text';
export * from './message-bubble';
export * from './feedback-buttons';
export * from './input-bar';
export * from './audio-player';
export * from './image-viewer';
export * from './content-popup';
export * from './tutor-avatar';
export * from './loader';
export * from './score-badge';
export * from './carousel';
export * from './card';
export * from './tabs';
export * from './button';
export * from './text-field';
export * from './empty-state';
export * from './focus-mode-popup';
export * from './back-arrow';

// ── Learning space: the chat's replies, list, toolbar and banner ──
export * from './structured-reply';
export * from './image-source';
export * from './chat-list';
export * from './side-toolbar';
export * from './lesson-banner';
// ── The learning space's windows (issue 15) ──
export * from './load-state';
export * from './choice-group';
export * from './practice-problems';
export * from './tests-window';
export * from './lessons-window';
export * from './guided-tests-modal';
export * from './learning-session';
export * from './exercise-platform';
export { directionOfLanguage, fillTemplate, pluralForm } from './format';
export type { PluralForm } from './format';
export * from './learning-plan';
export * from './action-card';
