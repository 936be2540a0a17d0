/**
 * Money on the wire is dollars: a number with at most 2 decimals (the spec's API, 001 §3 "tip_amount
 * (default 0.0)"). Inside shared/ and the database it is integer cents; shared/money converts at the edge.
 */
export type WireDollars = number;
