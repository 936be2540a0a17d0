/**
 * The widget's first frame drawn on the server (DESIGN §3 first product card): what the widget's Node build
 * (widget/firstView.tsx, dist/widget-ssr/) gives the host, which writes it into the widget's HTML.
 */
export interface FirstView {
  /** The markup of the widget's first frame (what #canopy-root holds after mountWidget's first render). */
  readonly html: string;
  /** The style sheets that frame adopted, by id, in order (the widget's StyleHost ids). */
  readonly styles: ReadonlyArray<readonly [id: string, css: string]>;
}
