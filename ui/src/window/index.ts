export { Window } from './window';
export type { WindowProps, WindowState } from './window';
export {
  calculatorWindowPreset,
  exerciseWindowPreset,
  lessonsWindowPreset,
  practiceWindowPreset,
  testsWindowPreset,
} from './presets';
export type { WindowPreset } from './presets';
export { KEYBOARD_STEP, clampPosition, clampSize, initialPosition, keyboardStep } from './geometry';
export type { DragLimits, Point as WindowPoint, Size as WindowSize } from './geometry';
export { PHONE_BREAKPOINT_PX, phoneLayoutQuery, usePhoneLayout } from './phone-layout';
export { SheetBackButton } from './sheet-back';
