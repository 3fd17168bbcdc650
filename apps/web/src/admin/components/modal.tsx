import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';

/**
 * The modal <dialog> under every admin dialog: focus stays inside, and Escape or a click on the
 * backdrop cancels. The children get the ids of the title and the message to use.
 */
export function Modal(props: {
  open: boolean;
  onCancel: () => void;
  hasMessage: boolean;
  children: (ids: { title: string; message: string }) => ReactNode;
}) {
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
      aria-describedby={props.hasMessage ? `${id}-message` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClick={onBackdrop}
    >
      {props.children({ title: `${id}-title`, message: `${id}-message` })}
    </dialog>
  );
}
