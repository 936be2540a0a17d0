import { Hono } from 'hono';
import type { HostConfig } from '../config';
import type { OpenedDatabase } from '../db';

export interface HostApiDeps {
  database: OpenedDatabase;
  config: HostConfig;
}

/** /api/v1: the catalogue API (issue 4) and the cart, checkout and account API (issue 5), mounted side by side. */
export function createHostApi(_deps: HostApiDeps): Hono {
  return new Hono();
}
