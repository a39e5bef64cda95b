// What every part of the booking form shares about its fields: the look of a control, each
// field's id (from the form's own id and the problem key: `row.0.qty` -> `<uid>-row-0-qty`), the
// id of its problem line, and the problem's words (text.ts; a date problem names the earliest
// date, an address problem the province).
import type { Problems } from '../../../../machines/services/service-booking.ts';
import type { BookingView } from '../../../../machines/services/booking-view.ts';
import { servicesText } from '../text.ts';

export const control = {
  height: '36px',
  width: '100%',
  px: '2',
  fontSize: '14px',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'gray.400',
  borderRadius: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' },
  _invalid: { borderColor: 'red.600' },
} as const;

export interface BookingFields {
  /** The form's own id (useId), for ids that are not a field's. */
  uid: string;
  problems: Problems;
  fieldId: (key: string) => string;
  /** The id of the field's problem line while it has one. */
  describedBy: (key: string) => string | undefined;
  /** The problem of the field in words, if it has one. */
  say: (key: string) => string | undefined;
}

export function bookingFields(uid: string, problems: Problems, view: BookingView): BookingFields {
  const fieldId = (key: string) => `${uid}-${key.replace(/\./g, '-')}`;
  return {
    uid,
    problems,
    fieldId,
    describedBy: (key) => (problems[key] ? `${fieldId(key)}-error` : undefined),
    say: (key) => (problems[key] ? servicesText.form.problem(key, problems[key], view.earliest, view.provinceName) : undefined),
  };
}
