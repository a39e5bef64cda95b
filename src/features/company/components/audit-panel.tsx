// 审计日志 tab (admin): the company's own log, newest first, a page at a time.
import { Box, chakra, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import { pageLoadMachine } from '../../../../machines/shared/page-load.ts';
import type { Page } from '../../../lib/client.ts';
import { LoadingBlock } from '../../../ui/page-states.tsx';
import { PageButtons } from '../../../ui/pagination.tsx';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { fetchAudit, type AuditRow } from '../api.ts';
import { companyText } from '../text.ts';

const t = companyText.audit;

const logic = pageLoadMachine.provide({ actors: { load: fromPromise<unknown, { key: string }>(({ input }) => fetchAudit(Number(input.key))) } });

export function AuditPanel() {
  const [state, send] = useMachine(logic, { input: { key: '1' } });
  const data = state.context.data as Page<AuditRow> | undefined;
  if (!data) return <LoadingBlock label={t.label} height="200px" />;
  return (
    <Box as="section" aria-label={t.label}>
      {data.records.length === 0 ? (
        <Text color="gray.600">{t.empty}</Text>
      ) : (
        <chakra.table width="100%" borderWidth="1px" borderColor="gray.200" data-testid="company-audit">
          <thead>
            <tr>
              <CompactTh width="170px">{t.time}</CompactTh>
              <CompactTh width="140px">{t.actor}</CompactTh>
              <CompactTh width="110px">{t.action}</CompactTh>
              <CompactTh>{t.summary}</CompactTh>
            </tr>
          </thead>
          <tbody>
            {data.records.map((r) => (
              <tr key={r.id}>
                <CompactTd>{formatChinaDateTime(r.createdAt)}</CompactTd>
                <CompactTd>{r.actorName}</CompactTd>
                <CompactTd>{r.action}</CompactTd>
                <CompactTd>{r.summary}</CompactTd>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      )}
      {data.pages > 1 && (
        <Box mt="3">
          <PageButtons current={data.current} pages={data.pages} onPage={(p) => send({ type: 'LOAD', key: String(p) })} label={t.label} />
        </Box>
      )}
    </Box>
  );
}
