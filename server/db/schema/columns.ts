// Column types every table file uses (Kysely's select / insert / update types of a column).
import type { ColumnType, JSONColumnType } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type Json<T extends object | null> = JSONColumnType<T, string, string>;
