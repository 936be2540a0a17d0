import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { retryFailedPages } from './lazyPage';
import { OopsPage } from './pages/OopsPage';

interface Props {
  readonly children?: ReactNode;
  readonly onError?: (error: Error) => void;
}

interface State {
  readonly error: Error | null;
}

/** Any render error below it shows the 'Oops!' page (000 §2) instead of a blank widget. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    // The Oops page shows no details in production, so the console is the only trace of what broke.
    console.error('[canopy] a page failed to render', error);
    this.props.onError?.(error);
  }

  private readonly retry = () => {
    retryFailedPages();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <OopsPage error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
