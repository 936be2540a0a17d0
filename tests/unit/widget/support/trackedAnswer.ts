export interface TrackedAnswer {
  readonly answer: Response;
  /** Resolves once the widget has read the answer and done what it sets off (parse, check it is still wanted, apply). */
  handled(): Promise<void>;
}

/**
 * A fake API answer that says when the widget is done with it, for a test that must show an answer arriving late
 * changes nothing: the request layer reads the body (createHttp: response.text()), and the rest runs in promise
 * callbacks, which all run before the next task. The 0 ms task below is that next task, not a delay.
 */
export function trackedAnswer(answer: Response): TrackedAnswer {
  let read!: () => void;
  const wasRead = new Promise<void>((resolve) => (read = resolve));
  const text = answer.text.bind(answer);
  answer.text = () => text().finally(read);
  return {
    answer,
    async handled() {
      await wasRead;
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}
