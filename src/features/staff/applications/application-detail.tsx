// One application beside the list: its fields, its attachments (images open in the zoomable
// viewer, PDFs download with the staff token), and 通过 / 驳回 while it is pending.
import type { ReactNode } from 'react';
import { Box, Button, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import type { StaffCooperationRow } from '../../../../domain/cooperation/cooperation-views.ts';
import type { StaffApplicationRow } from '../../../../domain/distribution/distribution-views.ts';
import { formatChinaDateTime } from '../../../../domain/shared/china-time.ts';
import type { ApplicationKind } from '../../../../machines/staff/application-review.ts';
import { saveBlob } from '../../../lib/file-download.ts';
import { showError } from '../../../lib/toaster.ts';
import { fetchPrivateFile } from '../components/private-file.ts';
import { LicenceViewer } from '../certifications/licence-viewer.tsx';
import type { AnyApplication } from './api.ts';
import { appText } from './text.ts';

const t = appText;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid templateColumns="140px 1fr" gap="3" py="1.5" borderTopWidth="1px" borderColor="gray.100" fontSize="14px">
      <chakra.dt color="gray.700">{label}</chakra.dt>
      <chakra.dd m="0" wordBreak="break-all">
        {children}
      </chakra.dd>
    </Grid>
  );
}

function Attachment({ file, what, testId }: { file: { url: string; type: string }; what: string; testId: string }) {
  if (file.type.startsWith('image/')) return <LicenceViewer url={file.url} what={what} testId={testId} />;
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => {
        fetchPrivateFile(file.url)
          .then((blob) => saveBlob(blob, `${what}.pdf`))
          .catch(() => showError(t.downloadFailed));
      }}
    >
      {t.download(t.pdf(what))}
    </Button>
  );
}

const when = (iso: string | null) => (iso ? <span data-volatile="time">{formatChinaDateTime(iso)}</span> : t.none);

export function ApplicationDetail({ kind, row, onApprove, onReject }: { kind: ApplicationKind; row: AnyApplication; onApprove: () => void; onReject: () => void }) {
  return (
    <Box as="section" aria-labelledby="application-detail-title" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" data-testid="application-detail">
      <Flex justify="space-between" align="center" mb="3">
        <chakra.h2 id="application-detail-title" fontSize="16px" fontWeight="700" data-testid="application-detail-title">
          {t.detailTitle(row.id)}
        </chakra.h2>
        <Text fontSize="14px" fontWeight="600" data-testid="application-status">
          {row.statusText}
        </Text>
      </Flex>
      <chakra.dl m="0">
        {kind === 'cooperation' ? <CooperationFields row={row as StaffCooperationRow} /> : <DistributorFields row={row as StaffApplicationRow} />}
        <Row label={t.fields.createdAt}>{when(row.createdAt)}</Row>
        <Row label={t.fields.reviewedAt}>{when(row.reviewedAt)}</Row>
      </chakra.dl>
      {kind === 'cooperation' ? <CooperationFiles row={row as StaffCooperationRow} /> : null}
      <Flex gap="3" mt="4" align="center">
        {row.status === 0 ? (
          <>
            <Button colorPalette="brand" onClick={onApprove} data-testid="approve">
              {t.approve}
            </Button>
            <Button variant="outline" colorPalette="red" onClick={onReject} data-testid="reject">
              {t.reject}
            </Button>
          </>
        ) : (
          <Text fontSize="13px" color="gray.700">
            {t.decided(row.statusText)}
          </Text>
        )}
      </Flex>
    </Box>
  );
}

function CooperationFields({ row }: { row: StaffCooperationRow }) {
  return (
    <>
      <Row label={t.fields.programme}>{row.programmeText}</Row>
      <Row label={t.fields.companyName}>{row.companyName}</Row>
      <Row label={t.fields.creditCode}>
        <chakra.span fontFamily="mono">{row.creditCode}</chakra.span>
      </Row>
      <Row label={t.fields.contact}>{row.contact}</Row>
      <Row label={t.fields.mobile}>{row.mobile}</Row>
      <Row label={t.fields.email}>{row.email ?? t.none}</Row>
      <Row label={t.fields.categories}>{row.categories.map((c) => c.name).join(t.listSep) || t.none}</Row>
      <Row label={t.fields.brands}>{row.brands.join(t.listSep) || t.none}</Row>
      <Row label={t.fields.salesRange}>{row.salesRangeText}</Row>
      <Row label={t.fields.member}>
        <span data-volatile="member">{row.memberMobile ?? row.memberId ?? t.none}</span>
      </Row>
      {row.reviewNote ? <Row label={t.fields.reviewNote}>{row.reviewNote}</Row> : null}
      {row.reviewedBy ? <Row label={t.fields.reviewedBy}>{row.reviewedBy}</Row> : null}
    </>
  );
}

function CooperationFiles({ row }: { row: StaffCooperationRow }) {
  return (
    <Box mt="4">
      <chakra.h3 fontSize="14px" fontWeight="700" mb="2">
        {t.attachments}
      </chakra.h3>
      <Grid templateColumns={row.authorisation ? '1fr 1fr' : '1fr'} gap="3">
        <Box>
          <Text fontSize="13px" color="gray.700" mb="1">
            {t.licence}
          </Text>
          <Attachment file={row.licence} what={t.licence} testId="application-licence" />
        </Box>
        {row.authorisation ? (
          <Box>
            <Text fontSize="13px" color="gray.700" mb="1">
              {t.authorisation}
            </Text>
            <Attachment file={row.authorisation} what={t.authorisation} testId="application-authorisation" />
          </Box>
        ) : null}
      </Grid>
    </Box>
  );
}

function DistributorFields({ row }: { row: StaffApplicationRow }) {
  return (
    <>
      <Row label={t.fields.realName}>{row.realName}</Row>
      <Row label={t.fields.channel}>{row.channel}</Row>
      <Row label={t.fields.member}>
        <span data-volatile="member">{row.memberMobile ?? row.memberId}</span>
      </Row>
      {row.rejectReason ? <Row label={t.fields.reviewNote}>{row.rejectReason}</Row> : null}
    </>
  );
}
