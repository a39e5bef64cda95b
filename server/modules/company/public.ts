// What other modules may use of the company module (issue 37): the only file of it they import.
export { actingOf, bookOwnerOf, may, orderingFor, requireRight, type Acting } from './company-context.ts';
export { foundCompany } from './company-founding.ts';
export { joinInvitedCompany } from './invitation-service.ts';
export { assertRecordAccess, listScope, scopeCondition, type RecordScope } from './record-scope.ts';
export { assertRecordActor, assertRecordPayer, mayActOn, mayPayFor } from './record-acts.ts';
export { memberNames } from './member-names-repository.ts';
export { listCompanies, staffCompanyDetail, transferCompanyAdmin } from './staff-company-service.ts';
// What approvals (issue 38) reads of a company: who may decide, the departments, the PO setting.
export { activeColleagues, companyPoRequired, type Colleague } from './colleague-repository.ts';
export { departmentNames, departmentOf } from './department-repository.ts';
export { insertCompanyAudit } from './audit-repository.ts';
// What a formal quote (issue 39) reads of a requisition list.
export { requisitionListLinesForQuote } from './requisition-list-service.ts';
