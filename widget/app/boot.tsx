import { createRoot } from 'react-dom/client';
import { App } from './App';

export function boot(root: HTMLElement | null): void {
  if (!root) return;
  createRoot(root).render(<App path={location.pathname} />);
}
