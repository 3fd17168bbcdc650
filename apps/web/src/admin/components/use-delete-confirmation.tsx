import { useState } from 'react';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog.tsx';
import { useToast } from '#web/admin/components/toast.tsx';
import { ApiError } from '#web/admin/lib/api-client.ts';

type Options = {
  title: string;
  message: string;
  /** Said when the server refuses because something still depends on the item (409). */
  conflictMessage: string;
  failureMessage: string;
  remove: (id: number) => Promise<unknown>;
};

/**
 * Asks before deleting, deletes, and explains a refusal; the item stays listed when it fails. After
 * a failure other than a refusal the confirming button offers to try again.
 */
export function useDeleteConfirmation(options: Options) {
  const toast = useToast();
  const [target, setTarget] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const close = () => {
    setTarget(null);
    setError(null);
    setFailed(false);
  };

  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await options.remove(target);
      close();
      toast('Törölve');
    } catch (cause) {
      const conflict = cause instanceof ApiError && cause.status === 409;
      setError(conflict ? options.conflictMessage : options.failureMessage);
      setFailed(!conflict);
    } finally {
      setBusy(false);
    }
  };

  return {
    ask: (id: number) => {
      close();
      setTarget(id);
    },
    dialog: (
      <ConfirmDialog
        open={target !== null}
        title={options.title}
        message={options.message}
        busy={busy}
        error={error}
        confirmLabel={failed ? 'Próbálja újra' : undefined}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
    ),
  };
}
