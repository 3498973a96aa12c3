import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * Every string the design system shows, with Hebrew defaults. Apps pass their translations through
 * `UiStringsProvider`; ui/ never imports an i18n library. The Hebrew defaults equal
 * content/locales/he/ui.json (a unit test keeps them in step).
 */
export const defaultUiStrings = {
  schoolSelect: {
    label: 'בית ספר',
    placeholder: 'בחרו בית ספר',
    loading: 'טוען בתי ספר...',
    empty: 'אין בתי ספר זמינים',
    error: 'טעינת בתי הספר נכשלה. נסו שוב מאוחר יותר.',
    retry: 'נסו שוב',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The full strings table. */
export type UiStrings = Widen<typeof defaultUiStrings>;
/** Any subset of the table; missing entries fall back to the Hebrew defaults. */
export type UiStringsOverrides = { [K in keyof UiStrings]?: Partial<UiStrings[K]> };

const UiStringsContext = createContext<UiStrings>(defaultUiStrings);

function merge(overrides: UiStringsOverrides | undefined): UiStrings {
  if (!overrides) return defaultUiStrings;
  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(defaultUiStrings) as (keyof UiStrings)[]) {
    merged[key] = { ...defaultUiStrings[key], ...overrides[key] };
  }
  return merged as UiStrings;
}

/** Supplies translated strings to every component below it. */
export function UiStringsProvider({
  strings,
  children,
}: {
  strings?: UiStringsOverrides;
  children: ReactNode;
}) {
  const value = useMemo(() => merge(strings), [strings]);
  return <UiStringsContext.Provider value={value}>{children}</UiStringsContext.Provider>;
}

/** The strings of one component's section of the table. */
export function useUiStrings<K extends keyof UiStrings>(section: K): UiStrings[K] {
  return useContext(UiStringsContext)[section];
}
