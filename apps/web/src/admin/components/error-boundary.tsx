import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { ErrorState } from '#web/admin/components/states.tsx';

const RENDER_FAILED = 'Hiba történt a megjelenítés közben.';

type Props = {
  /** The part of the screen this boundary keeps to itself, e.g. "Tételek". */
  name?: string;
  /** When this changes (another address), a failed part gets another chance. */
  resetKey?: string;
  children: ReactNode;
};

/**
 * Keeps a failure inside one part of a screen: the rest of the admin stays usable, and the part
 * shows a Hungarian message with 'Próbálja újra', which renders it again.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean; resetKey?: string }> {
  override state: { failed: boolean; resetKey?: string } = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; resetKey?: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Admin part failed: ${this.props.name ?? 'page'}`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const message = this.props.name ? `${RENDER_FAILED} (${this.props.name})` : RENDER_FAILED;
    return <ErrorState message={message} onRetry={() => this.setState({ failed: false })} />;
  }
}

/** What the router shows when the admin's frame itself fails: the message, and a fresh start. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('Admin failed', error);
  return (
    <main className="admin-main admin-main--alone">
      <h1>Adminisztráció</h1>
      <ErrorState message={RENDER_FAILED} onRetry={() => window.location.reload()} />
    </main>
  );
}
