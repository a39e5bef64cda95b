// The members of the company (成员 tab): name, masked mobile, role, department, status, joining
// date; the admin edits a member in MemberEditorDialog.
import { Badge, Box, Button, chakra, Text } from '@chakra-ui/react';
import { formatChinaDate } from '../../../../domain/shared/china-time.ts';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import type { CompanyMemberRow } from '../api.ts';
import { companyText } from '../text.ts';

const t = companyText.members;

interface Props {
  rows: CompanyMemberRow[];
  canEdit: boolean;
  onEdit: (row: CompanyMemberRow) => void;
}

export function MembersPanel({ rows, canEdit, onEdit }: Props) {
  return (
    <Box as="section" aria-label={t.label}>
      <chakra.table width="100%" borderWidth="1px" borderColor="gray.200" data-testid="company-members">
        <thead>
          <tr>
            <CompactTh>{t.name}</CompactTh>
            <CompactTh>{t.mobile}</CompactTh>
            <CompactTh>{t.role}</CompactTh>
            <CompactTh>{t.department}</CompactTh>
            <CompactTh>{t.status}</CompactTh>
            <CompactTh>{t.joinedAt}</CompactTh>
            {canEdit && <CompactTh>{t.actions}</CompactTh>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.memberId} data-testid="company-member-row">
              <CompactTd>
                {r.name}
                {r.isHolder && (
                  <Badge ml="2" size="sm" variant="outline" colorPalette="orange">
                    {t.holderTag}
                  </Badge>
                )}
              </CompactTd>
              <CompactTd>{r.mobile}</CompactTd>
              <CompactTd>{companyText.roleText[r.role]}</CompactTd>
              <CompactTd>{r.departmentName ?? t.none}</CompactTd>
              <CompactTd>
                <Text as="span" color={r.status === 'active' ? 'green.700' : 'gray.600'}>
                  {companyText.statusText[r.status]}
                </Text>
              </CompactTd>
              <CompactTd>{formatChinaDate(r.joinedAt)}</CompactTd>
              {canEdit && (
                <CompactTd>
                  <Button size="xs" variant="outline" aria-label={t.editOf(r.name)} onClick={() => onEdit(r)}>
                    {t.edit}
                  </Button>
                </CompactTd>
              )}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
