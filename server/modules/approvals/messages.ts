// Every Chinese sentence the approvals module sends (issue 38).
import { APPROVAL_DECIDER_TEXT, type ApprovalDecider } from '../../../domain/approvals/approval-rules.ts';
import { formatPrice } from '../../../domain/shared/money.ts';

export const APPROVAL_MSG = {
  ruleReason: (name: string, totalFen: number, minFen: number) =>
    minFen > 0 ? `订单金额 ${formatPrice(totalFen)} 达到审批规则「${name}」的 ${formatPrice(minFen)}` : `订单适用审批规则「${name}」`,
  softBudgetReason: (dept: string, label: string, remainingFen: number) => `超出「${dept}」${label}预算（本期剩余 ${formatPrice(Math.max(0, remainingFen))}）`,
  hardBudget: (dept: string, label: string, amountFen: number, spentFen: number, totalFen: number) =>
    `「${dept}」${label}预算 ${formatPrice(amountFen)}，已用 ${formatPrice(spentFen)}，剩余 ${formatPrice(Math.max(0, amountFen - spentFen))}，本单 ${formatPrice(totalFen)} 超出预算，不能下单。请联系企业管理员调整预算`,
  noDecider: (decider: ApprovalDecider) => `企业中没有可以审批此订单的成员（需要${APPROVAL_DECIDER_TEXT[decider]}），请联系企业管理员设置审批人`,
  poRequired: '企业要求填写采购单号，请填写后再提交',
  notInCompany: '您还不是企业成员，审批功能只对企业成员开放',
  memberDisabled: '您在企业中的账号已被停用，请联系企业管理员',
  notYours: '您的企业角色不能查看这笔订单的审批',
  hardBudgetAtApproval: (dept: string, label: string, amountFen: number, spentFen: number, totalFen: number) =>
    `「${dept}」${label}预算 ${formatPrice(amountFen)}，已用 ${formatPrice(spentFen)}，剩余 ${formatPrice(Math.max(0, amountFen - spentFen))}，本单 ${formatPrice(totalFen)} 超出硬性预算，暂不能通过。请调整预算后再审批，或驳回订单`,
  orderNotFound: '订单不存在',
  notPending: '该订单不在审批中',
  alreadyDecided: '该订单的这一级已由其他人审批，请刷新查看最新状态',
  selfApproval: '不能审批自己提交的订单',
  notYourLevel: (decider: ApprovalDecider) => `这一级需要${APPROVAL_DECIDER_TEXT[decider]}审批，您不能审批`,
  decidedEarlier: '您已审批过本订单的上一级，这一级需由其他人审批',
  commentRequired: '驳回时请填写审批意见，告诉下单人原因',
  approved: '已同意',
  rejected: '已驳回',
  ruleNotFound: '审批规则不存在',
  ruleSaved: '审批规则已保存',
  ruleDeleted: '审批规则已删除',
  rulesFull: (max: number) => `审批规则数量已达上限（${max} 条）`,
  categoryNotFound: '所选分类不存在',
  budgetSaved: '预算已保存',
  budgetDeleted: '预算已删除',
  budgetNotFound: '预算不存在',
  settingsSaved: '设置已保存',
  // Messages and SMS.
  waitingTitle: (orderNo: string) => `订单 ${orderNo} 等待您审批`,
  waitingBody: (requester: string, totalFen: number, level: number, levels: number) =>
    `${requester} 提交的订单金额 ${formatPrice(totalFen)}，需要您审批${levels > 1 ? `（第 ${level} 级，共 ${levels} 级）` : ''}。请在库存保留期内处理，超时订单将自动取消。`,
  waitingSms: (orderNo: string, requester: string, totalFen: number) => `【爱备客】${requester} 提交的订单 ${orderNo}（${formatPrice(totalFen)}）等待您审批，请登录爱备客企业采购处理。`,
  submittedTitle: (orderNo: string) => `订单 ${orderNo} 已提交审批`,
  submittedBody: (reasons: string[], hours: number) => `${reasons.join('；')}。审批通过后即可付款；${hours} 小时内未审批完成，订单将自动取消并释放库存。`,
  levelApprovedTitle: (orderNo: string) => `订单 ${orderNo} 已通过第 1 级审批`,
  levelApprovedBody: (name: string) => `${name} 已同意，等待下一级审批。`,
  approvedTitle: (orderNo: string) => `订单 ${orderNo} 审批通过`,
  approvedBody: (name: string, onCredit: boolean) => (onCredit ? `${name} 已同意，订单使用账期支付，等待发货。` : `${name} 已同意，请尽快付款。`),
  rejectedTitle: (orderNo: string) => `订单 ${orderNo} 被驳回`,
  rejectedBody: (name: string, comment: string) => `${name} 驳回了订单：${comment}。订单已取消，库存已释放。`,
  rejectReason: (comment: string) => `审批驳回：${comment}`,
  historyPlaced: (name: string) => `${name} 提交订单，进入审批`,
  historyDecided: (name: string, level: number, decision: string, comment: string | null) => `${name} 第 ${level} 级${decision}${comment ? `：${comment}` : ''}`,
} as const;

/** The rule and budget administration (/company/rules, /company/budgets): refusals. */
export const APPROVAL_ADMIN_MSG = {
  notInCompany: '您还不是企业成员，审批规则和预算只对企业成员开放',
  memberDisabled: '您在企业中的账号已被停用，请联系企业管理员',
  adminOnly: '您的企业角色不能设置审批规则和预算，需要管理员角色',
  departmentNotFound: '部门不存在',
  ruleNameEmpty: '请填写规则名称',
} as const;

/** The company's audit log rows of rules and budgets. */
export const APPROVAL_AUDIT = {
  ruleAdded: '新建审批规则',
  ruleChanged: '修改审批规则',
  ruleDeleted: '删除审批规则',
  budgetSaved: '设置部门预算',
  budgetDeleted: '删除部门预算',
  allDepartments: '全部部门',
  allCategories: '全部分类',
  rule: (name: string, department: string, minFen: number, categories: string, levels: string) =>
    `「${name}」：${department}，金额达到 ${formatPrice(minFen)}，${categories}，${levels}`,
  level: (index: number, decider: ApprovalDecider) => `第${index}级 ${APPROVAL_DECIDER_TEXT[decider]}`,
  levelJoin: ' → ',
  categoryJoin: '、',
  budget: (department: string, period: string, amountFen: number, hard: boolean) => `${department} ${period}预算 ${formatPrice(amountFen)}（${hard ? '硬性' : '柔性'}）`,
} as const;
