import type { MouseEvent } from 'react';

/**
 * The menu's own skip link, first in its tab order: the store header, the tabs and the Best sellers row (about
 * 30 Tab stops) stand between the top and the products. It moves the focus to the results, so the next Tab is
 * the first product.
 */
export function SkipToProducts({ resultsId }: { resultsId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Not a hash navigation: the widget's router owns the URL, and in an iframe a hash would scroll the host page.
    event.preventDefault();
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const results = root.getElementById(resultsId);
    if (!results) return;
    if (!results.hasAttribute('tabindex')) results.setAttribute('tabindex', '-1');
    results.focus();
  };
  return (
    <a className="cn-skip" href={`#${resultsId}`} onClick={skip}>
      Skip to products
    </a>
  );
}
