// The modal of SPEC §2 on a native <dialog>: focus stays inside, the page behind is
// inert and does not scroll; closes on an outside click, and on Escape when enabled.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { wrapFocus } from '../../scripts/dialog-focus';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Escape closes it (default on). */
  closeOnEscape?: boolean;
  /** The label of an optional close button in the corner. */
  closeLabel?: string;
  children: ReactNode;
}

export function Modal({ open, title, onClose, closeOnEscape = true, closeLabel, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="app-dialog w-[min(28rem,calc(100vw-2rem))] rounded-xl border-0 p-0 shadow-2xl"
      onCancel={(event) => {
        event.preventDefault();
        if (closeOnEscape) onClose();
      }}
      onKeyDown={(event) => {
        if (ref.current) wrapFocus(ref.current, event.nativeEvent, document.activeElement);
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the backdrop.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {closeLabel && (
            <button
              type="button"
              onClick={onClose}
              className="rounded-md p-1 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-700"
              aria-label={closeLabel}
            >
              <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          )}
        </div>
        {children}
      </div>
    </dialog>
  );
}
