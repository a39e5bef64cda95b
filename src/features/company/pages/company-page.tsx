// /company (企业管理, issue 37): the company, my role and department; tabs for members (the admin
// edits them), invitations (admin), departments, the audit log (admin) and what each role may do.
// A personal member reads how to get a company and accepts an open invitation here (the banner).
import { Badge, Box, Flex, HStack, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useMachine, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { ROLE_RIGHTS } from '../../../../domain/company/company-roles.ts';
import type { MemberEditorInput } from '../../../../machines/company/member-editor.ts';
import { pageLoadMachine } from '../../../../machines/shared/page-load.ts';
import { sessionActor } from '../../../lib/session.ts';
import { showInfo } from '../../../lib/toaster.ts';
import { AppLink } from '../../../ui/links.tsx';
import { MemberLayout, Panel } from '../../../ui/member-layout.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import {
  fetchCompanyInfo, fetchDepartments, fetchInvitations, fetchMembers, fetchMyInvitations,
  type CompanyInfo, type CompanyMemberRow, type DepartmentRow, type InvitationRow,
} from '../api.ts';
import { AuditPanel } from '../components/audit-panel.tsx';
import { DepartmentsPanel } from '../components/departments-panel.tsx';
import { InvitationBanner } from '../components/invitation-banner.tsx';
import { InvitePanel } from '../components/invite-panel.tsx';
import { MemberEditorDialog } from '../components/member-editor-dialog.tsx';
import { MembersPanel } from '../components/members-panel.tsx';
import { RolesPanel } from '../components/roles-panel.tsx';
import { companyText } from '../text.ts';

const t = companyText.page;

interface CompanyData {
  kind: 'company';
  info: CompanyInfo;
  members: CompanyMemberRow[];
  departments: DepartmentRow[];
  invitations: InvitationRow[];
}

type Loaded = CompanyData | { kind: 'personal'; invitations: InvitationRow[] } | { kind: 'disabled'; info: CompanyInfo };

async function load(inCompany: boolean): Promise<Loaded> {
  if (!inCompany) return { kind: 'personal', invitations: await fetchMyInvitations() };
  const info = await fetchCompanyInfo();
  if (info.memberStatus !== 'active') return { kind: 'disabled', info };
  const admin = ROLE_RIGHTS[info.role].manageMembers;
  const [members, departments, invitations] = await Promise.all([fetchMembers(), fetchDepartments(), admin ? fetchInvitations() : Promise.resolve([])]);
  return { kind: 'company', info, members: members.records, departments, invitations };
}

const logic = pageLoadMachine.provide({ actors: { load: fromPromise<unknown, { key: string }>(({ input }) => load(input.key.startsWith('company'))) } });

function PersonalView({ invitations, onJoined }: { invitations: InvitationRow[]; onJoined: () => void }) {
  return (
    <Panel>
      {invitations.map((i) => (
        <InvitationBanner key={i.id} invitation={i} onJoined={onJoined} />
      ))}
      <Text as="h2" fontSize="16px" fontWeight="600" mb="2">{t.personalTitle}</Text>
      <Text color="gray.700" mb="4">{t.personalBody}</Text>
      <AppLink href="/enterpriseCertification" color="brand.700">{t.certify}</AppLink>
    </Panel>
  );
}

function CompanyHead({ info }: { info: CompanyInfo }) {
  return (
    <Flex bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" px="6" py="4" mb="4" justify="space-between" align="center" data-testid="company-head">
      <Box>
        <HStack gap="3">
          <Text fontSize="18px" fontWeight="600" color="gray.900">{info.companyName}</Text>
          {info.isHolder && <Badge variant="outline" colorPalette="orange">{t.holder}</Badge>}
        </HStack>
        <Text mt="1" fontSize="13px" color="gray.600">{t.creditLine(info.creditCode, info.memberCount)}</Text>
      </Box>
      <HStack gap="6" fontSize="14px">
        <Text>{t.myRole}{t.separator}<b>{companyText.roleText[info.role]}</b></Text>
        <Text>{t.myDepartment}{t.separator}{info.departmentName ?? t.noDepartment}</Text>
        <AppLink href="/company/lists" color="brand.700">{t.lists}</AppLink>
      </HStack>
    </Flex>
  );
}

function CompanyView({ data, reload }: { data: CompanyData; reload: () => void }) {
  const admin = ROLE_RIGHTS[data.info.role].manageMembers;
  const [editing, setEditing] = useState<MemberEditorInput | null>(null);
  const activeAdmins = data.members.filter((m) => m.role === 'admin' && m.status === 'active').length;
  const onDone = useCallback(
    (removed: boolean) => {
      setEditing(null);
      showInfo(removed ? companyText.editor.removed : companyText.editor.saved);
      reload();
    },
    [reload],
  );
  const tabs = [
    ['members', t.tabs.members],
    ...(admin ? [['invitations', t.tabs.invitations]] : []),
    ['departments', t.tabs.departments],
    ...(admin ? [['audit', t.tabs.audit]] : []),
    ['roles', t.tabs.roles],
  ] as Array<[string, string]>;
  return (
    <>
      <CompanyHead info={data.info} />
      <Panel>
        <Tabs.Root recipe={tabsSlotRecipe} variant="line" colorPalette="brand" defaultValue="members" lazyMount unmountOnExit>
          <Tabs.List aria-label={t.tabsLabel} mb="4">
            {tabs.map(([value, label]) => (
              <Tabs.Trigger key={value} value={value} fontSize="15px" px="4">{label}</Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="members">
            <MembersPanel
              rows={data.members}
              canEdit={admin}
              onEdit={(r) => setEditing({ member: { memberId: r.memberId, name: r.name, role: r.role, departmentId: r.departmentId, status: r.status, isHolder: r.isHolder }, activeAdmins })}
            />
          </Tabs.Content>
          {admin && (
            <Tabs.Content value="invitations">
              <InvitePanel departments={data.departments} invitations={data.invitations} onChanged={reload} />
            </Tabs.Content>
          )}
          <Tabs.Content value="departments">
            <DepartmentsPanel departments={data.departments} canEdit={admin} onChanged={reload} />
          </Tabs.Content>
          {admin && (
            <Tabs.Content value="audit">
              <AuditPanel />
            </Tabs.Content>
          )}
          <Tabs.Content value="roles">
            <RolesPanel />
          </Tabs.Content>
        </Tabs.Root>
      </Panel>
      {editing && <MemberEditorDialog input={editing} departments={data.departments} onClose={() => setEditing(null)} onDone={onDone} />}
    </>
  );
}

export default function CompanyPage() {
  const inCompany = useSelector(sessionActor, (s) => (s.context.userInfo?.companyId ?? null) !== null);
  const [version, setVersion] = useState(0);
  const key = `${inCompany ? 'company' : 'personal'}:${version}`;
  const [state, send] = useMachine(logic, { input: { key } });
  useEffect(() => {
    send({ type: 'LOAD', key });
  }, [send, key]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const data = state.context.data as Loaded | undefined;
  return (
    <MemberLayout title={t.title}>
      {state.matches('failed') && !data ? (
        <FailedBlock title={t.failed} onRetry={() => send({ type: 'RETRY' })} />
      ) : !data ? (
        <LoadingBlock label={t.loading} />
      ) : data.kind === 'personal' ? (
        <PersonalView invitations={data.invitations} onJoined={reload} />
      ) : data.kind === 'disabled' ? (
        <>
          <CompanyHead info={data.info} />
          <Panel>
            <Text role="alert" color="gray.800">{t.disabled}</Text>
          </Panel>
        </>
      ) : (
        <CompanyView data={data} reload={reload} />
      )}
    </MemberLayout>
  );
}
