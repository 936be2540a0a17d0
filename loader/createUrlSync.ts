import { readSyncedPath, writeSyncedPath } from './urlSync';

export interface SyncClient {
  /** The embed asked to sync (data-url-sync="on" / urlSync: true) rather than taking the default. */
  readonly asked: boolean;
  /** The route to show when the page URL names none (back to the first entry). */
  readonly defaultPath: string;
  currentPath(): string;
  navigate(path: string): void;
}

export type UrlSync = ReturnType<typeof createUrlSync>;

/**
 * Mirrors one embed's route into the page URL as ?canopy=<path> (DESIGN §1.5): the first route replaces the
 * entry, later ones push, so back/forward walk the widget's pages; popstate navigates the widget. One embed
 * syncs per page: the first, unless a later one asks.
 */
export function createUrlSync() {
  let owner: SyncClient | null = null;
  let written = false;

  const onPopState = () => {
    if (!owner) return;
    const path = readSyncedPath(location.search) ?? owner.defaultPath;
    if (path !== owner.currentPath()) owner.navigate(path);
  };

  const release = (client: SyncClient) => {
    if (owner !== client) return;
    owner = null;
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

  return {
    /** Whether the client syncs; a client that asks takes over from one that took the default. */
    claim(client: SyncClient, setting: 'on' | 'off' | 'default'): boolean {
      if (setting === 'off') return false;
      if (owner && (owner.asked || !client.asked)) return false;
      if (owner) release(owner);
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
      if (owner !== client || readSyncedPath(location.search) === path) return;
      replace(writeSyncedPath(location.search, path), written);
      written = true;
    },
    release,
  };
}
