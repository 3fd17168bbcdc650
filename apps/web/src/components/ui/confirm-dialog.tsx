import { useEffect, useId, useRef, type MouseEvent } from 'react';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The one confirmation dialog: a modal <dialog>, so focus stays inside and Escape cancels;
 * a click on the backdrop cancels too.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Several dialogs can wait on one page (deleting a day and deleting one of its items).
  const id = useId();
  const { open, onCancel } = props;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onCancel();
  };

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClick={onBackdrop}
    >
      <div className="dialog__body">
        <h2 id={`${id}-title`}>{props.title}</h2>
        <p id={`${id}-message`}>{props.message}</p>
        {props.error ? (
          <p className="form-error" role="alert">
            {props.error}
          </p>
        ) : null}
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onCancel} autoFocus>
            {props.cancelLabel ?? 'Mégsem'}
          </button>
          <button
            type="button"
            className="btn btn--danger"
            onClick={props.onConfirm}
            disabled={props.busy}
          >
            {props.confirmLabel ?? 'Törlés'}
          </button>
        </div>
      </div>
    </dialog>
  );
}
