import { useTitle } from '../kit/useTitle';

// 000 §2: "Sorry, an unexpected error has occurred."; name, message and stack only in development.
export const OOPS_TITLE = 'Oops!';
export const OOPS_MESSAGE = 'Sorry, an unexpected error has occurred.';
const DEVELOPMENT = process.env.NODE_ENV !== 'production';

export function OopsPage({ error, onRetry }: { error?: Error | null; onRetry?: () => void }) {
  useTitle(OOPS_TITLE);
  return (
    <section className="cn-state" role="alert" aria-labelledby="cn-oops-title">
      <div className="cn-state__icon" aria-hidden="true">
        !
      </div>
      <h1 id="cn-oops-title" className="cn-h1">
        {OOPS_TITLE}
      </h1>
      <p className="cn-muted">{OOPS_MESSAGE}</p>
      {onRetry && (
        <button type="button" className="cn-btn cn-btn--primary" onClick={onRetry}>
          Try again
        </button>
      )}
      {DEVELOPMENT && error && (
        <pre data-testid="oops-details">
          {error.name}: {error.message}
          {'\n'}
          {error.stack}
        </pre>
      )}
    </section>
  );
}
