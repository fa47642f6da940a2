/**
 * The one dialog and sheet of the app, on the native <dialog>: showModal() makes the rest of the
 * page inert (focus moves in and stays in), Escape closes it, and on close focus returns to the
 * control that opened it (or, when that control is gone, to `returnFocus`, else the page's
 * heading). While open it carries its own live regions and toasts, since the page behind it is
 * unheard. On phones it rises as a sheet.
 */
import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFallback } from '../lib/focus-keeper';
import { popDialog, pushDialog, useTopDialog } from '../lib/open-dialogs';
import { LiveRegions } from './live-regions';
import styles from './modal.module.css';
import { Toasts } from './toasts';

type Props = {
  open: boolean;
  title: ReactNode;
  subtitle?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * On a wide screen, stand at this side of the window at full height, over a lighter backdrop, so
   * the page stays in view beside it (the new-booking sheet beside the calendar it draws on).
   * Phones keep the bottom sheet.
   */
  dock?: 'left' | 'right';
  /** Where focus goes on close when the opener is no longer on the page. */
  returnFocus?: RefObject<HTMLElement | null>;
};

export function Modal({
  open,
  title,
  subtitle,
  onClose,
  children,
  footer,
  size = 'md',
  dock,
  returnFocus,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();
  const dialogId = useRef<symbol | null>(null);
  const top = useTopDialog();
  const fallback = useRef(returnFocus);
  fallback.current = returnFocus;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialogId.current = pushDialog();
    return () => {
      if (dialogId.current) popDialog(dialogId.current);
      if (dialog.open) dialog.close();
      const target =
        opener?.isConnected && opener !== document.body ? opener : (fallback.current?.current ?? null);
      if (target?.isConnected) target.focus({ preventScroll: false });
      else focusFallback();
    };
  }, [open]);

  if (!open) return null;
  const isTop = top !== null && top === dialogId.current;
  return (
    // Escape is handled by the dialog's own cancel event; the click closes on a backdrop tap only
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close with Escape (onCancel)
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]} ${dock ? styles[`dock_${dock}`] : ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose(); // a tap on the backdrop
      }}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('actions.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
      <LiveRegions />
      {isTop ? <Toasts inDialog /> : null}
    </dialog>
  );
}
