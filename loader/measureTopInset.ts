/**
 * How much of the viewport's top the partner page's own fixed or sticky bars cover (a site header, a notice
 * strip over it), in px: the widget opens its drawer and sticks its filter bar below that (ViewportInfo
 * topInset). Measured, not declared, so partners configure nothing and a header that changes height or hides
 * on scroll is followed on every scroll frame.
 *
 * elementsFromPoint at the viewport's top, down the widget's left, middle and right, lists what is painted
 * there top-most first; the first fixed or sticky element above `widget` in that list is a bar, and the probe
 * goes on below it (bars stack). The list stops at the widget: a bar painted under it hides nothing. Ancestors
 * of the widget are not bars (a partner may mount it in a fixed panel), nor is anything reaching below half
 * the viewport (a page shell or a backdrop, not a header). Hit testing skips pointer-events:none elements.
 * Where elementsFromPoint is missing (old engines, DOM emulators) the inset is 0, as before it existed. Not seen:
 * a bar fixed inside a partner's own shadow root (the page sees only its host element).
 */
export function measureTopInset(widget: Element): number {
  const { left, right } = widget.getBoundingClientRect();
  let inset = 0;
  for (const x of [left + 1, (left + right) / 2, right - 1]) {
    let y = 0;
    for (;;) {
      let bottom = 0;
      for (const element of document.elementsFromPoint?.(x, y) ?? []) {
        if (element === widget) break;
        if (!element.contains(widget) && /fixed|sticky/.test(getComputedStyle(element).position)) {
          bottom = element.getBoundingClientRect().bottom;
          break;
        }
      }
      if (bottom <= y || bottom > innerHeight / 2) break;
      inset = Math.max(inset, (y = Math.ceil(bottom)));
    }
  }
  return inset;
}
