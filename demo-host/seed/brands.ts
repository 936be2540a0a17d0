import type { Insertable } from 'kysely';
import type { BrandData, BrandsTable } from '../db';
import type { Random } from './random';
import { brandLogo } from './svg';
import { BRAND_FIRST, BRAND_LINES, BRAND_SECOND } from './words';

export interface SeedBrand {
  row: Insertable<BrandsTable> & { id: number; name: string };
  data: BrandData;
  /** The product lines products of this brand use as brand_subtype. */
  lines: string[];
}

const COLORS = ['#0a7d4f', '#1f6feb', '#8250df', '#bf3989', '#d1242f', '#bc4c00', '#9a6700', '#1a7f37', '#0969da', '#6639ba', '#953800', '#116329'];

function hex(random: Random): string {
  return `#${[0, 0, 0].map(() => random.int(30, 200).toString(16).padStart(2, '0')).join('')}`;
}

function uuidFrom(random: Random): string {
  const h = (n: number) => Array.from({ length: n }, () => random.int(0, 15).toString(16)).join('');
  return `${h(8)}-${h(4)}-4${h(3)}-${random.pick(['8', '9', 'a', 'b'])}${h(3)}-${h(12)}`;
}

// ≥ 150 brands (000 §3 Brand record) with generated SVG logos, colors, descriptions and ranks.
export function buildBrands(random: Random, count: number): SeedBrand[] {
  const names: string[] = [];
  for (const a of random.shuffle(BRAND_FIRST)) for (const b of BRAND_SECOND) names.push(`${a} ${b}`);
  const chosen = random.shuffle(names).slice(0, count);
  while (chosen.length < count) chosen.push(`${random.pick(BRAND_FIRST)} ${random.pick(BRAND_SECOND)} ${chosen.length}`);
  return chosen.map((name, i) => {
    const id = i + 1;
    const color = random.chance(0.5) ? random.pick(COLORS) : hex(random);
    const initials = name
      .split(' ')
      .map((w) => w[0])
      .join('')
      .slice(0, 2)
      .toUpperCase();
    return {
      row: {
        id,
        uuid: uuidFrom(random),
        name,
        logo_url: brandLogo(initials, color, i),
        description: `${name} makes small-batch cannabis products with a focus on ${random.pick(['flavor', 'consistency', 'sustainability', 'potency', 'wellness'])}.`,
        color_hex: color,
        rank: random.int(1, 1000),
        data: '',
      },
      data: {
        custom_images: [],
        custom_video: random.chance(0.05) ? 'https://videos.example.com/brand-story.mp4' : null,
      },
      lines: random.sample(BRAND_LINES, random.int(1, 3)),
    };
  });
}
