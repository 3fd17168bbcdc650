import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** Loading, failure and empty states, the same on every admin screen. */
export function LoadingState(props: { text?: string }) {
  return (
    <p className="state state--loading" role="status">
      {props.text ?? 'Betöltés...'}
    </p>
  );
}

export function ErrorState(props: { message: string; onRetry?: () => void }) {
  return (
    <div className="state state--error" role="alert">
      <p>{props.message}</p>
      {props.onRetry ? (
        <button type="button" className="btn btn--secondary" onClick={props.onRetry}>
          Próbálja újra
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState(props: { message: string; children?: ReactNode }) {
  return (
    <div className="state state--empty">
      <p>{props.message}</p>
      {props.children}
    </div>
  );
}

/** What an editor sees on a screen that is the owners' only. */
export function OwnerOnlyState() {
  return <p className="state">Ezt a képernyőt csak tulajdonos használhatja.</p>;
}

/** A query the screen waits for, with the message shown if it fails; false for one it skips. */
type AwaitedQuery = readonly [query: UseQueryResult<unknown>, error: string] | false;

/**
 * The loading state while any of the queries has no answer, else the failure of the first that
 * failed, with a retry button; null once all have answered.
 */
export function waitingState(loading: string, queries: AwaitedQuery[]): ReactNode {
  const awaited = queries.filter((entry) => entry !== false);
  if (awaited.some(([query]) => query.isPending)) return <LoadingState text={loading} />;
  const failed = awaited.find(([query]) => query.isError);
  if (!failed) return null;
  const [query, error] = failed;
  return <ErrorState message={error} onRetry={() => void query.refetch()} />;
}

/** One query's waiting state, the empty message when it answered an empty list, else its data. */
export function QueryState<T>(props: {
  query: UseQueryResult<T>;
  loading: string;
  error: string;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  const waiting = waitingState(props.loading, [[query, props.error]]);
  if (waiting || query.data === undefined) return waiting;
  if (props.empty && Array.isArray(query.data) && query.data.length === 0) {
    return <EmptyState message={props.empty} />;
  }
  return props.children(query.data);
}
