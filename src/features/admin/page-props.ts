// What every staff console page is given (src/app/admin/admin-pages.ts renders it): the signed-in staff member.
import type { StaffMe } from '../../../domain/staff/staff-payloads.ts';

export interface AdminPageProps {
  me: StaffMe;
}
