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

/**
 * A query's loading state, its failure with a retry button, the empty message when it answered an
 * empty list, or else what its data renders to.
 */
export function QueryState<T>(props: {
  query: UseQueryResult<T>;
  loading: string;
  error: string;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <LoadingState text={props.loading} />;
  if (query.isError) {
    return <ErrorState message={props.error} onRetry={() => void query.refetch()} />;
  }
  if (props.empty && Array.isArray(query.data) && query.data.length === 0) {
    return <EmptyState message={props.empty} />;
  }
  return props.children(query.data);
}
