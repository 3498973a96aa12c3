import { forwardRef, type HTMLAttributes } from 'react';
import { IconButton } from '../button/button';
import { usePhoneLayout } from '../window/phone-layout';
import { ToolIcon, type ToolIconName } from './icons';
import './side-toolbar.css';

/** One tool of the bar. */
export interface SideTool {
  /** stable id (also the React key) */
  id: string;
  /** the accessible name and tooltip */
  label: string;
  /** which icon to draw */
  icon: ToolIconName;
  /** called on click */
  onClick: () => void;
  /** not rendered at all (e.g. Practice during a lesson) */
  hidden?: boolean;
  /** rendered but not usable */
  disabled?: boolean;
  /** a window toggle's state: its window is open */
  pressed?: boolean;
  /** a stop action is drawn as danger */
  tone?: 'default' | 'danger';
}

export interface SideToolbarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** the toolbar's accessible name */
  label: string;
  /** the tools, in order; hidden ones are skipped */
  tools: readonly SideTool[];
}

/**
 * The learning space's column of icon buttons (calculator, practice, tests, lessons, upload, stop, status…).
 * A toolbar with arrow-key navigation between its buttons; a row on narrow screens, and on a phone (below
 * PHONE_BREAKPOINT_PX) a bottom bar of labelled buttons that wraps instead of scrolling sideways.
 */
export const SideToolbar = forwardRef<HTMLDivElement, SideToolbarProps>(function SideToolbar(
  { label, tools, className, onKeyDown, ...rest },
  ref,
) {
  const phone = usePhoneLayout();
  return (
    <div
      {...rest}
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-orientation={phone ? 'horizontal' : 'vertical'}
      data-layout={phone ? 'bottom-bar' : 'column'}
      className={['hv-side-toolbar', className].filter(Boolean).join(' ')}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // Arrow keys move between the buttons: down and up, or along the row in reading direction.
        const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
        const step: Record<string, number> = {
          ArrowDown: 1,
          ArrowUp: -1,
          ArrowRight: rtl ? -1 : 1,
          ArrowLeft: rtl ? 1 : -1,
        };
        if (step[event.key] === undefined && event.key !== 'Home' && event.key !== 'End') return;
        const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
        const at = buttons.indexOf(event.target as HTMLButtonElement);
        if (at === -1 || buttons.length === 0) return;
        event.preventDefault();
        const next =
          event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : (at + (step[event.key] ?? 0) + buttons.length) % buttons.length;
        buttons[next]?.focus();
      }}
    >
      {tools
        .filter((tool) => !tool.hidden)
        .map((tool) =>
          phone ? (
            <LabelledTool key={tool.id} tool={tool} />
          ) : (
            <IconButton
              key={tool.id}
              label={tool.label}
              icon={<ToolIcon name={tool.icon} />}
              size="lg"
              variant={tool.tone === 'danger' ? 'danger' : 'ghost'}
              pressed={tool.pressed}
              disabled={tool.disabled}
              onClick={tool.onClick}
            />
          ),
        )}
    </div>
  );
});

/** A tool of the phone's bottom bar: its icon over its name, the name visible and accessible at once. */
function LabelledTool({ tool }: { tool: SideTool }) {
  return (
    <button
      type="button"
      className="hv-button hv-side-toolbar__tool"
      data-variant={tool.tone === 'danger' ? 'danger' : 'ghost'}
      data-state={tool.pressed === undefined ? undefined : tool.pressed ? 'on' : 'off'}
      aria-pressed={tool.pressed}
      disabled={tool.disabled}
      onClick={tool.onClick}
    >
      <span className="hv-side-toolbar__icon" aria-hidden="true">
        <ToolIcon name={tool.icon} />
      </span>
      <span className="hv-side-toolbar__label">{tool.label}</span>
    </button>
  );
}
