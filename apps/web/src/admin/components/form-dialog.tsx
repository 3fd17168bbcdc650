import type { FormEvent, ReactNode } from 'react';
import { Modal } from '#web/admin/components/modal.tsx';

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
 * such as copying a menu.
 */
export function FormDialog(props: FormDialogProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <Modal open={props.open} onCancel={props.onCancel} hasMessage={Boolean(props.message)}>
      {(ids) => (
        <form className="dialog__body" onSubmit={onSubmit} noValidate>
          <h2 id={ids.title}>{props.title}</h2>
          {props.message ? <p id={ids.message}>{props.message}</p> : null}
          {props.children}
          {props.error ? (
            <p className="form-error dialog__error" role="alert">
              {props.error}
            </p>
          ) : null}
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={props.onCancel}>
              Mégsem
            </button>
            <button type="submit" className="btn btn--primary" disabled={props.busy}>
              {props.submitLabel}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
