import { readSyncedPath, writeSyncedPath } from './urlSync';

export interface SyncClient {
  /** The embed asked to sync (data-url-sync="on" / urlSync: true) rather than taking the default. */
  readonly asked: boolean;
  /** The embed's container in the page: by default the first embed in document order syncs. */
  readonly el: Element;
  /** The route to show when the page URL names none (back to the first entry). */
  readonly defaultPath: string;
  currentPath(): string;
  navigate(path: string): void;
}

export type UrlSync = ReturnType<typeof createUrlSync>;

// Route reports lag a navigation by the outbox's debounce (≤ 1 s); a report older than the last back/forward
// must not write the address (it would push and cut off the forward entries). Past this, reports win again
// (the widget may have redirected, e.g. /cart → /login), and the newest one held back is written then.
const STALE_REPORT_MS = 2000;

/**
 * Mirrors one embed's route into the page URL as ?canopy=<path> (DESIGN §1.5): the first route replaces the
 * entry, later ones push, so back/forward walk the widget's pages; popstate navigates the widget. A route that
 * changes only its query (menu filters, sort, search) replaces: Back leaves the page, not one filter click. One embed
 * syncs per page: the first in document order, unless one asks. Async snippets and late mounts arrive in any order,
 * so an embed earlier in the document takes the default over from a later one until that one has written the URL;
 * the later one then goes to its own first route (it had opened the one the URL named).
 */
export function createUrlSync() {
  let owner: SyncClient | null = null;
  let written = false;
  let pending: { path: string; until: number } | null = null;
  let lateReportsEnd: ReturnType<typeof setTimeout> | undefined;

  const onPopState = () => {
    if (!owner) return;
    const path = readSyncedPath(location.search) ?? owner.defaultPath;
    const expected = pending && pending.until > Date.now() ? pending.path : owner.currentPath();
    if (path === expected) return;
    pending = { path, until: Date.now() + STALE_REPORT_MS };
    owner.navigate(path);
  };

  const release = (client: SyncClient) => {
    if (owner !== client) return;
    owner = null;
    pending = null;
    clearTimeout(lateReportsEnd);
    removeEventListener('popstate', onPopState);
    if (written) replace(writeSyncedPath(location.search, null), false);
    written = false;
  };

  const replace = (search: string, push: boolean) => {
    const url = location.pathname + search + location.hash;
    // Keep the partner router's state object: Next.js, React Router and others read it on popstate.
    if (push) history.pushState(history.state, '', url);
    else history.replaceState(history.state, '', url);
  };

  const sync = {
    /** Whether the client syncs; a client that asks takes over from one that took the default. */
    claim(client: SyncClient, setting: 'on' | 'off' | 'default'): boolean {
      if (setting === 'off') return false;
      const previous = owner;
      if (previous) {
        // Not written yet: the owner has only read the URL. 4 is DOCUMENT_POSITION_FOLLOWING: the owner comes later.
        const fresh = !written;
        const earlier = fresh && !previous.asked && client.el.compareDocumentPosition(previous.el) & 4;
        if (!earlier && (previous.asked || !client.asked)) return false;
        release(previous);
        // It opened the route the URL named, which is the new owner's now.
        if (fresh && readSyncedPath(location.search) !== null) previous.navigate(previous.defaultPath);
      }
      owner = client;
      addEventListener('popstate', onPopState);
      return true;
    },
    owns(client: SyncClient): boolean {
      return owner === client;
    },
    /** The path in the page URL for the syncing client. */
    initialPath(): string | null {
      return readSyncedPath(location.search);
    },
    routeChanged(client: SyncClient, path: string) {
      if (owner !== client) return;
      // The report of a back/forward move rewrites the entry it landed on; it never pushes.
      const popped = pending?.path === path;
      if (pending) {
        if (!popped && pending.until > Date.now()) {
          // A late report of the old route, or a newer route whose report carried the popped one away (the outbox
          // keeps only the newest route): when the window ends, the address follows the widget's newest route.
          clearTimeout(lateReportsEnd);
          lateReportsEnd = setTimeout(() => sync.routeChanged(client, client.currentPath()), pending.until - Date.now());
          return;
        }
        pending = null;
      }
      const shown = readSyncedPath(location.search);
      if (shown === path) return;
      const samePage = shown !== null && pathOf(shown) === pathOf(path);
      replace(writeSyncedPath(location.search, path), written && !popped && !samePage);
      written = true;
    },
    release,
  };
  return sync;
}

const pathOf = (route: string) => route.split(/[?#]/)[0];
