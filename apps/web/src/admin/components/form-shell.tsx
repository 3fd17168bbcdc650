import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { DISCARD_CHANGES } from '#web/admin/components/use-leave-guard.tsx';

type FormShellProps = {
  title: string;
  isNew: boolean;
  saving: boolean;
  /** The form-level message: an invalid submit or a failed save. */
  error: string | null;
  cancelTo: string;
  /** The item's own history in the audit log, once it exists. */
  historyHref?: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
};

/** Title, fields, the form's own message and the Létrehozás/Mentés and Mégsem buttons. */
export function FormShell(props: FormShellProps) {
  return (
    <section className="admin-page" aria-labelledby="form-title">
      <div className="admin-page__header">
        <h1 id="form-title">{props.title}</h1>
        {props.historyHref ? (
          <Link className="btn btn--secondary btn--small" to={props.historyHref}>
            Előzmények
          </Link>
        ) : null}
      </div>
      <form className="admin-form" onSubmit={props.onSubmit} noValidate>
        {props.error ? (
          <p className="form-error" role="alert">
            {props.error}
          </p>
        ) : null}
        {props.children}
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={props.saving}>
            {props.isNew ? 'Létrehozás' : 'Mentés'}
          </button>
          <Link className="btn btn--secondary" to={props.cancelTo} state={DISCARD_CHANGES}>
            Mégsem
          </Link>
        </div>
      </form>
    </section>
  );
}
