// 000 §1 gold-bundles, 000 §4 store special detail "gold flag". A gold special is a Gold members' bundle. The flag is a
// presentation rollout: off (the default), the widget shows gold specials nowhere (not listed, and a link to one is the
// special's not-found state); on, they show with a "Gold" badge. Pricing does not follow the flag: the host prices a gold
// bundle in the cart like any other (there is no Gold membership to check), so a shopper whose bag meets one gets its
// discount either way. Nobody is ever charged more for not seeing it; the flag only decides whether it is advertised.

/** Whether the widget shows this special under the gold-bundles flag. */
export const isSpecialShown = (special: { readonly gold?: boolean }, goldOn: boolean): boolean => goldOn || special.gold !== true;

export const shownSpecials = <T extends { readonly gold?: boolean }>(specials: readonly T[], goldOn: boolean): T[] => specials.filter((s) => isSpecialShown(s, goldOn));
