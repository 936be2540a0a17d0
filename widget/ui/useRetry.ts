import { useState } from 'react';

/**
 * A resource key that changes when the shopper presses 'Try again', so useResource asks again (a failed
 * answer is never cached, a successful one keeps its plain key).
 */
export function useRetry(key: string | null): { key: string | null; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  return { key: key === null ? null : attempt === 0 ? key : `${key}#${attempt}`, retry: () => setAttempt((n) => n + 1) };
}
