import { Component } from 'react';
import type { ContextType, ErrorInfo, ReactNode } from 'react';
import { isChunkLoadError, retryFailedPages } from './kit/lazyPage';
import { OopsPage } from './pages/OopsPage';
import { WidgetContext } from './kit/WidgetContext';

interface Props {
  readonly children?: ReactNode;
  readonly onError?: (error: Error) => void;
}

interface State {
  readonly error: Error | null;
}

/** Any render error below it shows the 'Oops!' page (000 §2) instead of a blank widget. */
export class ErrorBoundary extends Component<Props, State> {
  static override contextType = WidgetContext;
  declare context: ContextType<typeof WidgetContext>;
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    // 001 §7: the 'Oops!' page reports what broke (its console line below is then not reported twice).
    this.context?.errors?.reportRender(error);
    // The Oops page shows no details in production, so the console is the only trace of what broke.
    console.error('[canopy] a page failed to render', error);
    this.props.onError?.(error);
  }

  private readonly retry = () => {
    // A chunk that failed to load may be gone for good: a deploy replaces the content-hashed files, and asking
    // for the old name again fails again. The widget's own document (iframe modes, default) reloads on the same
    // route and gets the new ones; framelessEmbed lives in the partner's page, so it asks for the chunk again.
    if (isChunkLoadError(this.state.error) && this.context && this.context.config.mode !== 'framelessEmbed') {
      location.reload();
      return;
    }
    retryFailedPages();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <OopsPage error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
