import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort } from '../../../api/ApiError';
import { askBudtender } from '../../../api/budtender';
import type { BudtenderReply, BudtenderScope } from '../../../api/budtender';
import type { DmClient } from '../../../api/dmClient';

export type AskState =
  | { readonly status: 'idle' }
  | { readonly status: 'asking'; readonly question: string }
  | { readonly status: 'answered'; readonly question: string; readonly answer: BudtenderReply | null; readonly id: number }
  | { readonly status: 'failed'; readonly question: string };

export interface BudtenderAsk {
  readonly state: AskState;
  /** Asks `question`, cancelling a question still waiting for its answer (only the newest is shown). */
  ask(question: string): void;
  /** Asks the last question again (after a failure). */
  retry(): void;
}

/**
 * The shopper's questions to the budtender, one at a time: a new one aborts the one in flight (its request too), and
 * leaving the panel aborts whatever is waiting. A failure is kept here to be shown in the panel, not notified.
 */
export function useBudtenderAsk(dm: DmClient, scope: BudtenderScope, onAnswer: (answer: BudtenderReply | null) => void): BudtenderAsk {
  const [state, setState] = useState<AskState>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  const asked = useRef(0);
  // The latest scope and callback without re-creating ask(): a re-render of the menu must not cancel a question.
  const latest = useRef({ dm, scope, onAnswer });
  latest.current = { dm, scope, onAnswer };
  useEffect(() => () => inFlight.current?.abort(), []);

  const ask = useCallback((question: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const id = ++asked.current;
    setState({ status: 'asking', question });
    const { dm: client, scope: where } = latest.current;
    askBudtender(client, { ...where, query: question }, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setState({ status: 'answered', question, answer, id });
        latest.current.onAnswer(answer);
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setState({ status: 'failed', question });
      },
    );
  }, []);

  const question = state.status === 'idle' ? null : state.question;
  const retry = useCallback(() => {
    if (question !== null) ask(question);
  }, [ask, question]);
  return { state, ask, retry };
}
