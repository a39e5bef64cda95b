// The payloads and views of the staff console's own calls (issue 22): who is signed in
// (/api/staff/me), the staff accounts an admin manages, and the audit log's list with its filters.
import { Type, type Static } from 'typebox';
import { DateText } from '../shared/date-field.ts';
import { ID_MAX } from '../shared/row-id.ts';
import { PASSWORD_PATTERN } from '../shared/input-patterns.ts';
import { PageQuery } from '../shared/page-query.ts';
import { Nullable } from '../shared/nullable.ts';
import { isStaffRole, PERMISSION_KEYS, ROLE_TEXT, STAFF_ROLES, StaffRoleSchema, type Permission } from './staff-roles.ts';
import { TARGET_KINDS, type TargetKind } from './staff-routes.ts';

const closed = { additionalProperties: false } as const;
const Id = Type.Integer({ minimum: 1, maximum: ID_MAX, description: '编号' });

export const STAFF_USERNAME_PATTERN = '^[A-Za-z][A-Za-z0-9_.-]{2,31}$';
export const DISPLAY_NAME_MAX = 20;

/** GET /api/staff/me: the signed-in staff member and what their role allows. */
export const StaffMe = Type.Object({
  id: Type.Integer({ description: '员工编号' }),
  username: Type.String({ description: '登录名' }),
  displayName: Type.String({ description: '姓名' }),
  role: StaffRoleSchema,
  roleText: Type.String({ description: '角色名称' }),
  permissions: Type.Array(Type.Unsafe<Permission>({ type: 'string', enum: PERMISSION_KEYS }), { description: '该角色拥有的权限' }),
  csrfToken: Type.String({ description: '本次登录的 CSRF 令牌：以 Cookie 登录的后台页面在每个写操作的 X-CSRF-Token 请求头中带上它（issue 35）' }),
});
export type StaffMe = Static<typeof StaffMe>;

/** The console's login answer (POST /oauth/staff/session): the token itself is only in the HttpOnly cookie. */
export const StaffSessionAnswer = Type.Object({
  csrfToken: Type.String({ description: '本次登录的 CSRF 令牌（同 /api/staff/me）' }),
  expiresIn: Type.Integer({ description: '登录有效期（秒）' }),
});
export type StaffSessionAnswer = Static<typeof StaffSessionAnswer>;

/** A staff account as the 员工账号 page lists it. */
export const StaffAccountRow = Type.Object({
  id: Type.Integer({ description: '员工编号' }),
  username: Type.String({ description: '登录名' }),
  displayName: Type.String({ description: '姓名' }),
  role: StaffRoleSchema,
  roleText: Type.String({ description: '角色名称' }),
  enabled: Type.Boolean({ description: '是否启用（停用的账号不能登录，已登录的令牌立即失效）' }),
  createdAt: Type.String({ description: '创建时间（ISO 8601）' }),
});
export type StaffAccountRow = Static<typeof StaffAccountRow>;

/** An alert to the 管理员 (issue 35 item 1): a staff account under attack. */
export const StaffAlertRow = Type.Object({
  id: Type.Integer({ description: '提醒编号' }),
  kind: Type.Literal('login_attack', { description: '类型（login_attack 员工账号登录失败过多）' }),
  staffId: Nullable(Type.Integer({ description: '涉及的员工编号' })),
  title: Type.String({ description: '标题' }),
  body: Type.String({ description: '内容' }),
  createdAt: Type.String({ description: '时间（ISO 8601）' }),
});
export type StaffAlertRow = Static<typeof StaffAlertRow>;

export const StaffAlertQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: '最多条数（默认 50）' })) }, closed);
export type StaffAlertQuery = Static<typeof StaffAlertQuery>;

export const StaffAccountQuery = Type.Object(
  {
    role: Type.Optional(StaffRoleSchema),
    enabled: Type.Optional(Type.Boolean({ description: '只看启用（true）或停用（false）的账号' })),
  },
  closed,
);
export type StaffAccountQuery = Static<typeof StaffAccountQuery>;

export const AddStaffBody = Type.Object(
  {
    username: Type.String({ pattern: STAFF_USERNAME_PATTERN, maxLength: 32, description: '登录名（字母开头，3-32 位字母、数字、_ . -）' }),
    displayName: Type.String({ minLength: 1, maxLength: DISPLAY_NAME_MAX, description: '姓名' }),
    role: StaffRoleSchema,
    password: Type.String({ pattern: PASSWORD_PATTERN, maxLength: 64, description: '初始密码（8-20 位，含字母和数字）' }),
  },
  closed,
);
export type AddStaffBody = Static<typeof AddStaffBody>;

export const ChangeRoleBody = Type.Object({ id: Id, role: StaffRoleSchema }, closed);
export type ChangeRoleBody = Static<typeof ChangeRoleBody>;

export const DisableStaffBody = Type.Object({ id: Id }, closed);
export type DisableStaffBody = Static<typeof DisableStaffBody>;

/** Who did it: a staff role, `cli` for the npm run command lines, `member` for a member refused a staff route. */
export const AUDIT_ACTOR_ROLES = [...STAFF_ROLES, 'cli', 'member'] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

/** What became of it: a write that succeeded, or a staff call refused with 403 (issue 35). */
export const AUDIT_OUTCOMES = ['success', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];
export const AUDIT_OUTCOME_TEXT: Record<AuditOutcome, string> = { success: '成功', refused: '被拒绝' };

export const AUDIT_SORTS = ['createdAt', 'staffName', 'action', 'target'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

export const AuditListBody = Type.Object(
  {
    ...PageQuery.properties,
    staffId: Type.Optional(Id),
    role: Type.Optional(Type.Unsafe<AuditActorRole>({ type: 'string', enum: [...AUDIT_ACTOR_ROLES], description: '角色（cli 为命令行）' })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: '操作名称' })),
    targetKind: Type.Optional(Type.Unsafe<TargetKind>({ type: 'string', enum: Object.keys(TARGET_KINDS), description: '对象类型' })),
    targetId: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_.@-]+$', description: '对象编号' })),
    outcome: Type.Optional(Type.Unsafe<AuditOutcome>({ type: 'string', enum: [...AUDIT_OUTCOMES], description: '结果（success 成功，refused 被拒绝）' })),
    from: Type.Optional(DateText('起始日期（含，北京时间 YYYY-MM-DD）')),
    to: Type.Optional(DateText('截止日期（含，北京时间 YYYY-MM-DD）')),
    sort: Type.Optional(Type.Unsafe<AuditSort>({ type: 'string', enum: [...AUDIT_SORTS], description: '排序字段' })),
    desc: Type.Optional(Type.Boolean({ description: '倒序（默认 true）' })),
  },
  closed,
);
export type AuditListBody = Static<typeof AuditListBody>;

/** One recorded staff action. `before` and `after` are the target as the staff views show it. */
export const AuditRow = Type.Object({
  id: Type.Integer({ description: '日志编号' }),
  createdAt: Type.String({ description: '时间（ISO 8601）' }),
  staffId: Nullable(Type.Integer({ description: '员工编号（命令行为 null）' })),
  staffName: Type.String({ description: '操作人' }),
  role: Type.String({ description: '操作时的角色（cli 为命令行）' }),
  roleText: Type.String({ description: '角色名称' }),
  method: Type.String({ description: 'HTTP 方法（命令行为 CLI）' }),
  route: Type.String({ description: '接口路径或命令' }),
  action: Type.String({ description: '操作名称' }),
  targetKind: Nullable(Type.String({ description: '对象类型' })),
  targetText: Nullable(Type.String({ description: '对象类型名称' })),
  targetId: Nullable(Type.String({ description: '对象编号' })),
  before: Type.Unknown({ description: '操作前的对象（后台视图）' }),
  after: Type.Unknown({ description: '操作后的对象（后台视图，无视图时为接口应答的 data）' }),
  request: Type.Unknown({ description: '请求内容（密码已隐去）' }),
  outcome: Type.Unsafe<AuditOutcome>({ type: 'string', enum: [...AUDIT_OUTCOMES], description: '结果（success 成功，refused 被拒绝）' }),
  outcomeText: Type.String({ description: '结果名称' }),
  reason: Nullable(Type.String({ description: '被拒绝的原因' })),
});
export type AuditRow = Static<typeof AuditRow>;

/** The verification of the audit log's hash chain (issue 35): intact, or the first entry that does not follow. */
export const AUDIT_PROBLEMS = ['gap', 'altered', 'tail'] as const;
export const AuditVerifyResult = Type.Object({
  intact: Type.Boolean({ description: '整条链是否完整' }),
  count: Type.Integer({ description: '校验通过的条数' }),
  id: Nullable(Type.Integer({ description: '第一条有问题的日志编号（tail：链头记录的最后编号）' })),
  problem: Nullable(Type.Unsafe<(typeof AUDIT_PROBLEMS)[number]>({ type: 'string', enum: [...AUDIT_PROBLEMS, null], description: 'gap 前一条缺失或被插入，altered 内容被改动，tail 末尾缺失' })),
  expected: Nullable(Type.String({ description: '预期的哈希' })),
  found: Nullable(Type.String({ description: '实际的哈希' })),
  headId: Nullable(Type.Integer({ description: '链尾的日志编号（完整时）' })),
  headHash: Nullable(Type.String({ description: '链尾哈希（完整时，可另行保存以便比对）' })),
});
export type AuditVerifyResult = Static<typeof AuditVerifyResult>;

/** The role names of the audit log, the command line included. */
export function actorRoleText(role: string): string {
  if (role === 'cli') return '命令行';
  if (role === 'member') return '会员';
  return isStaffRole(role) ? ROLE_TEXT[role] : role;
}
