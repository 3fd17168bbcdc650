import { Modal } from '#web/admin/components/modal.tsx';

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

/** The one confirmation dialog, for deleting and for leaving unsaved changes. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal open={props.open} onCancel={props.onCancel} hasMessage>
      {(ids) => (
        <div className="dialog__body">
          <h2 id={ids.title}>{props.title}</h2>
          <p id={ids.message}>{props.message}</p>
          {props.error ? (
            <p className="form-error" role="alert">
              {props.error}
            </p>
          ) : null}
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={props.onCancel} autoFocus>
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
      )}
    </Modal>
  );
}
