import { NOTIFICATION_MS } from '../../shared/constants';
import { signal } from './signals';
import type { ReadonlySignal } from './signals';

export type NoticeTone = 'error' | 'success' | 'info';

export interface Notice {
  readonly id: number;
  readonly message: string;
  readonly tone: NoticeTone;
}

export interface Notifications {
  readonly list: ReadonlySignal<readonly Notice[]>;
  show(message: string, tone?: NoticeTone): number;
  dismiss(id: number): void;
  destroy(): void;
}

/** The notification banner's queue: each notice hides itself after 6 s (001 §2, §9). */
export function createNotifications(hideAfterMs: number = NOTIFICATION_MS): Notifications {
  const list = signal<readonly Notice[]>([]);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;
  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    list.value = list.peek().filter((notice) => notice.id !== id);
  };
  return {
    list,
    show(message, tone = 'error') {
      // The same message twice in a row (several calls failing together) is shown once.
      const existing = list.peek().find((notice) => notice.message === message && notice.tone === tone);
      if (existing) dismiss(existing.id);
      const id = nextId++;
      list.value = [...list.peek(), { id, message, tone }];
      timers.set(
        id,
        setTimeout(() => dismiss(id), hideAfterMs),
      );
      return id;
    },
    dismiss,
    destroy() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
