import { useEffect, useState } from 'react';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { useWidget } from '../../app';
import { useSignalValue } from '../../state/useSignalValue';
import { InlineRowPlaceholder } from './InlineRowPlaceholder';
import type * as Rows from './rows';

// The ranked rows (001 §7) load after the page's first screen: their code is its own chunk (DESIGN §3 first-render
// budget), asked for once a page that draws a row has painted its first screen and the browser is idle. Until it has
// loaded a row draws nothing, or what keeps its place: the inlined best-seller search for the menu's Best sellers
// (BestSellersRow), the inline row's placeholder (InlineRowPlaceholder).
// No Suspense: the server's first view (renderFirstView) draws what the client's first frame does.

type RowsModule = typeof Rows;
let loaded: RowsModule | null = null;
let loading: Promise<RowsModule> | null = null;
const loadRows = () =>
  (loading ??= import('./rows')
    .then((module) => (loaded = module))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    }));

/**
 * Fetches the rows' module now, for a first render that waits for its answers anyway (framelessEmbed): its rows are then
 * drawn at once, not swapped in for their placeholders a moment after (a carousel the shopper focused lost its focus).
 */
export function preloadRankedRows(): Promise<void> {
  return loadRows().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The ranked rows' module, loaded on first use: null until it has loaded (at once where a page drew rows before), an
 * Error when its chunk could not load (a later mount asks again). For a page that draws its own list with it.
 */
export function useRankedRowsModule(): RowsModule | Error | null {
  const [failed, setFailed] = useState<Error | null>(null);
  const [, setReady] = useState(false);
  const firstScreen = useSignalValue(useWidget().firstScreen);
  useEffect(() => {
    if (loaded || firstScreen) return;
    return whenIdle(() =>
      loadRows().then(
        () => setReady(true),
        (error: unknown) => setFailed(error instanceof Error ? error : new Error(String(error))),
      ),
    );
  }, [firstScreen]);
  return loaded ?? failed;
}

/**
 * Runs `load` once the browser is idle (at most a second later), so the rows' chunk is fetched after the menu's first
 * screen is painted and never competes with it (DESIGN §3: widget JS before the first menu render). At once where
 * there is no requestIdleCallback (tests; Safari before 18).
 */
function whenIdle(load: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    load();
    return () => undefined;
  }
  const handle = requestIdleCallback(load, { timeout: 1000 });
  return () => cancelIdleCallback(handle);
}

/** The module's row components (it also holds the best-sellers page's hook and the Best sellers row's parts). */
type RowName = Exclude<keyof RowsModule, 'useBestSellersRanking' | 'BestSellersRanking' | 'RankedCard'>;

function deferred<K extends RowName>(name: K, placeholder: (props: ComponentProps<RowsModule[K]>) => ReactNode = () => null) {
  type Props = ComponentProps<RowsModule[K]> & object;
  return function DeferredRow(props: Props) {
    const rows = useRankedRowsModule();
    if (rows instanceof Error) return null;
    if (!rows) return placeholder(props);
    const Row = rows[name] as ComponentType<Props>;
    return <Row {...props} />;
  };
}

/** 001 §7 menu_inline, a list item of the grid. */
export const MenuInlineRow = deferred('MenuInlineRow', (props) => <InlineRowPlaceholder {...props} />);
/** The menu's rows below the grid, and its search insights. */
export const MenuRankedRows = deferred('MenuRankedRows');
/** 001 §7 pdp_row. */
export const SimilarProductsRow = deferred('SimilarProductsRow');
/** 001 §7 cart_toppers. */
export const CartToppersRow = deferred('CartToppersRow');
