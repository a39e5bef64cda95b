// The 全公司 / 我的 switch of /myOrder, /enquiry and /afterSale (issue 37 item 5), shown to a
// company role that sees more than its own records, with the member and department filters in
// 全公司. The switch is two links (back and forward keep it); a filter navigates on change. Each
// feature passes its own words (its text.ts).
import { Box, chakra, Flex } from '@chakra-ui/react';
import { Link } from 'wouter';
import { filterScope, switchScope, type ScopeFilters, type ScopeQuery } from '../../../../machines/shared/company-scope.ts';

export interface ScopeBarText {
  label: string;
  mine: string;
  company: string;
  member: string;
  department: string;
  everyone: string;
  allDepartments: string;
}

const ChakraLink = chakra(Link);

const selectStyle = {
  height: '32px',
  borderWidth: '1px',
  borderColor: 'gray.300',
  borderRadius: 'md',
  bg: 'white',
  fontSize: '13px',
  px: '2',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' },
} as const;

export function ScopeBar({ scope, filters, hrefFor, onChange, text }: {
  scope: ScopeQuery;
  filters: ScopeFilters | null;
  hrefFor: (scope: ScopeQuery) => string;
  onChange: (scope: ScopeQuery) => void;
  text: ScopeBarText;
}) {
  const company = scope.scope === 'company';
  const tab = (value: 'mine' | 'company', name: string) => {
    const active = scope.scope === value;
    return (
      <ChakraLink
        href={hrefFor(switchScope(value))}
        aria-current={active ? 'page' : undefined}
        px="3"
        py="1"
        fontSize="13px"
        borderRadius="md"
        bg={active ? 'brand.600' : 'transparent'}
        color={active ? 'white' : 'gray.700'}
        fontWeight={active ? '600' : '400'}
        _hover={{ color: active ? 'white' : 'brand.700' }}
        data-testid={`scope-${value}`}
      >
        {name}
      </ChakraLink>
    );
  };
  const number = (value: string): number | null => (value === '' ? null : Number(value));
  return (
    <Flex as="nav" aria-label={text.label} align="center" gap="3" wrap="wrap" mb="3" data-testid="scope-bar">
      <Flex gap="1" p="1" borderWidth="1px" borderColor="gray.200" borderRadius="lg" bg="gray.50">
        {tab('mine', text.mine)}
        {tab('company', text.company)}
      </Flex>
      {company && filters ? (
        <>
          <Box as="label" fontSize="13px" color="gray.700" display="flex" alignItems="center" gap="2">
            {text.member}
            <chakra.select
              {...selectStyle}
              value={scope.memberId ?? ''}
              onChange={(e) => onChange(filterScope(scope, { memberId: number(e.currentTarget.value) }))}
              data-testid="scope-member"
            >
              <option value="">{text.everyone}</option>
              {filters.members.map((m) => (
                <option key={m.memberId} value={m.memberId}>
                  {m.name}
                </option>
              ))}
            </chakra.select>
          </Box>
          <Box as="label" fontSize="13px" color="gray.700" display="flex" alignItems="center" gap="2">
            {text.department}
            <chakra.select
              {...selectStyle}
              value={scope.departmentId ?? ''}
              onChange={(e) => onChange(filterScope(scope, { departmentId: number(e.currentTarget.value) }))}
              data-testid="scope-department"
            >
              <option value="">{text.allDepartments}</option>
              {filters.departments.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </chakra.select>
          </Box>
        </>
      ) : null}
    </Flex>
  );
}
