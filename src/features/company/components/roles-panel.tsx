// 角色说明 tab: what each company role may do (domain/company/company-roles.ts, the table the server checks).
import { Box, chakra } from '@chakra-ui/react';
import { COMPANY_ROLES } from '../../../../domain/company/company-roles.ts';
import { CompactTd, CompactTh } from '../../../ui/table.tsx';
import { companyText } from '../text.ts';

const t = companyText.roles;

export function RolesPanel() {
  return (
    <Box as="section" aria-label={t.label}>
      <chakra.table width="100%" borderWidth="1px" borderColor="gray.200">
        <thead>
          <tr>
            <CompactTh width="120px">{companyText.members.role}</CompactTh>
            <CompactTh>{t.label}</CompactTh>
          </tr>
        </thead>
        <tbody>
          {COMPANY_ROLES.map((r) => (
            <tr key={r}>
              <CompactTd fontWeight="600">{t.text[r]}</CompactTd>
              <CompactTd>{t.summary[r]}</CompactTd>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
