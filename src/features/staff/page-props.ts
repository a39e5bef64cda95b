// What every staff console page is given (src/app/staff/staff-pages.ts renders it): the signed-in staff member.
import type { StaffMe } from '../../../domain/staff/staff-payloads.ts';

export interface StaffPageProps {
  me: StaffMe;
}
