import { useEffect, useId, useRef, type FormEvent, type MouseEvent, type ReactNode } from 'react';

type FormDialogProps = {
  open: boolean;
  title: string;
  message?: string;
  submitLabel: string;
  busy?: boolean;
  /** What went wrong with the last submit, shown above the buttons. */
  error?: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  children?: ReactNode;
};

/**
 * A modal dialog for an action that is not destructive but still needs a word or a choice first,
 * such as copying a menu: like the confirmation dialog, Escape and the backdrop cancel.
 */
export function FormDialog(props: FormDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
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
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={props.message ? `${id}-message` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClick={onBackdrop}
    >
      <form className="dialog__body" onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`}>{props.title}</h2>
        {props.message ? <p id={`${id}-message`}>{props.message}</p> : null}
        {props.children}
        {props.error ? (
          <p className="form-error dialog__error" role="alert">
            {props.error}
          </p>
        ) : null}
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onCancel}>
            Mégsem
          </button>
          <button type="submit" className="btn btn--primary" disabled={props.busy}>
            {props.submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
