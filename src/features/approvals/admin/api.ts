// The calls of /company/rules and /company/budgets (member service, issue 38): the company's rules,
// budgets and PO setting, with what the forms choose from (the company's departments, the
// catalogue's categories) and whether the caller is its admin (company/info).
import type { ApprovalRuleSaveBody, BudgetSaveBody } from '../../../../domain/approvals/approval-payloads.ts';
import type { ApprovalRuleRow, BudgetRow } from '../../../../domain/approvals/approval-views.ts';
import type { CompanyInfo, DepartmentRow } from '../../../../domain/company/company-views.ts';
import type { BudgetPageData } from '../../../../machines/approvals/budget-editor.ts';
import type { NamedOption, RulePageData } from '../../../../machines/approvals/rule-editor.ts';
import { get, post } from '../../../lib/client.ts';

const BASE = '/member/api/company';

interface CategoryNode {
  id: number | string;
  name: string;
  level: number;
  children?: CategoryNode[];
}

/** The departments as the selects show them: parents first, each followed by its sub-departments. */
function departmentOptions(rows: DepartmentRow[]): NamedOption[] {
  const out: NamedOption[] = [];
  for (const top of rows.filter((d) => d.parentId === null)) {
    out.push({ id: top.id, name: top.name });
    for (const child of rows.filter((d) => d.parentId === top.id)) out.push({ id: child.id, name: child.name, child: true });
  }
  return out;
}

/** The catalogue's first two category levels (a rule on a category covers the ones below it). */
function categoryOptions(tree: CategoryNode[]): NamedOption[] {
  return tree.flatMap((top) => [{ id: Number(top.id), name: top.name }, ...(top.children ?? []).map((c) => ({ id: Number(c.id), name: c.name, child: true }))]);
}

const fetchDepartments = () => get<DepartmentRow[]>(`${BASE}/department/list`);

export async function fetchRulePage(): Promise<RulePageData> {
  const [rules, departments, categories, info] = await Promise.all([
    get<ApprovalRuleRow[]>(`${BASE}/approvalRule/list`),
    fetchDepartments(),
    get<CategoryNode[]>('/goods/open/goods/category/list', undefined, { background: true }),
    get<CompanyInfo>(`${BASE}/info`),
  ]);
  return { rules, departments: departmentOptions(departments), categories: categoryOptions(categories), poRequired: info.poRequired };
}

export async function fetchBudgetPage(): Promise<BudgetPageData> {
  const [budgets, departments] = await Promise.all([get<BudgetRow[]>(`${BASE}/budget/list`), fetchDepartments()]);
  return { budgets, departments: departmentOptions(departments) };
}

export const saveRule = (body: ApprovalRuleSaveBody) => post<{ id: number }>(`${BASE}/approvalRule/save`, body);
export const deleteRule = (id: number) => post<null>(`${BASE}/approvalRule/delete/${id}`);
export const saveCompanySettings = (poRequired: boolean) => post<null>(`${BASE}/settings/save`, { poRequired });
export const saveBudget = (body: BudgetSaveBody) => post<{ id: number }>(`${BASE}/budget/save`, body);
export const deleteBudget = (id: number) => post<null>(`${BASE}/budget/delete/${id}`);
