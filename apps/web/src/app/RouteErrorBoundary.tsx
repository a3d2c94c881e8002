import { Component, type ReactNode } from 'react';

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
    return (
      <div className="container section" role="alert">
        <h1>This page could not be loaded</h1>
        <p>Please check your internet connection and try again.</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    );
  }
}
