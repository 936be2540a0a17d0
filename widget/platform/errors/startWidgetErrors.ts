import { isOwnCodeStack } from '../../../shared/platform';
import type { WidgetConfig } from '../../../shared/protocol';
import type { Breadcrumb, ErrorReportMetadata } from '../../../shared/schemas/errorReport';
import { createErrorReporter } from './createErrorReporter';
import { fromThrown, installErrorReporter, type ReporterTargets } from './installErrorReporter';
import { hostErrorSink } from './sendToHost';

declare const __CANOPY_VERSION__: string;
const VERSION = typeof __CANOPY_VERSION__ === 'string' ? __CANOPY_VERSION__ : '0.0.0-dev';

/** One mounted widget's error reporting (001 §7), started at boot by mountWidget (iframe modes and framelessEmbed). */
export interface WidgetErrors {
  /** A navigation (the route's path) or network (method, path, status) breadcrumb. */
  breadcrumb(type: Extract<Breadcrumb['type'], 'navigation' | 'network'>, message: string): void;
  /** The 'Oops!' page's error (ErrorBoundary): reported as `render`, and not again by its console line. */
  reportRender(error: Error): void;
  stop(): void;
}

export interface WidgetErrorContext {
  readonly userId: () => number | null;
  readonly route: () => string;
}

/**
 * The prefix of Canopy's own scripts: the folder the widget's files are served from (esbuild's publicPath, e.g.
 * https://host/widget/), from this module's own URL, which is in that folder or in its chunks/ folder.
 */
export function ownScriptPrefix(moduleUrl: string): string | null {
  if (!/^https?:/.test(moduleUrl)) return null;
  return moduleUrl.replace(/[?#].*$/, '').replace(/\/(?:chunks\/)?[^/]*$/, '/');
}

export function startWidgetErrors(config: WidgetConfig, targets: ReporterTargets, context: WidgetErrorContext, moduleUrl: string = import.meta.url): WidgetErrors {
  const own = ownScriptPrefix(moduleUrl);
  const storeId = config.storeId ?? config.partnerId ?? null;
  // Taken before installErrorReporter wraps console.error: the fallback must not report its own line again.
  const fallback = console.error.bind(console);
  const reporter = createErrorReporter({
    ownPrefixes: own ? [own] : [],
    // No store, no key to send with: such a page (the directory) reports on the console.
    sink: storeId === null ? null : hostErrorSink({ apiBase: config.apiBase, storeId, fetch: (input, init) => targets.window.fetch(input, init) }),
    fallback,
    context: () => ({ userId: stringOrNull(context.userId()), metadata: metadataOf(config, storeId, context.route()) }),
  });
  const reported = new WeakSet<Error>();
  const isOwnStack = (stack: string | null) => own !== null && isOwnCodeStack(stack, [own]);
  const uninstall = installErrorReporter(reporter, targets, isOwnStack, (error) => reported.has(error));
  return {
    breadcrumb: (type, message) => reporter.breadcrumb(type, message),
    reportRender(error) {
      reported.add(error);
      reporter.capture('render', fromThrown(error));
    },
    stop: uninstall,
  };
}

function metadataOf(config: WidgetConfig, storeId: number | null, route: string): ErrorReportMetadata {
  return { store_id: storeId, mode: config.mode, route: withoutQuery(route), widget_version: VERSION };
}

/** Paths only: a query string may hold what a shopper typed (a search, an e-mail in a link). */
export function withoutQuery(path: string): string {
  return path.replace(/[?#].*$/, '');
}

function stringOrNull(id: number | null): string | null {
  return id === null ? null : String(id);
}
