import { useQuery } from '@tanstack/react-query';
import type { Session } from '@restaurant/contract/auth.ts';
import { QueryState } from '#web/admin/components/states.tsx';
import { useToast } from '#web/admin/components/toast.tsx';
import {
  sessionsQuery,
  useEndOtherSessions,
  useEndSession,
} from '#web/admin/features/account/api.ts';

/** A short name for the browser and system a session was opened from. */
function device(userAgent: string | null): string {
  if (!userAgent) return 'Ismeretlen eszköz';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Böngésző';
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? `${browser}, ${system}` : browser;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('hu-HU', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

function SessionList(props: { sessions: Session[] }) {
  const end = useEndSession();
  return (
    <ul className="session-list">
      {props.sessions.map((session) => (
        <li key={session.id} className="member-card">
          <div className="member-card__who">
            <strong>
              {device(session.userAgent)}
              {session.current ? ' · ez az eszköz' : ''}
            </strong>
            <span className="member-card__meta">
              Belépés: {when(session.createdAt)} · utoljára aktív: {when(session.lastSeenAt)}
            </span>
          </div>
          {session.current ? null : (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => end.mutate(session.id)}
            >
              Kijelentkeztetés
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SessionsSection() {
  const sessions = useQuery(sessionsQuery());
  const endOthers = useEndOtherSessions();
  const toast = useToast();
  return (
    <section className="account-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Bejelentkezések</h2>
      <QueryState
        query={sessions}
        loading="Bejelentkezések betöltése..."
        error="Hiba történt a bejelentkezések betöltése közben."
      >
        {(data) => <SessionList sessions={data} />}
      </QueryState>
      <div className="form-actions">
        <button
          type="button"
          className="btn btn--secondary"
          disabled={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: () => toast('Minden más eszközön kijelentkeztettük'),
            })
          }
        >
          Kijelentkezés minden más eszközön
        </button>
      </div>
    </section>
  );
}
