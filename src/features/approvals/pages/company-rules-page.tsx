// /company/rules (审批规则, issue 38) on machines/approvals/rule-editor.ts: the company's approval
// rules as a table (name, department or 全部部门, the amount from which it applies, categories,
// the levels as 第1级 本部门审批人 → 第2级 财务); for the admin 新建规则, 编辑 and 删除 (after a
// confirmation) and the 采购单号必填 switch; every other member reads. Whether the member is the
// admin comes from the member info; the server checks it again.
import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ApprovalRuleSaveBody } from '../../../../domain/approvals/approval-payloads.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import { ruleEditorMachine, type ApprovalRuleRow, type RulePageData } from '../../../../machines/approvals/rule-editor.ts';
import { sessionActor } from '../../../lib/session.ts';
import { showInfo } from '../../../lib/toaster.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { MemberLayout } from '../../../ui/member-layout.tsx';
import { EmptyBlock, FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { deleteRule, fetchRulePage, saveCompanySettings, saveRule } from '../admin/api.ts';
import { approvalsAdminText } from '../admin/text.ts';
import { RuleDialog } from '../components/rule-dialog.tsx';

const t = approvalsAdminText.rules;

const pageMachine = ruleEditorMachine.provide({
  actors: {
    fetchPage: fromPromise<RulePageData>(() => fetchRulePage()),
    saveRule: fromPromise<{ id: number }, ApprovalRuleSaveBody>(({ input }) => saveRule(input)),
    deleteRule: fromPromise<unknown, { id: number }>(({ input }) => deleteRule(input.id)),
    saveSettings: fromPromise<unknown, { poRequired: boolean }>(({ input }) => saveCompanySettings(input.poRequired)),
  },
  actions: {
    saved: (_, params) => showInfo(params.what === 'saved' ? t.saved : params.what === 'deleted' ? t.deleted : t.settingsSaved),
  },
});

const levelsText = (rule: ApprovalRuleRow) => rule.levels.map((d, i) => t.level(i + 1, d)).join(t.levelJoin);

function RulesTable({ rules, admin, busy, onEdit, onDelete }: { rules: ApprovalRuleRow[]; admin: boolean; busy: boolean; onEdit: (id: number) => void; onDelete: (id: number) => void }) {
  return (
    <chakra.table width="100%" borderWidth="1px" borderColor="gray.200" aria-label={t.tableLabel} data-testid="rules-table">
      <thead>
        <tr>
          <CompactTh>{t.name}</CompactTh>
          <CompactTh>{t.department}</CompactTh>
          <CompactTh textAlign="right">{t.amount}</CompactTh>
          <CompactTh>{t.categories}</CompactTh>
          <CompactTh>{t.levels}</CompactTh>
          {admin && <CompactTh>{t.actions}</CompactTh>}
        </tr>
      </thead>
      <tbody>
        {rules.map((r) => (
          <tr key={r.id} data-testid="rule-row">
            <CompactTd fontWeight="600">{r.name}</CompactTd>
            <CompactTd>{r.departmentName ?? approvalsAdminText.allDepartments}</CompactTd>
            <CompactTd textAlign="right" fontVariantNumeric="tabular-nums">{r.minAmountFen > 0 ? formatPrice(r.minAmountFen) : t.anyAmount}</CompactTd>
            <CompactTd>{r.categoryNames.length > 0 ? r.categoryNames.join(t.categoryJoin) : approvalsAdminText.allCategories}</CompactTd>
            <CompactTd>{levelsText(r)}</CompactTd>
            {admin && (
              <CompactTd whiteSpace="nowrap">
                <Flex gap="2">
                  <Button size="xs" variant="outline" aria-label={t.editOf(r.name)} onClick={() => onEdit(r.id)} disabled={busy}>
                    {t.edit}
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" aria-label={t.removeOf(r.name)} onClick={() => onDelete(r.id)} disabled={busy}>
                    {t.remove}
                  </Button>
                </Flex>
              </CompactTd>
            )}
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

function PoSetting({ on, pending, onChange }: { on: boolean; pending: boolean; onChange: (value: boolean) => void }) {
  return (
    <Box as="section" aria-label={t.settings.label} borderWidth="1px" borderColor="gray.200" borderRadius="md" px="4" py="3" mb="4" data-testid="po-setting">
      <Flex as="label" align="center" gap="3" cursor={pending ? 'progress' : 'pointer'} width="fit-content">
        <chakra.input
          type="checkbox"
          role="switch"
          aria-checked={on}
          aria-describedby="po-setting-hint"
          checked={on}
          disabled={pending}
          onChange={(e) => onChange(e.target.checked)}
          css={{ width: '18px', height: '18px', accentColor: 'var(--chakra-colors-brand-600)', cursor: 'inherit' }}
          data-testid="po-required"
        />
        <Text as="span" fontSize="14px" fontWeight="600" color="gray.900">{t.settings.poRequired}</Text>
        <Text as="span" fontSize="13px" color={on ? 'green.700' : 'gray.600'}>{on ? t.settings.on : t.settings.off}</Text>
      </Flex>
      <Text id="po-setting-hint" fontSize="12px" color="gray.600" mt="1">{t.settings.poHint}</Text>
    </Box>
  );
}

/** The page again from the start when the member info (read after a direct load) makes the member the admin. */
export default function CompanyRulesPage() {
  const admin = useSelector(sessionActor, (s) => s.context.userInfo?.companyRole === 'admin' && s.context.userInfo?.companyMemberStatus === 'active');
  return <RulesPageBody key={admin ? 'admin' : 'reader'} admin={admin} />;
}

function RulesPageBody({ admin }: { admin: boolean }) {
  const [snapshot, send] = useMachine(pageMachine, { input: { admin } });
  const { context } = snapshot;
  const data = context.data;
  const busy = !snapshot.matches('ready');
  const deletingRule = data?.rules.find((r) => r.id === context.deleting);

  let body;
  if (snapshot.matches('failure')) {
    body = <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />;
  } else if (data === null) {
    body = <LoadingBlock label={t.loading} />;
  } else if (data.rules.length === 0) {
    body = <EmptyBlock id="rules-empty" testId="rules-empty" icon={null} headingGap="2" title={t.emptyTitle} body={admin ? t.emptyBody : t.emptyBodyReader} action={null} />;
  } else {
    body = <RulesTable rules={data.rules} admin={admin} busy={busy} onEdit={(id) => send({ type: 'EDIT_RULE', id })} onDelete={(id) => send({ type: 'DELETE', id })} />;
  }

  return (
    <MemberLayout title={t.title}>
      <Flex align="flex-start" gap="3" mb="4">
        <Text flex="1" fontSize="14px" color="gray.700">
          {t.intro}
        </Text>
        {admin && (
          <Button colorPalette="brand" onClick={() => send({ type: 'NEW' })} disabled={busy} data-testid="rule-new">
            {t.create}
          </Button>
        )}
      </Flex>
      {admin && data && <PoSetting on={context.poRequired ?? data.poRequired} pending={snapshot.matches('savingSettings')} onChange={(value) => send({ type: 'SET_PO_REQUIRED', value })} />}
      {!admin && data && <Text mb="3" fontSize="13px" color="gray.600">{t.readOnly}</Text>}
      {context.formError && context.form === null && (
        <Text role="alert" mb="3" color="red.700" fontSize="13px">
          {context.formError}
        </Text>
      )}
      <Box aria-busy={busy ? 'true' : undefined}>{body}</Box>
      <RuleDialog
        form={context.form}
        errors={context.errors}
        formError={context.formError}
        departments={data?.departments ?? []}
        categories={data?.categories ?? []}
        saving={snapshot.matches('saving')}
        send={send}
      />
      <ConfirmDialog
        open={snapshot.matches({ ready: 'confirming' }) || snapshot.matches('deleting')}
        title={t.confirmRemove.title}
        body={t.confirmRemove.body(deletingRule?.name ?? '')}
        confirmLabel={t.confirmRemove.confirm}
        cancelLabel={t.confirmRemove.cancel}
        busy={snapshot.matches('deleting')}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </MemberLayout>
  );
}
