import { useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@restaurant/contract/users.ts';
import { OwnerOnlyState, QueryState } from '#web/admin/components/states.tsx';
import { ROLE_LABELS, staffQuery } from '#web/admin/features/staff/api.ts';
import { InviteForm } from '#web/admin/features/staff/invite-form.tsx';
import { MemberActions } from '#web/admin/features/staff/member-actions.tsx';
import { useAuth, useIsOwner } from '#web/admin/lib/auth.tsx';

function status(member: StaffMember): string {
  if (!member.enrolled) return 'Meghívva';
  return member.active ? 'Aktív' : 'Deaktiválva';
}

const lastLogin = (member: StaffMember) =>
  member.lastLoginAt
    ? new Date(member.lastLoginAt).toLocaleString('hu-HU', {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : 'még nem lépett be';

/** The owners' screen: who may use the admin, in what role, and invitations for new people. */
export function StaffPage() {
  const { state } = useAuth();
  const isOwner = useIsOwner();
  const members = useQuery({ ...staffQuery(), enabled: isOwner });
  const self = state.status === 'authenticated' ? state.user.username : '';

  if (!isOwner) {
    return (
      <section className="admin-page">
        <h1>Munkatársak</h1>
        <OwnerOnlyState />
      </section>
    );
  }
  return (
    <section className="admin-page" aria-labelledby="page-title">
      <div className="admin-page__header">
        <h1 id="page-title">Munkatársak</h1>
      </div>
      <QueryState
        query={members}
        loading="Munkatársak betöltése..."
        error="Hiba történt a munkatársak betöltése közben."
      >
        {(data) => (
          <ul className="member-list">
            {data.map((member) => (
              <li key={member.id} className="member-card">
                <div className="member-card__who">
                  <strong>{member.name ?? member.username}</strong>
                  <span className="member-card__meta">
                    {member.username} · {ROLE_LABELS[member.role]} · {status(member)} ·{' '}
                    {lastLogin(member)}
                  </span>
                </div>
                <MemberActions member={member} isSelf={member.username === self} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <InviteForm />
    </section>
  );
}
