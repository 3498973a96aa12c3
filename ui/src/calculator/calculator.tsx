import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useUiStrings } from '../strings-context';
import type { UiStrings } from '../strings';
import { calculatorStrings } from './strings';
import { Window, calculatorWindowPreset } from '../window';
import type { Point } from '../window/geometry';
import { getCalculatorEngine, type CalculatorEngine } from './engine';
import {
  calculatorReducer,
  expressionFor,
  formatNumber,
  initialCalculatorState,
  intentOf,
  type CalculatorKey,
} from './keys';
// The package index's own tokens import can be tree-shaken away, so each component brings them.
import '../tokens.css';
import './calculator.css';

/** Basic shows the arithmetic keypad; scientific adds trigonometry, roots, powers and logs. */
export type CalculatorMode = 'basic' | 'scientific';

export interface CalculatorProps {
  /** false closes (unmounts) the calculator; mathjs loads the first time it opens */
  open?: boolean;
  /** called by the close button and Escape */
  onClose?: () => void;
  /** initial mode when uncontrolled */
  defaultMode?: CalculatorMode;
  /** controlled mode */
  mode?: CalculatorMode;
  /** called when the user switches mode */
  onModeChange?: (mode: CalculatorMode) => void;
  /** where the panel opens; centred when absent */
  defaultPosition?: Point;
  /** extra class on the window */
  className?: string;
}

type CalcStrings = UiStrings['calculator'];

interface KeySpec {
  /** what the key shows */
  label: string;
  /** accessible name when the label is a symbol */
  name?: (strings: CalcStrings) => string;
  key: CalculatorKey;
  tone?: 'memory' | 'operator' | 'function' | 'action' | 'equals';
}

/** Symbol keys are named by their meaning; word keys keep their visible text first (WCAG 2.5.3). */
function accessibleName(spec: KeySpec, strings: CalcStrings): string | undefined {
  const meaning = spec.name?.(strings);
  if (!meaning) return undefined;
  return /[a-z0-9]/i.test(spec.label) ? `${spec.label} ${meaning}` : meaning;
}

const insert = (text: string): CalculatorKey => ({ type: 'insert', text });

const scientificKeys: KeySpec[] = [
  { label: 'sin', key: insert('sin('), tone: 'function' },
  { label: 'cos', key: insert('cos('), tone: 'function' },
  { label: 'tan', key: insert('tan('), tone: 'function' },
  { label: 'π', key: insert('π'), tone: 'function' },
  { label: 'e', key: insert('e'), tone: 'function' },
  { label: 'sin⁻¹', key: insert('asin('), tone: 'function' },
  { label: 'cos⁻¹', key: insert('acos('), tone: 'function' },
  { label: 'tan⁻¹', key: insert('atan('), tone: 'function' },
  { label: 'log', key: insert('log('), tone: 'function' },
  { label: 'ln', key: insert('ln('), tone: 'function' },
  { label: 'x²', name: (s) => s.square, key: insert('^2'), tone: 'function' },
  { label: 'xʸ', name: (s) => s.power, key: insert('^'), tone: 'function' },
  { label: '√', name: (s) => s.squareRoot, key: insert('√('), tone: 'function' },
  { label: '∛', name: (s) => s.cubeRoot, key: insert('∛('), tone: 'function' },
  { label: 'n!', name: (s) => s.factorial, key: insert('!'), tone: 'function' },
];

const basicKeys: KeySpec[] = [
  { label: 'MC', name: (s) => s.memoryClear, key: { type: 'memory-clear' }, tone: 'memory' },
  { label: 'MR', name: (s) => s.memoryRecall, key: { type: 'memory-recall' }, tone: 'memory' },
  { label: 'M+', name: (s) => s.memoryAdd, key: { type: 'memory-add' }, tone: 'memory' },
  { label: 'M-', name: (s) => s.memorySubtract, key: { type: 'memory-subtract' }, tone: 'memory' },
  { label: 'C', name: (s) => s.clear, key: { type: 'clear' }, tone: 'action' },
  { label: '7', key: insert('7') },
  { label: '8', key: insert('8') },
  { label: '9', key: insert('9') },
  { label: '÷', name: (s) => s.divide, key: insert('÷'), tone: 'operator' },
  { label: '⌫', name: (s) => s.backspace, key: { type: 'backspace' }, tone: 'action' },
  { label: '4', key: insert('4') },
  { label: '5', key: insert('5') },
  { label: '6', key: insert('6') },
  { label: '×', name: (s) => s.multiply, key: insert('×'), tone: 'operator' },
  { label: '(', key: insert('('), tone: 'operator' },
  { label: '1', key: insert('1') },
  { label: '2', key: insert('2') },
  { label: '3', key: insert('3') },
  { label: '−', name: (s) => s.subtract, key: insert('−'), tone: 'operator' },
  { label: ')', key: insert(')'), tone: 'operator' },
  { label: '0', key: insert('0') },
  { label: '.', key: insert('.') },
  { label: 'ANS', name: (s) => s.answer, key: insert('ANS'), tone: 'memory' },
  { label: '+', name: (s) => s.add, key: insert('+'), tone: 'operator' },
  { label: '=', name: (s) => s.equals, key: { type: 'equals' }, tone: 'equals' },
];

/** A floating, draggable calculator (400 px, 5 columns) with basic and scientific modes; trigonometry in degrees. */
export function Calculator({
  open = true,
  onClose,
  defaultMode = 'basic',
  mode: modeProp,
  onModeChange,
  defaultPosition,
  className,
}: CalculatorProps) {
  const strings = useUiStrings('calculator', calculatorStrings);
  if (!open) return null;
  return (
    <CalculatorPanel
      strings={strings}
      onClose={onClose}
      defaultMode={defaultMode}
      modeProp={modeProp}
      onModeChange={onModeChange}
      defaultPosition={defaultPosition}
      className={className}
    />
  );
}

function CalculatorPanel({
  strings,
  onClose,
  defaultMode,
  modeProp,
  onModeChange,
  defaultPosition,
  className,
}: Omit<CalculatorProps, 'open' | 'mode'> & { strings: CalcStrings; modeProp?: CalculatorMode }) {
  const [state, dispatch] = useReducer(calculatorReducer, initialCalculatorState);
  const [modeState, setModeState] = useState<CalculatorMode>(defaultMode ?? 'basic');
  const mode = modeProp ?? modeState;
  // The panel mounts only when open, so mathjs is fetched the first time a calculator opens.
  const [engine] = useState<CalculatorEngine>(getCalculatorEngine);
  const [ready, setReady] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const outputId = useId();

  useEffect(() => {
    let live = true;
    void engine.ready.then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [engine]);

  const press = (key: CalculatorKey) => {
    const intent = intentOf(key);
    dispatch(key);
    if (intent) {
      const current = calculatorReducer(state, key);
      void engine.evaluate(expressionFor(current, intent), current.ans).then((outcome) => {
        dispatch({ type: 'result', intent, outcome });
      });
    }
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === '=') {
      event.preventDefault();
      press({ type: 'equals' });
    }
  };

  const setMode = (next: CalculatorMode) => {
    if (modeProp === undefined) setModeState(next);
    onModeChange?.(next);
  };

  const keys = mode === 'scientific' ? [...scientificKeys, ...basicKeys] : basicKeys;
  const shown = state.error ? strings.error : state.display || (ready ? '0' : strings.loading);

  return (
    <Window
      {...calculatorWindowPreset}
      autoHeight
      title={strings.title}
      onClose={onClose}
      defaultPosition={defaultPosition}
      initialFocusRef={inputRef}
      className={['hv-calculator', className].filter(Boolean).join(' ')}
    >
      <div className="hv-calculator__body" data-mode={mode}>
        <div className="hv-calculator__modes" role="group" aria-label={strings.modes}>
          {(['basic', 'scientific'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="hv-calculator__mode"
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
            >
              {strings[option]}
            </button>
          ))}
          {state.memory !== 0 && (
            <span className="hv-calculator__memory">
              {strings.memory.replace('{value}', formatNumber(state.memory))}
            </span>
          )}
        </div>
        <div className="hv-calculator__screen" dir="ltr">
          {mode === 'scientific' && (
            <span className="hv-calculator__angle">
              <span aria-hidden="true">{strings.angleUnit}</span>
              <span className="hv-calculator__angle-name">{strings.angleUnitName}</span>
            </span>
          )}
          <input
            ref={inputRef}
            className="hv-calculator__input"
            aria-label={strings.expression}
            aria-describedby={outputId}
            value={state.expression}
            spellCheck={false}
            autoComplete="off"
            inputMode="text"
            onChange={(event) => dispatch({ type: 'type', value: event.target.value })}
            onKeyDown={onInputKeyDown}
          />
          <output
            id={outputId}
            className="hv-calculator__result"
            aria-label={strings.result}
            aria-live="polite"
            data-error={state.error || undefined}
          >
            {shown}
          </output>
        </div>
        <div className="hv-calculator__keys" role="group" aria-label={strings.keypad} dir="ltr">
          {keys.map((spec) => (
            <button
              key={spec.label}
              type="button"
              className="hv-calculator__key"
              data-tone={spec.tone}
              aria-label={accessibleName(spec, strings)}
              onClick={() => press(spec.key)}
            >
              {spec.label}
            </button>
          ))}
        </div>
      </div>
    </Window>
  );
}
