// The roles of a company member (issue 37) and what each may do. One table decides every
// permission the server checks and the pages show (the role explanation on /company reads it too).
import { COMPANY_ROLES, type CompanyRole } from '../shared/company-role.ts';

export { COMPANY_ROLES, type CompanyRole };

export const COMPANY_ROLE_TEXT: Record<CompanyRole, string> = {
  admin: '管理员',
  buyer: '采购员',
  approver: '审批人',
  finance: '财务',
  viewer: '只读',
};

/** The member statuses inside a company: an active member acts for it, a disabled one does not. */
export const COMPANY_MEMBER_STATUSES = ['active', 'disabled'] as const;
export type CompanyMemberStatus = (typeof COMPANY_MEMBER_STATUSES)[number];
export const COMPANY_MEMBER_STATUS_TEXT: Record<CompanyMemberStatus, string> = { active: '正常', disabled: '已停用' };

/** What a member may see of the company's orders, enquiries and after-sales. */
export type CompanyReach = 'own' | 'department' | 'company';

export interface RoleRights {
  /** Invite, change, disable and remove members; departments; the audit log. */
  manageMembers: boolean;
  /** Add, change and delete the company's addresses and invoice titles. */
  manageBooks: boolean;
  /** Place orders, enquiries and after-sales for the company. */
  order: boolean;
  /** Create and change requisition lists (everyone reads them). */
  editLists: boolean;
  /** Whose orders, enquiries and after-sales the member reads. */
  reach: CompanyReach;
  /** API clients, webhooks and PunchOut of the company's own purchasing system (issue 40). */
  integrate: boolean;
}

export const ROLE_RIGHTS: Record<CompanyRole, RoleRights> = {
  admin: { manageMembers: true, manageBooks: true, order: true, editLists: true, reach: 'company', integrate: true },
  buyer: { manageMembers: false, manageBooks: false, order: true, editLists: true, reach: 'own', integrate: false },
  approver: { manageMembers: false, manageBooks: false, order: true, editLists: true, reach: 'department', integrate: false },
  finance: { manageMembers: false, manageBooks: true, order: false, editLists: false, reach: 'company', integrate: false },
  viewer: { manageMembers: false, manageBooks: false, order: false, editLists: false, reach: 'company', integrate: false },
};

/** One sentence per role, for the explanation on /company. */
export const COMPANY_ROLE_SUMMARY: Record<CompanyRole, string> = {
  admin: '管理成员、部门和审计日志，维护企业地址和发票抬头，管理系统集成（接口客户端、Webhook），可下单，查看全公司的订单、询价和售后。',
  buyer: '下单、询价、申请售后，使用企业地址、发票抬头和常购清单，只看自己的订单。',
  approver: '可下单，审批本部门（含下级部门）成员的订单，查看其订单、询价和售后。',
  finance: '维护企业地址和发票抬头，查看全公司的订单、账期和售后，不能下单。',
  viewer: '只读：查看全公司的订单、询价和售后，不能下单或修改任何内容。',
};


export function isCompanyRole(value: unknown): value is CompanyRole {
  return typeof value === 'string' && (COMPANY_ROLES as readonly string[]).includes(value);
}
