export const LOADER_ERROR_CODES = {
  widgetUnavailable: 'widget_unavailable',
  destroyed: 'destroyed',
} as const;
export type LoaderErrorCode = (typeof LOADER_ERROR_CODES)[keyof typeof LOADER_ERROR_CODES];

/** What an embed's `ready` rejects with; never thrown into the partner's page. */
export class LoaderError extends Error {
  readonly code: LoaderErrorCode;

  constructor(code: LoaderErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CanopyLoaderError';
    this.code = code;
  }
}
