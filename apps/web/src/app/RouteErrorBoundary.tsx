import { Component, type ReactNode } from 'react';
import { ROUTE_ERROR_TEXTS } from '@studychina/contracts';
import { useText } from '../lib/i18n';

interface State {
  failed: boolean;
}

/**
 * A page chunk that cannot be downloaded (connection dropped on mobile data) would otherwise leave the
 * page blank: show a short explanation and a retry instead. Header and footer stay usable.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // Navigating elsewhere gives the next page its chance.
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PageNotLoaded />;
  }
}

/** The notice, in the visitor's language (the French of it comes with the messages, loaded after the first paint). */
function PageNotLoaded() {
  const COPY = useText(ROUTE_ERROR_TEXTS);
  return (
    <div className="container section" role="alert">
      <h1>{COPY.title}</h1>
      <p>{COPY.text}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {COPY.retry}
      </button>
    </div>
  );
}
