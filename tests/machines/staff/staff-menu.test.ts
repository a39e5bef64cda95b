// The console's side menu by role (machines/staff/staff-menu.ts): each role sees the pages its
// permissions open; only 管理员 sees 操作日志 and 员工账号; a page owns the paths below its own.
import { describe, expect, it } from 'vitest';
import { permissionsOf, STAFF_ROLES, type StaffRole } from '../../../domain/staff/staff-roles.ts';
import { STAFF_PAGES, menuFor, pageAt, type StaffPageKey } from '../../../machines/staff/staff-menu.ts';

const EXPECTED: Record<StaffRole, StaffPageKey[]> = {
  service: ['home', 'enquiry', 'quotes', 'services'],
  finance: ['home', 'receipts', 'afterSales'],
  warehouse: ['home', 'shipping', 'afterSales', 'redemptions', 'catalogue'],
  operations: ['home', 'certifications', 'companies', 'agreements', 'applications', 'catalogue'],
  admin: STAFF_PAGES.map((p) => p.key),
};

describe('staff menu', () => {
  it('filters the pages by the role\'s permissions', () => {
    for (const role of STAFF_ROLES) {
      const keys = menuFor(permissionsOf(role)).map((p) => p.key);
      expect(keys, role).toEqual(EXPECTED[role]);
    }
  });

  it('finds the page of a path under /admin', () => {
    expect(pageAt('/')?.key).toBe('home');
    expect(pageAt('/audit/')?.key).toBe('audit');
    expect(pageAt('/staff')?.key).toBe('staff');
    expect(pageAt('/receipts/12')?.key).toBe('receipts');
    expect(pageAt('/companies/3')?.key).toBe('companies');
    expect(pageAt('/quotes/41')?.key).toBe('quotes');
    expect(pageAt('/receiptsx')).toBeNull();
    expect(pageAt('/nowhere')).toBeNull();
  });
});
