/** Small generated SVG images as data: URIs (brand logos and product photos), kept under ~400 bytes. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/#/g, '%23').replace(/</g, '%3C').replace(/>/g, '%3E')}`;
}

export function brandLogo(initials: string, color: string, shape: number): string {
  const mark =
    shape % 3 === 0
      ? `<circle cx="50" cy="50" r="46" fill="${color}"/>`
      : shape % 3 === 1
        ? `<rect x="6" y="6" width="88" height="88" rx="18" fill="${color}"/>`
        : `<path d="M50 4 96 50 50 96 4 50Z" fill="${color}"/>`;
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${mark}` +
      `<text x="50" y="62" font-family="sans-serif" font-size="32" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text></svg>`,
  );
}

// One simple glyph per kind, so a grid of generated photos reads at a glance.
const KIND_GLYPHS: Record<string, string> = {
  flower: '<circle cx="100" cy="90" r="40"/><circle cx="70" cy="120" r="28"/><circle cx="130" cy="120" r="28"/>',
  'pre-roll': '<rect x="40" y="92" width="120" height="18" rx="9" transform="rotate(-20 100 100)"/>',
  extract: '<path d="M60 130q40-80 80 0z"/>',
  edible: '<rect x="60" y="60" width="80" height="80" rx="22"/>',
  vape: '<rect x="88" y="40" width="24" height="120" rx="8"/>',
  tincture: '<rect x="75" y="80" width="50" height="80" rx="8"/><rect x="90" y="50" width="20" height="30"/>',
  topical: '<rect x="65" y="70" width="70" height="85" rx="12"/><rect x="75" y="55" width="50" height="18" rx="4"/>',
  gear: '<circle cx="100" cy="100" r="40" fill="none" stroke-width="16"/>',
  merch: '<path d="M60 60h80l15 25-20 10v60H65V95L45 85z"/>',
  grow: '<path d="M100 160V90M100 100q-40-10-40-50 40 0 40 50m0 0q40-10 40-50-40 0-40 50"/>',
};

export function productPhoto(kind: string, background: string, foreground: string): string {
  const glyph = KIND_GLYPHS[kind] ?? KIND_GLYPHS.merch;
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="${background}"/>` +
      `<g fill="${foreground}" stroke="${foreground}">${glyph}</g></svg>`,
  );
}

export function storePhoto(name: string, color: string): string {
  const initials = name
    .split(' ')
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('')
    .slice(0, 3);
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="${color}"/>` +
      `<path d="M40 80h240v80H40z" fill="#fff" opacity=".9"/><path d="M30 80l20-40h220l20 40z" fill="#fff" opacity=".6"/>` +
      `<text x="160" y="135" font-family="sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="${color}">${initials}</text></svg>`,
  );
}
