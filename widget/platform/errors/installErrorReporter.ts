import { truncateVisitorText } from '../../../shared/platform';
import type { CaughtError, ErrorReporter } from './createErrorReporter';

export interface ReporterTargets {
  readonly window: Window;
  /** Where the widget's own clicks happen: its document (iframe modes) or its shadow root (framelessEmbed). */
  readonly clicks: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Feeds the reporter what 001 §7 covers: window errors, unhandled rejections and console errors (console.error keeps
 * working as before: the original is called first), and clicks as visitor breadcrumbs. Navigation and network
 * breadcrumbs come from the router and the request layer (createWidgetInstance). In framelessEmbed these are the
 * partner page's window and console: the reporter's own-code rule drops whatever has no frame of Canopy's scripts,
 * and a console call is recorded only when it came from them. An error reported already (the 'Oops!' page's, whose
 * console line follows its report) is not reported again. Several framelessEmbed widgets share one window and one
 * console, so an error, a rejection or a console call is claimed by the first live reporter that sees it and the
 * others let it pass: one error, one report. Returns the undo.
 */
export function installErrorReporter(
  reporter: ErrorReporter,
  targets: ReporterTargets,
  isOwnStack: (stack: string | null) => boolean,
  reportedAlready: (error: Error) => boolean = () => false,
): () => void {
  const win = targets.window;
  const onError = (event: ErrorEvent) => claim(event) && reporter.capture('window_error', fromErrorEvent(event));
  const onRejection = (event: PromiseRejectionEvent) => claim(event) && reporter.capture('unhandled_rejection', fromThrown(event.reason));
  const onClick = (event: Event) => reporter.breadcrumb('visitor', describeClick(event.target));
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  targets.clicks.addEventListener('click', onClick, { capture: true });

  const console = (win as Window & { console?: Console }).console ?? globalThis.console;
  const original = console.error;
  let stopped = false;
  const call = consoleCall();
  const wrapped = function (this: unknown, ...args: unknown[]) {
    // The wrappers of later embeds call this one first: the innermost live wrapper reports, the outer ones see it claimed.
    if (call.depth++ === 0) call.claimed = false;
    try {
      original.apply(this ?? console, args);
    } finally {
      call.depth--;
    }
    // Another embed may have wrapped console.error after this one: then this wrapper stays in its chain, silent.
    if (stopped || call.claimed) return;
    call.claimed = true;
    try {
      const thrown = args.find((arg): arg is Error => arg instanceof Error);
      if (thrown && reportedAlready(thrown)) return;
      const stack = thrown?.stack ?? callerStack(new Error().stack);
      if (!isOwnStack(stack)) return;
      const message = args.map(textOf).join(' ');
      reporter.breadcrumb('console', message);
      reporter.capture('console', { message, stack });
    } catch {
      // A report that cannot be made must not break the page's console.
    }
  };
  console.error = wrapped;

  return () => {
    stopped = true;
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    targets.clicks.removeEventListener('click', onClick, { capture: true });
    if (console.error === wrapped) console.error = original;
  };
}

// Page-wide (Symbol.for is shared by every copy of this module a page loads), so that embeds agree on who reports.
const CLAIMED_EVENTS = Symbol.for('canopy.errors.claimedEvents');
const CONSOLE_CALL = Symbol.for('canopy.errors.consoleCall');
type PageRegistry = typeof globalThis & { [CLAIMED_EVENTS]?: WeakSet<Event>; [CONSOLE_CALL]?: { depth: number; claimed: boolean } };

/** True for the first reporter to see this event; false for every other embed's. */
function claim(event: Event): boolean {
  const page = globalThis as PageRegistry;
  const claimed = (page[CLAIMED_EVENTS] ??= new WeakSet());
  if (claimed.has(event)) return false;
  claimed.add(event);
  return true;
}

/** The console.error call in progress: how deep in the chain of wrappers it is and whether a wrapper reported it. */
function consoleCall(): { depth: number; claimed: boolean } {
  const page = globalThis as PageRegistry;
  return (page[CONSOLE_CALL] ??= { depth: 0, claimed: false });
}

/** An ErrorEvent's error, else its message with the script it names as the one frame (a cross-origin "Script error."). */
export function fromErrorEvent(event: ErrorEvent): CaughtError {
  if (event.error instanceof Error) return fromThrown(event.error);
  const frame = event.filename ? `\n    at ${event.filename}:${event.lineno ?? 0}:${event.colno ?? 0}` : '';
  return { message: event.message || 'Script error', stack: frame ? `Error: ${event.message}${frame}` : null };
}

export function fromThrown(thrown: unknown): CaughtError {
  if (thrown instanceof Error) return { message: `${thrown.name}: ${thrown.message}`, stack: thrown.stack ?? null };
  return { message: textOf(thrown), stack: null };
}

/** The stack of whoever called console.error: the first line ('Error', in V8) and the wrapper's own frame dropped. */
function callerStack(stack: string | undefined): string | null {
  if (!stack) return null;
  const lines = stack.split('\n');
  const frames = /^\s*at /.test(lines[0]) || lines[0].includes('@') ? lines : lines.slice(1);
  return frames.slice(1).join('\n') || null;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** A click as `click button "Add to bag"`: the element's tag and its text, cut at 500 characters (001 §7). */
function describeClick(target: EventTarget | null): string {
  const element = target as Element | null;
  if (!element || typeof element.tagName !== 'string') return 'click';
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return `click ${element.tagName.toLowerCase()}${text ? ` "${truncateVisitorText(text)}"` : ''}`;
}
