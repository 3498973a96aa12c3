import * as RadixDialog from '@radix-ui/react-dialog';
import { AnimatePresence, LazyMotion, domAnimation, m, useReducedMotion } from 'framer-motion';
import { useLayoutEffect, useRef } from 'react';
import { useUiStrings } from '../strings-context';
import { dialogStrings } from './strings';
// The package index's own tokens import can be tree-shaken away, so each component brings them.
import '../tokens.css';
import './dialog.css';
import { DIALOG_ANIMATION_SECONDS, type DialogProps } from './dialog-props';

/** The dialog itself (Radix and framer-motion), loaded by `Dialog` the first time it opens. */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  dismissable = true,
  onDismissAttempt,
  children,
  className,
  width = '32rem',
  returnFocusRef,
}: DialogProps) {
  const strings = useUiStrings('dialog', dialogStrings);
  const reduceMotion = useReducedMotion();
  const duration = reduceMotion ? 0 : DIALOG_ANIMATION_SECONDS;
  // Focus goes back to whatever opened the dialog, even without a Radix Trigger.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const target = returnFocusRef?.current ?? opener.current;
    if (target?.isConnected) target.focus();
  };
  const block = (event: Event) => {
    if (!dismissable) event.preventDefault();
  };
  const attempt = (event: Event) => {
    block(event);
    if (!dismissable) onDismissAttempt?.();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <LazyMotion features={domAnimation} strict>
        <AnimatePresence>
          {open && (
            <RadixDialog.Portal forceMount>
              <RadixDialog.Overlay asChild forceMount>
                <m.div
                  className="hv-dialog__overlay"
                  initial={{ opacity: 0 }}
                  animate={{ opacity: 1 }}
                  exit={{ opacity: 0 }}
                  transition={{ duration }}
                />
              </RadixDialog.Overlay>
              <div className="hv-dialog__positioner">
                <RadixDialog.Content
                  asChild
                  forceMount
                  onEscapeKeyDown={attempt}
                  onPointerDownOutside={attempt}
                  onInteractOutside={block}
                  onCloseAutoFocus={returnFocus}
                  {...(description ? {} : { 'aria-describedby': undefined })}
                >
                  <m.div
                    className={['hv-dialog', className].filter(Boolean).join(' ')}
                    style={{ inlineSize: `min(${width}, calc(100vw - 2rem))` }}
                    initial={{ opacity: 0, scale: reduceMotion ? 1 : 0.96, y: reduceMotion ? 0 : 12 }}
                    animate={{ opacity: 1, scale: 1, y: 0 }}
                    exit={{ opacity: 0, scale: reduceMotion ? 1 : 0.96, y: reduceMotion ? 0 : 12 }}
                    transition={{ duration, ease: 'easeOut' }}
                    data-dismissable={dismissable}
                  >
                    <header className="hv-dialog__header">
                      <RadixDialog.Title className="hv-dialog__title">{title}</RadixDialog.Title>
                      {dismissable && (
                        <RadixDialog.Close className="hv-dialog__close" aria-label={strings.close}>
                          <span aria-hidden="true">×</span>
                        </RadixDialog.Close>
                      )}
                    </header>
                    {description && (
                      <RadixDialog.Description className="hv-dialog__description">
                        {description}
                      </RadixDialog.Description>
                    )}
                    <div className="hv-dialog__body">{children}</div>
                  </m.div>
                </RadixDialog.Content>
              </div>
            </RadixDialog.Portal>
          )}
        </AnimatePresence>
      </LazyMotion>
    </RadixDialog.Root>
  );
}
