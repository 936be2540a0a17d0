/** 000 §3 Review record (product reviews carry product_id; store reviews carry store_id). */
export interface Review {
  id: number;
  rating: number;
  comment: string | null;
  nickname: string;
  avatar: string | null;
  feelings: string[];
  activities: string[];
  upvote_count: number;
  hidden: boolean;
  has_comment: boolean;
  product_id: number | null;
  store_id: number | null;
  created_at: string;
  /** The author had reserved the product when they last wrote the review (a cancelled reservation does not count). */
  verified_purchase: boolean;
}
