// 合作与分销申请 (/admin/applications): a tab per kind the staff member may review — 合作申请 with
// cooperation.review, 分销员申请 with distribution.manage — and only those tabs.
import { useState } from 'react';
import { Box, chakra, Flex } from '@chakra-ui/react';
import type { ApplicationKind } from '../../../../machines/staff/application-review.ts';
import type { StaffPageProps } from '../page-props.ts';
import { PageHeading } from '../components/staff-layout.tsx';
import { ApplicationsView } from './applications-view.tsx';
import { appText } from './text.ts';

const t = appText;
const NEEDS: Record<ApplicationKind, string> = { cooperation: 'cooperation.review', distributor: 'distribution.manage' };

export default function ApplicationsPage({ me }: StaffPageProps) {
  const kinds = (Object.keys(NEEDS) as ApplicationKind[]).filter((k) => (me.permissions as readonly string[]).includes(NEEDS[k]));
  const [kind, setKind] = useState<ApplicationKind | null>(kinds[0] ?? null);
  return (
    <Box>
      <PageHeading title={t.title} intro={t.intro} />
      {kinds.length > 1 ? (
        <Flex role="tablist" aria-label={t.kindsLabel} gap="1" mb="4" borderBottomWidth="1px" borderColor="gray.200">
          {kinds.map((k) => (
            <chakra.button
              key={k}
              type="button"
              role="tab"
              aria-selected={k === kind}
              onClick={() => setKind(k)}
              px="4"
              py="2"
              fontSize="14px"
              fontWeight={k === kind ? '600' : '400'}
              color={k === kind ? 'brand.700' : 'gray.700'}
              borderBottomWidth="2px"
              borderColor={k === kind ? 'brand.600' : 'transparent'}
              mb="-1px"
              data-testid={`kind-${k}`}
            >
              {t.kinds[k]}
            </chakra.button>
          ))}
        </Flex>
      ) : null}
      {kind ? <ApplicationsView key={kind} kind={kind} /> : null}
    </Box>
  );
}
