/** 000 §3 Brand record. */
export interface Brand {
  id: number;
  uuid: string;
  name: string;
  logo_url: string | null;
  description: string;
  color_hex: string | null;
  custom_images: string[];
  custom_video: string | null;
  rank: number;
  productCount: number;
  has_active_brand_special: boolean;
}
