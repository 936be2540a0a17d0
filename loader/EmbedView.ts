/** What an embed's handle drives, whichever way the widget is rendered (iframe or shadow root). */
export interface EmbedView {
  /** Shows the widget in place of the skeleton. */
  reveal(): void;
  navigate(path: string): void;
  getState(): Promise<unknown>;
  destroy(): void;
}
