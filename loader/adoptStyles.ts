/**
 * Styles one of the loader's shadow roots. A constructed sheet is no inline markup, so a page whose
 * Content-Security-Policy has `style-src` without 'unsafe-inline' allows it where it refuses a <style> element.
 * A browser without constructable sheets (Safari before 16.4) gets a <style> element, which such a policy refuses.
 */
export function adoptStyles(root: ShadowRoot, css: string): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } catch {
    root.prepend(Object.assign(document.createElement('style'), { textContent: css }));
  }
}
