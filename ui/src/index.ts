/** @havruta/ui — the public API of Havruta's RTL design system. */
import './tokens.css';

export { defaultUiStrings, UiStringsProvider, useUiStrings } from './strings';
export type { UiStrings, UiStringsOverrides } from './strings';

export { SchoolSelect } from './school-select';
export type { SchoolOption, SchoolSelectProps, SchoolSelectStatus } from './school-select';

// ── Design system I: tokens, window, dialog, toast, calculator, drawing ──

// ── Design system II: math, chat, avatar, loaders, small parts ──
