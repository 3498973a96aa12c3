import {
  forwardRef,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { nextTabIndex } from './keys';
import './tabs.css';

/** One tab and its panel. */
export interface TabItem {
  /** a stable id, used as the value */
  id: string;
  /** the tab's visible label */
  label: ReactNode;
  /** the panel's content */
  content: ReactNode;
  /** a tab that cannot be chosen */
  disabled?: boolean;
}

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** the tabs, in order */
  items: readonly TabItem[];
  /** the accessible name of the tab list */
  label: string;
  /** the selected tab id (controlled) */
  value?: string;
  /** the first selected tab when uncontrolled; the first enabled tab by default */
  defaultValue?: string;
  /** called with the chosen tab id */
  onValueChange?: (value: string) => void;
}

/**
 * Tabs with a roving tabindex: Tab enters the list on the selected tab, arrow keys move and select
 * (mirrored in RTL), Home and End jump to the ends.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { items, label, value, defaultValue, onValueChange, className, ...rest },
  ref,
) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.id ?? '';
  const [ownValue, setOwnValue] = useState(defaultValue ?? firstEnabled);
  const selected = value ?? ownValue;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (id: string) => {
    if (value === undefined) setOwnValue(id);
    onValueChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const direction = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
    const next = nextTabIndex(
      event.key,
      index,
      items.map((item) => Boolean(item.disabled)),
      direction,
    );
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    select(item.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div {...rest} ref={ref} className={['hv-tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="hv-tabs__list">
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-controls={`${baseId}-panel-${item.id}`}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className="hv-tabs__tab"
              data-state={isSelected ? 'active' : 'inactive'}
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
          className="hv-tabs__panel"
        >
          {item.id === selected && item.content}
        </div>
      ))}
    </div>
  );
});
