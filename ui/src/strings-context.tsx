import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { UiStrings, UiStringsOverrides } from './strings';

// The provider and the hook, apart from the aggregate table in ./strings.tsx, so a bundle that renders
// one component carries that component's defaults only. The context holds the app's overrides alone.
const noOverrides: UiStringsOverrides = {};
const UiStringsContext = createContext<UiStringsOverrides>(noOverrides);

/** Supplies translated strings to every component below it. */
export function UiStringsProvider({
  strings,
  children,
}: {
  strings?: UiStringsOverrides;
  children: ReactNode;
}) {
  return <UiStringsContext.Provider value={strings ?? noOverrides}>{children}</UiStringsContext.Provider>;
}

/**
 * The strings of one component's section of the table: the provider's overrides over the component's
 * own Hebrew defaults (`useUiStrings('calculator', calculatorStrings)`).
 */
export function useUiStrings<K extends keyof UiStrings>(section: K, defaults: UiStrings[K]): UiStrings[K] {
  const overrides = useContext(UiStringsContext)[section];
  return useMemo(
    () => (overrides ? Object.assign({}, defaults, overrides) : defaults),
    [defaults, overrides],
  );
}
