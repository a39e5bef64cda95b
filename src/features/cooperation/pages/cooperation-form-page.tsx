// /cooperationForm (合作申请): the application form, for a member with no application waiting.
// A member whose application is pending or approved is told so and sent to /supplier; after a
// rejection the form is open again. ?programme=1|2|3 preselects the programme.
import { useCallback } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { COOPERATION_STATUS, PROGRAMMES, type Programme } from '../../../../domain/cooperation/cooperation-rules.ts';
import type { CooperationAudit } from '../../../../domain/cooperation/cooperation-views.ts';
import { pageLoadMachine } from '../../../../machines/shared/page-load.ts';
import { Panel } from '../../../ui/member-layout.tsx';
import { ButtonLink } from '../../../ui/links.tsx';
import { FailedBlock, LoadingBlock } from '../../../ui/page-states.tsx';
import { CONTENT_WIDTH } from '../../../ui/theme.ts';
import { fetchSupplierAudit } from '../api.ts';
import { CooperationForm } from '../components/cooperation-form-view.tsx';
import { cooperationText } from '../text.ts';

const t = cooperationText.form;

const auditLogic = pageLoadMachine.provide({ actors: { load: fromPromise<unknown, { key: string }>(() => fetchSupplierAudit()) } });

function programmeOf(search: string): Programme | null {
  const n = Number(new URLSearchParams(search).get('programme'));
  return (PROGRAMMES as readonly number[]).includes(n) ? (n as Programme) : null;
}

function Notice({ title, body }: { title: string; body: string }) {
  return (
    <Panel>
      <Box textAlign="center" py="10" data-testid="cooperation-notice">
        <Heading as="h2" fontSize="18px" color="gray.800">
          {title}
        </Heading>
        <Text mt="2" color="gray.600">
          {body}
        </Text>
        <Box mt="6">
          <ButtonLink href="/supplier">{t.viewStatus}</ButtonLink>
        </Box>
      </Box>
    </Panel>
  );
}

export default function CooperationFormPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [state, send] = useMachine(auditLogic, { input: { key: 'audit' } });
  const onDone = useCallback(() => navigate('/supplier?submitted=1'), [navigate]);
  const audit = state.matches('ready') ? (state.context.data as CooperationAudit | null) : undefined;

  let body;
  if (state.matches('failed')) body = <FailedBlock title={cooperationText.supplier.failed} onRetry={() => send({ type: 'RETRY' })} />;
  else if (audit === undefined) body = <LoadingBlock label={t.checking} height="560px" />;
  else if (audit?.status === COOPERATION_STATUS.pending) body = <Notice title={t.waitingTitle} body={t.waitingBody} />;
  else if (audit?.status === COOPERATION_STATUS.approved) body = <Notice title={t.approvedTitle} body={t.approvedBody} />;
  else
    body = (
      <Panel>
        <Text fontSize="13px" color="gray.600" mb="5">
          {t.intro}
        </Text>
        <CooperationForm programme={programmeOf(search)} onDone={onDone} />
      </Panel>
    );

  return (
    <Box width={CONTENT_WIDTH} mx="auto" py="6">
      <Heading as="h1" id="page-title" fontSize="20px" fontWeight="600" color="gray.800" mb="4">
        {cooperationText.pages.cooperationForm}
      </Heading>
      {body}
    </Box>
  );
}
