import type { Selectable } from 'kysely';
import type { BrandData, BrandsTable } from '../../db';
import { fromJson } from '../../db';
import type { Brand } from '../../../shared/types';

export function brandToWire(row: Selectable<BrandsTable>, productCount: number, hasActiveBrandSpecial: boolean): Brand {
  const d = fromJson<BrandData>(row.data, { custom_images: [], custom_video: null });
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    logo_url: row.logo_url,
    description: row.description,
    color_hex: row.color_hex,
    custom_images: d.custom_images ?? [],
    custom_video: d.custom_video ?? null,
    rank: row.rank,
    productCount,
    has_active_brand_special: hasActiveBrandSpecial,
  };
}
