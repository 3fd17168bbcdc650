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

export function EmptyState(props: { message: string; children?: React.ReactNode }) {
  return (
    <div className="state state--empty">
      <p>{props.message}</p>
      {props.children}
    </div>
  );
}
