// A calendar date a request sends (yyyy-mm-dd, China time): the shape and a real day of the
// calendar (format "date": no month 13, no 30 February), so "2026-13-45" is refused by the schema
// (400, Chinese message) instead of reaching the database as a date it cannot read (issue 35).
import { Type } from 'typebox';

export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** A yyyy-mm-dd date that exists in the calendar. */
export const DateText = (description: string) => Type.String({ format: 'date', pattern: DATE_PATTERN, maxLength: 10, description });
