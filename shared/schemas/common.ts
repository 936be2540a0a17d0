import * as v from 'valibot';
import { RESERVATION_MODES } from '../constants';
import { APP_MODES, KINDS, LINEAGES, WEIGHT_IDS } from '../types';

export const MAX_ID = 2_147_483_647;

/** A database id: a positive 32-bit integer. */
export const IdSchema = v.pipe(v.number('must be an id'), v.integer('must be an integer id'), v.minValue(1, 'must be at least 1'), v.maxValue(MAX_ID, `must be at most ${MAX_ID}`));

/** Free text, trimmed, with a length cap: no input is unbounded. */
export const textSchema = (max: number) => v.pipe(v.string('must be text'), v.trim(), v.maxLength(max, `Please use no more than ${max} characters.`));

export const UuidSchema = v.pipe(v.string('must be a uuid'), v.trim(), v.uuid('must be a uuid'));
export const WeightIdSchema = v.picklist(WEIGHT_IDS, `must be one of ${WEIGHT_IDS.join(', ')}`);
export const KindSchema = v.picklist(KINDS, `must be one of ${KINDS.join(', ')}`);
export const LineageSchema = v.picklist(LINEAGES, `must be one of ${LINEAGES.join(', ')}`);
export const ReservationModeSchema = v.picklist(RESERVATION_MODES, `must be one of ${RESERVATION_MODES.join(', ')}`);
export const AppModeSchema = v.picklist(APP_MODES, `must be one of ${APP_MODES.join(', ')}`);
/** ISO-8601 date (YYYY-MM-DD), as birth dates travel. */
export const IsoDateSchema = v.pipe(v.string('must be a date'), v.trim(), v.isoDate('must be a date as YYYY-MM-DD'));

export const nullableNumber = v.nullable(v.number());
export const nullableString = v.nullable(v.string());
