// The bodies of the approval, rule, budget and company-setting calls (issue 38), shared by the
// forms and the server. Objects refuse unknown fields; every string has a maxLength and every
// number a bound.
import { Type, type Static } from 'typebox';
import { Nullable } from '../shared/nullable.ts';
import { PageQuery } from '../shared/page-query.ts';
import { ID_MAX } from '../shared/row-id.ts';
import {
  APPROVAL_AMOUNT_MAX_FEN, APPROVAL_COMMENT_MAX, APPROVAL_DECIDERS, APPROVAL_DECISIONS, APPROVAL_LEVELS_MAX, APPROVAL_LIST_VIEWS, APPROVAL_RULE_CATEGORIES_MAX,
  APPROVAL_RULE_NAME_MAX, BUDGET_MODES, BUDGET_PERIODS, type ApprovalDecider, type ApprovalDecision, type ApprovalListView, type BudgetMode, type BudgetPeriod,
} from './approval-rules.ts';

const closed = { additionalProperties: false } as const;
const RowId = Type.Integer({ minimum: 1, maximum: ID_MAX });
const AmountFen = (description: string) => Type.Integer({ minimum: 0, maximum: APPROVAL_AMOUNT_MAX_FEN, description });

export const ApprovalDeciderField = Type.Unsafe<ApprovalDecider>({ type: 'string', enum: [...APPROVAL_DECIDERS], description: '审批人：departmentApprover 本部门审批人，anyApprover 任一审批人，finance 财务，admin 企业管理员' });
export const BudgetPeriodField = Type.Unsafe<BudgetPeriod>({ type: 'string', enum: [...BUDGET_PERIODS], description: '预算周期：month 月度，quarter 季度（北京时间）' });
export const BudgetModeField = Type.Unsafe<BudgetMode>({ type: 'string', enum: [...BUDGET_MODES], description: '预算类型：hard 超出即拒绝，soft 超出转审批' });
export const ApprovalDecisionField = Type.Unsafe<ApprovalDecision>({ type: 'string', enum: [...APPROVAL_DECISIONS], description: '决定：approve 同意，reject 驳回' });
export const ApprovalListViewField = Type.Unsafe<ApprovalListView>({ type: 'string', enum: [...APPROVAL_LIST_VIEWS], description: 'waiting 待我审批，decided 我已审批，requested 我提交的' });

export const ApprovalRuleSaveBody = Type.Object({
  id: Type.Optional(RowId),
  name: Type.String({ minLength: 1, maxLength: APPROVAL_RULE_NAME_MAX, description: '规则名称' }),
  /** null: every department (and orders placed outside any department). */
  departmentId: Type.Optional(Nullable(RowId)),
  minAmountFen: AmountFen('订单金额达到此数（分）时适用，0 为所有订单'),
  /** Empty: every category; else an order with a line in one of them (or their sub-categories). */
  categoryIds: Type.Optional(Type.Array(RowId, { maxItems: APPROVAL_RULE_CATEGORIES_MAX, uniqueItems: true, description: '商品分类（不填为全部分类）' })),
  levels: Type.Array(ApprovalDeciderField, { minItems: 1, maxItems: APPROVAL_LEVELS_MAX, description: '审批级别（一级或两级），每级由谁审批' }),
}, closed);
export type ApprovalRuleSaveBody = Static<typeof ApprovalRuleSaveBody>;

export const BudgetSaveBody = Type.Object({
  departmentId: RowId,
  period: BudgetPeriodField,
  amountFen: Type.Integer({ minimum: 1, maximum: APPROVAL_AMOUNT_MAX_FEN, description: '预算金额（分）' }),
  mode: BudgetModeField,
}, closed);
export type BudgetSaveBody = Static<typeof BudgetSaveBody>;

export const CompanySettingsBody = Type.Object({
  poRequired: Type.Boolean({ description: '下单时采购单号是否必填' }),
}, closed);
export type CompanySettingsBody = Static<typeof CompanySettingsBody>;

export const ApprovalListBody = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(ApprovalListViewField),
}, closed);
export type ApprovalListBody = Static<typeof ApprovalListBody>;

export const ApprovalDecideBody = Type.Object({
  orderId: RowId,
  decision: ApprovalDecisionField,
  comment: Type.Optional(Nullable(Type.String({ maxLength: APPROVAL_COMMENT_MAX, description: '审批意见（驳回时必填）' }))),
  /** The level the decider saw (the page sends it): a level decided meanwhile answers 409 instead of deciding the next one. */
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: APPROVAL_LEVELS_MAX, description: '审批的级别（页面看到的当前级别）' })),
}, closed);
export type ApprovalDecideBody = Static<typeof ApprovalDecideBody>;
