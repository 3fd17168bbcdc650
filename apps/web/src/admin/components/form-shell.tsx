import type { FormEventHandler, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { ListReturnState } from '#web/admin/lib/paths.ts';
import { DISCARD_CHANGES } from '#web/admin/components/use-leave-guard.tsx';

type FormShellProps = {
  title: string;
  isNew: boolean;
  saving: boolean;
  /** The form-level message: an invalid submit or a failed save. */
  error: string | null;
  /** A calm word about the form, such as unsaved values brought back after a new login. */
  notice?: string | null;
  cancelTo: string;
  /** The item's own history in the audit log, once it exists. */
  historyHref?: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A second way to save, such as saving and starting another item, beside the main button. */
  secondaryAction?: { label: string; onClick: () => void };
  /** What comes before the fields, such as a picker that fills them. */
  before?: ReactNode;
  children: ReactNode;
};

/** Title, fields, the form's own message and the Létrehozás/Mentés and Mégsem buttons. */
export function FormShell(props: FormShellProps) {
  // A form opened from a list goes back to that list, with its search and filter.
  const returnTo = (useLocation().state as ListReturnState)?.returnTo;
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
      {props.notice ? (
        <p className="form-notice" role="status">
          {props.notice}
        </p>
      ) : null}
      {props.before}
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
          {props.secondaryAction ? (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={props.saving}
              onClick={props.secondaryAction.onClick}
            >
              {props.secondaryAction.label}
            </button>
          ) : null}
          <Link
            className="btn btn--secondary"
            to={returnTo ?? props.cancelTo}
            state={DISCARD_CHANGES}
          >
            Mégsem
          </Link>
        </div>
      </form>
    </section>
  );
}
