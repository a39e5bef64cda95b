// The console's side menu by role (machines/admin/admin-menu.ts): each role sees the pages its
// permissions open; only 管理员 sees 操作日志 and 员工账号.
import { describe, expect, it } from 'vitest';
import { permissionsOf, STAFF_ROLES } from '../../../domain/staff/staff-roles.ts';
import { menuFor, pageAt } from '../../../machines/admin/admin-menu.ts';

describe('admin menu', () => {
  it('filters the pages by the role\'s permissions', () => {
    for (const role of STAFF_ROLES) {
      const keys = menuFor(permissionsOf(role)).map((p) => p.key);
      expect(keys, role).toEqual(role === 'admin' ? ['home', 'audit', 'staff'] : ['home']);
    }
  });

  it('finds the page of a path under /admin', () => {
    expect(pageAt('/')?.key).toBe('home');
    expect(pageAt('/audit/')?.key).toBe('audit');
    expect(pageAt('/staff')?.key).toBe('staff');
    expect(pageAt('/nowhere')).toBeNull();
  });
});
