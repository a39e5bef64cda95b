// What the approval, rule and budget calls answer (issue 38): TypeBox schemas, so the response
// schema and the SPA's type are one definition. Money is integer fen; times are ISO 8601.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';
import { APPROVAL_STATUSES, type ApprovalStatus } from './approval-rules.ts';
import { ApprovalDecisionField, ApprovalDeciderField, BudgetModeField, BudgetPeriodField } from './approval-payloads.ts';

const Fen = (description: string) => Type.Integer({ description });

export const ApprovalStatusField = Type.Unsafe<ApprovalStatus>({ type: 'string', enum: [...APPROVAL_STATUSES], description: '审批状态：pending 审批中，approved 已通过，rejected 已驳回，expired 审批超时，withdrawn 已撤回' });

export const ApprovalRuleRow = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: '规则名称' }),
  departmentId: Nullable(Type.Integer()),
  departmentName: Nullable(Type.String({ description: '适用部门（null 为全部部门）' })),
  minAmountFen: Fen('起始金额（分）'),
  categoryIds: Type.Array(Type.Integer()),
  categoryNames: Type.Array(Type.String(), { description: '适用分类（空为全部分类）' }),
  levels: Type.Array(ApprovalDeciderField),
  updatedAt: Type.String(),
});
export type ApprovalRuleRow = Static<typeof ApprovalRuleRow>;

export const BudgetPeriodFigure = Type.Object({
  label: Type.String({ description: '周期（2026年11月、2026年第4季度）' }),
  spentFen: Fen('已用（分）'),
});
export type BudgetPeriodFigure = Static<typeof BudgetPeriodFigure>;

export const BudgetRow = Type.Object({
  id: Type.Integer(),
  departmentId: Type.Integer(),
  departmentName: Type.String(),
  period: BudgetPeriodField,
  mode: BudgetModeField,
  amountFen: Fen('每期预算（分）'),
  periodLabel: Type.String({ description: '当前周期' }),
  periodStart: Type.String({ description: '当前周期开始（ISO 8601）' }),
  spentFen: Fen('本期已用：已下单（或已审批通过）的订单减去退款（分）'),
  remainingFen: Fen('本期剩余（分，可为负：柔性预算超出的部分）'),
  /** The last BUDGET_HISTORY_PERIODS periods, oldest first, the current one last (the chart). */
  history: Type.Array(BudgetPeriodFigure),
});
export type BudgetRow = Static<typeof BudgetRow>;

/** A department's budget as checkout shows it before the order. */
export const BudgetStanding = Type.Object({
  departmentName: Type.String(),
  period: BudgetPeriodField,
  mode: BudgetModeField,
  periodLabel: Type.String(),
  amountFen: Fen('每期预算（分）'),
  spentFen: Fen('本期已用（分）'),
  remainingFen: Fen('本期剩余（分）'),
});
export type BudgetStanding = Static<typeof BudgetStanding>;

/** One level of an order's approval, with its decision once made. */
export const ApprovalStep = Type.Object({
  level: Type.Integer({ description: '第几级（从 1 起）' }),
  decider: ApprovalDeciderField,
  decision: Nullable(ApprovalDecisionField),
  deciderName: Nullable(Type.String({ description: '审批人' })),
  comment: Nullable(Type.String({ description: '审批意见' })),
  decidedAt: Nullable(Type.String()),
});
export type ApprovalStep = Static<typeof ApprovalStep>;

/** Why an order needs approval and who decides: checkout's preview, and the order's plan. */
export const ApprovalPlan = Type.Object({
  ruleName: Nullable(Type.String({ description: '触发的审批规则（null：超出柔性预算）' })),
  reasons: Type.Array(Type.String(), { description: '需要审批的原因' }),
  levels: Type.Array(ApprovalDeciderField),
});
export type ApprovalPlan = Static<typeof ApprovalPlan>;

/** What checkout knows of the company before the order: the PO setting, the cost centre, the budgets, the approval it would need. */
export const CheckoutCompany = Type.Object({
  poRequired: Type.Boolean({ description: '采购单号必填' }),
  costCentre: Nullable(Type.String({ description: '默认成本中心（下单人部门的成本中心代码）' })),
  departmentName: Nullable(Type.String()),
  budgets: Type.Array(BudgetStanding),
  /** The approval this draft would need now, or null. */
  approval: Nullable(ApprovalPlan),
  /** The hard budget this draft would exceed (the sentence the order would be refused with), or null. */
  budgetRefusal: Nullable(Type.String()),
});
export type CheckoutCompany = Static<typeof CheckoutCompany>;

export const ApprovalRow = Type.Object({
  orderId: Type.Integer(),
  orderNo: Type.String(),
  totalFen: Fen('订单金额（分）'),
  goodsCount: Type.Integer({ description: '商品件数' }),
  firstGoodsName: Type.String(),
  requesterName: Type.String({ description: '下单人' }),
  departmentName: Nullable(Type.String()),
  poNumber: Nullable(Type.String()),
  costCentre: Nullable(Type.String()),
  approvalStatus: ApprovalStatusField,
  /** The level waiting for a decision (1 or 2), or null when decided. */
  currentLevel: Nullable(Type.Integer()),
  plan: ApprovalPlan,
  steps: Type.Array(ApprovalStep),
  createdAt: Type.String(),
  holdUntil: Nullable(Type.String({ description: '库存保留至（超时自动取消）' })),
  /** Whether the caller decides the current level now. */
  canDecide: Type.Boolean(),
});
export type ApprovalRow = Static<typeof ApprovalRow>;

export const ApprovalLine = Type.Object({
  goodsId: Type.Integer(),
  goodsCode: Type.String(),
  model: Type.String(),
  name: Type.String(),
  brandName: Type.String(),
  unit: Type.String(),
  num: Type.Integer(),
  unitPriceFen: Fen('单价（分）'),
  lineFen: Fen('小计（分）'),
  buyerCode: Nullable(Type.String({ description: '物料编码' })),
});
export type ApprovalLine = Static<typeof ApprovalLine>;

/** One approval with its lines, the budget it draws on and its history. */
export const ApprovalDetail = Type.Object({
  ...ApprovalRow.properties,
  lines: Type.Array(ApprovalLine),
  remark: Nullable(Type.String()),
  payMethod: Type.Integer(),
  /** The department's budgets now, and what is left after this order if approved. */
  budgets: Type.Array(Type.Object({ ...BudgetStanding.properties, afterFen: Fen('通过后剩余（分）') })),
  history: Type.Array(Type.Object({ at: Type.String(), text: Type.String() })),
});
export type ApprovalDetail = Static<typeof ApprovalDetail>;
