import { useState } from 'react';
import type { StaffMember, StaffUpdate } from '@restaurant/contract/users.ts';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog.tsx';
import { useToast } from '#web/admin/components/toast.tsx';
import { useDeleteMember, useReinvite, useUpdateMember } from '#web/admin/features/staff/api.ts';
import { InvitationPanel } from '#web/admin/features/staff/invitation-panel.tsx';
import { ApiError } from '#web/admin/lib/api-client.ts';

const LAST_OWNER =
  'Ez nem lehetséges: a vendéglőnek legalább egy aktív tulajdonosa kell, hogy maradjon.';

function failure(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) {
    return /own account/.test(error.message) ? 'Saját fiókját nem törölheti.' : LAST_OWNER;
  }
  return 'Hiba történt a mentés közben. Kérjük, próbálja újra.';
}

/** Role, deactivation, a new invitation and deletion of one person. */
export function MemberActions(props: { member: StaffMember; isSelf: boolean }) {
  const { member } = props;
  const toast = useToast();
  const update = useUpdateMember();
  const remove = useDeleteMember();
  const reinvite = useReinvite();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const name = member.name ?? member.username;

  const change = async (input: StaffUpdate, done: string) => {
    setError(null);
    try {
      await update.mutateAsync({ id: member.id, input });
      toast(done);
    } catch (caught) {
      setError(failure(caught));
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync(member.id);
      toast('Törölve');
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="member-actions">
      <button
        type="button"
        className="btn btn--secondary btn--small"
        onClick={() =>
          void change({ role: member.role === 'owner' ? 'editor' : 'owner' }, 'Szerepkör módosítva')
        }
      >
        {member.role === 'owner' ? 'Legyen szerkesztő' : 'Legyen tulajdonos'}
      </button>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        onClick={() =>
          void change(
            { active: !member.active },
            member.active ? 'Deaktiválva, minden eszközön kijelentkeztetve' : 'Aktiválva',
          )
        }
      >
        {member.active ? 'Deaktiválás' : 'Aktiválás'}
      </button>
      {member.enrolled ? null : (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() => reinvite.mutate(member.id)}
        >
          Új meghívó
        </button>
      )}
      {props.isSelf ? null : (
        <button
          type="button"
          className="btn btn--danger-outline btn--small"
          aria-label={`Törlés: ${name}`}
          onClick={() => setConfirming(true)}
        >
          Törlés
        </button>
      )}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {reinvite.data ? <InvitationPanel name={name} invitation={reinvite.data} /> : null}
      <ConfirmDialog
        open={confirming}
        title="Munkatárs törlése"
        message={`Biztosan törli ${name} fiókját? A naplóban a neve megmarad.`}
        confirmLabel="Törlés"
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
