// Draws the default product photos of 000 §5 (default-photos/general/{type}.png, one per product type: the
// lineages and the kinds of 000 §3, plus `general`) into assets/default-photos/. Run it again after changing a
// colour or a glyph: `node scripts/defaultPhotos.mjs`; its output is committed, and build.mjs copies it to dist/.
// No image library: each picture is a pastel square with a darker glyph, anti-aliased by 4×4 supersampling, written
// as an 8-bit RGB PNG whose flat colours deflate to 1–2 KB.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const SIZE = 240;
const SAMPLES = 4;
const outDir = fileURLToPath(new URL('../assets/default-photos/general/', import.meta.url));

// Shapes in unit coordinates (0..1, y down): each answers whether a point is inside.
const circle = (cx, cy, r) => (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const rect = (x0, y0, x1, y1) => (x, y) => x >= x0 && x <= x1 && y >= y0 && y <= y1;
const rounded = (x0, y0, x1, y1, r) => (x, y) => {
  const dx = Math.max(x0 + r - x, 0, x - (x1 - r));
  const dy = Math.max(y0 + r - y, 0, y - (y1 - r));
  return x >= x0 && x <= x1 && y >= y0 && y <= y1 && dx * dx + dy * dy <= r * r;
};
const union =
  (...shapes) =>
  (x, y) =>
    shapes.some((shape) => shape(x, y));
const minus = (shape, cut) => (x, y) => shape(x, y) && !cut(x, y);
// A leaf: the overlap of two circles, with a stem.
const leaf = union((x, y) => circle(0.3, 0.5, 0.28)(x, y) && circle(0.7, 0.5, 0.28)(x, y) && y < 0.74, rect(0.485, 0.55, 0.515, 0.8));

const GLYPHS = {
  general: leaf,
  flower: leaf,
  indica: leaf,
  sativa: leaf,
  hybrid: leaf,
  cbd: union(leaf, minus(circle(0.5, 0.5, 0.36), circle(0.5, 0.5, 0.33))),
  'pre-roll': union(rounded(0.22, 0.46, 0.74, 0.54, 0.03), rect(0.74, 0.46, 0.8, 0.54)),
  vape: union(rounded(0.44, 0.24, 0.56, 0.7, 0.03), rounded(0.46, 0.7, 0.54, 0.78, 0.02)),
  extract: (x, y) => Math.abs(x - 0.5) + Math.abs(y - 0.5) * 0.8 <= 0.2,
  edible: union(rounded(0.3, 0.38, 0.46, 0.62, 0.05), rounded(0.54, 0.38, 0.7, 0.62, 0.05)),
  tincture: union(rounded(0.4, 0.4, 0.6, 0.74, 0.04), rect(0.46, 0.3, 0.54, 0.4), circle(0.5, 0.28, 0.05)),
  topical: union(rounded(0.3, 0.44, 0.7, 0.68, 0.05), rounded(0.32, 0.36, 0.68, 0.43, 0.02)),
  gear: minus(circle(0.5, 0.5, 0.2), circle(0.5, 0.5, 0.09)),
  merch: union(rect(0.36, 0.34, 0.64, 0.72), rect(0.26, 0.34, 0.74, 0.46)),
  grow: union(rect(0.485, 0.4, 0.515, 0.7), circle(0.42, 0.4, 0.08), circle(0.58, 0.36, 0.08), rounded(0.36, 0.66, 0.64, 0.76, 0.02)),
};

// Background and glyph colours per type: soft, distinct, the glyph dark enough to read as an icon.
const COLOURS = {
  general: ['#eef1ec', '#8a9a86'],
  flower: ['#e6f0e1', '#5f8a52'],
  indica: ['#ece6f3', '#7a5c9c'],
  sativa: ['#f6ecdc', '#b9822f'],
  hybrid: ['#e1efec', '#3f8a7c'],
  cbd: ['#e3edf6', '#4f7fab'],
  'pre-roll': ['#f3ebe3', '#9a7352'],
  vape: ['#e6e9f2', '#5c6b94'],
  extract: ['#f7efd9', '#b88a1f'],
  edible: ['#f6e4e6', '#b0576a'],
  tincture: ['#e2eff0', '#3d8690'],
  topical: ['#f2ece4', '#98775a'],
  gear: ['#e9eaec', '#676c75'],
  merch: ['#ece7f1', '#76628e'],
  grow: ['#e7f0df', '#5d8743'],
};

const rgb = (hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

function draw(glyph, background, ink) {
  const row = 1 + SIZE * 3;
  const pixels = Buffer.alloc(row * SIZE);
  for (let py = 0; py < SIZE; py++) {
    pixels[py * row] = 0; // filter: none
    for (let px = 0; px < SIZE; px++) {
      let inside = 0;
      for (let sy = 0; sy < SAMPLES; sy++) for (let sx = 0; sx < SAMPLES; sx++) if (glyph((px + (sx + 0.5) / SAMPLES) / SIZE, (py + (sy + 0.5) / SAMPLES) / SIZE)) inside++;
      const share = inside / (SAMPLES * SAMPLES);
      for (let c = 0; c < 3; c++) pixels[py * row + 1 + px * 3 + c] = Math.round(background[c] + (ink[c] - background[c]) * share);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

mkdirSync(outDir, { recursive: true });
for (const [type, [background, ink]] of Object.entries(COLOURS)) {
  const file = png(draw(GLYPHS[type], rgb(background), rgb(ink)));
  writeFileSync(join(outDir, `${type}.png`), file);
  console.log(`${type}.png ${file.length} B`);
}
