import type { Selectable } from 'kysely';
import type { ReviewsTable } from '../../db';
import { fromJson } from '../../db';
import type { Review } from '../../../shared/types';
import { bool } from './money';

export function reviewToWire(row: Selectable<ReviewsTable>): Review {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    nickname: row.nickname,
    avatar: row.avatar,
    feelings: fromJson<string[]>(row.feelings_json, []),
    activities: fromJson<string[]>(row.activities_json, []),
    upvote_count: row.upvote_count,
    hidden: bool(row.hidden),
    has_comment: row.comment !== null && row.comment.trim() !== '',
    product_id: row.product_id,
    store_id: row.store_id,
    created_at: row.created_at,
    verified_purchase: bool(row.verified_purchase),
  };
}
