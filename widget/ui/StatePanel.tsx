import type { ReactNode } from 'react';

/**
 * A page's empty or error state: an icon, a heading, a sentence and an optional action. Errors are
 * announced (role="alert"); an empty result is plain content.
 */
export function StatePanel({
  title,
  children,
  action,
  tone = 'empty',
  icon,
  level = 2,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: 'empty' | 'error';
  icon?: string;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="cn-state" role={tone === 'error' ? 'alert' : undefined} aria-label={title} data-state={tone}>
      <div className="cn-state__icon" aria-hidden="true">
        {icon ?? (tone === 'error' ? '!' : '∅')}
      </div>
      <Heading className={level === 1 ? 'cn-h1' : 'cn-h2'}>{title}</Heading>
      {children && <p className="cn-muted">{children}</p>}
      {action}
    </section>
  );
}

/** The error state of a page whose data failed to load, with a retry. */
export function LoadError({ what, error, onRetry }: { what: string; error: Error | null; onRetry?: () => void }) {
  return (
    <StatePanel
      tone="error"
      title={`We couldn't load ${what}`}
      action={
        onRetry && (
          <button type="button" className="cn-btn cn-btn--primary" onClick={onRetry}>
            Try again
          </button>
        )
      }
    >
      {error?.message || 'Something went wrong'}
    </StatePanel>
  );
}
