import { useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog.tsx';
import { useAuth } from '#web/admin/lib/auth.tsx';

/** The navigation state of a Mégsem link: the user chose to drop the changes, so nobody asks. */
export const DISCARD_CHANGES = { discardChanges: true };

/**
 * Asks before the user leaves a form with unsaved changes (in the app or by closing the tab),
 * unless they leave through the form's own Mégsem. An ended session is not asked about: the login
 * page must come at once.
 */
export function useLeaveGuard(dirty: boolean) {
  const { state } = useAuth();
  const active = dirty && state.status === 'authenticated';
  // The router keeps the blocking rule from the last passive effect, which is too late for a form
  // that saves, resets and leaves in one go; a ref set in the commit itself is current.
  const activeNow = useRef(active);
  useLayoutEffect(() => {
    activeNow.current = active;
  }, [active]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const discarding = (nextLocation.state as typeof DISCARD_CHANGES | null)?.discardChanges;
    return activeNow.current && !discarding && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Nem mentett módosítások"
      message="A módosításai még nincsenek elmentve. Biztosan elhagyja az oldalt?"
      confirmLabel="Elhagyom az oldalt"
      cancelLabel="Mégsem"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
