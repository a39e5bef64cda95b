// The back office's roles and permissions (issue 22): what each role may do, shared by the server
// (the central check of every staff route, server/modules/staff/staff-guard.ts) and the console
// (the side menu shows only what the staff member's role allows). 管理员 may do everything.
import { Type } from 'typebox';

export const STAFF_ROLES = ['service', 'finance', 'warehouse', 'operations', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const StaffRoleSchema = Type.Unsafe<StaffRole>({ type: 'string', enum: [...STAFF_ROLES], description: '角色：service 客服、finance 财务、warehouse 仓库、operations 运营、admin 管理员' });

export const ROLE_TEXT: Record<StaffRole, string> = {
  service: '客服',
  finance: '财务',
  warehouse: '仓库',
  operations: '运营',
  admin: '管理员',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * The permissions: one per area of work. A staff route needs one (domain/staff/staff-routes.ts);
 * a role holds the permissions listed here; admin holds every one.
 */
export const PERMISSIONS = {
  'order.view': { text: '查看订单', roles: ['service', 'finance', 'warehouse'] },
  'payment.review': { text: '确认收款', roles: ['finance'] },
  'order.ship': { text: '订单发货与完成', roles: ['warehouse'] },
  'refund.view': { text: '查看售后单', roles: ['finance', 'warehouse'] },
  'refund.review': { text: '审核售后与退款', roles: ['finance'] },
  'refund.receive': { text: '退货收货', roles: ['warehouse'] },
  'enquiry.quote': { text: '人工报价', roles: ['service'] },
  'service.order': { text: '服务订单', roles: ['service'] },
  'points.redemption': { text: '积分兑换发货', roles: ['warehouse'] },
  'stock.in': { text: '商品入库与库存', roles: ['warehouse'] },
  'catalogue.edit': { text: '商品价格、上下架、专区与品牌别名', roles: ['operations'] },
  'certification.review': { text: '企业认证审核', roles: ['operations'] },
  'cooperation.review': { text: '合作申请审核', roles: ['operations'] },
  'company.manage': { text: '企业账号', roles: ['operations'] },
  'pricing.agreement': { text: '企业协议价（起草与提交）', roles: ['operations'] },
  'pricing.confirm': { text: '企业协议价确认（与起草人不同的管理员）', roles: [] },
  'quote.desk': { text: '报价单', roles: ['service'] },
  'content.publish': { text: '内容发布', roles: ['operations'] },
  'distribution.manage': { text: '分销员与佣金比例', roles: ['operations'] },
  'distribution.settle': { text: '佣金结算', roles: ['finance'] },
  'report.view': { text: '经营数据', roles: ['finance', 'operations'] },
  'audit.view': { text: '操作日志', roles: [] },
  'staff.manage': { text: '员工账号', roles: [] },
} as const satisfies Record<string, { text: string; roles: readonly StaffRole[] }>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as Permission[];

/** Whether `role` holds `permission` (admin holds every one). */
export function roleAllows(role: StaffRole, permission: Permission): boolean {
  return role === 'admin' || (PERMISSIONS[permission].roles as readonly StaffRole[]).includes(role);
}

/** The permissions a role holds, in the table's order. */
export function permissionsOf(role: StaffRole): Permission[] {
  return PERMISSION_KEYS.filter((p) => roleAllows(role, p));
}

/** The roles that hold `permission`, named in Chinese for a refusal ("财务或管理员"). */
export function rolesTextOf(permission: Permission): string {
  const roles = [...(PERMISSIONS[permission].roles as readonly StaffRole[]), 'admin' as const];
  return roles.map((r) => ROLE_TEXT[r]).join('或');
}
