// The mapping step of /batchInquiry: which column of the buyer's sheet holds each role, as the
// server guessed (or remembered) it — a line "型号 = C 列（规格型号），品牌 = D 列…", a labelled
// dropdown per role (不导入 or a column), the first rows with each column titled by its role, the
// rows that will not be imported and why, 开始匹配 and 重新选择文件. The rules (a model column, no
// column twice) are the machine's (machines/enquiry/enquiry-upload.ts); this view reads and sends.
import { useEffect, useRef } from 'react';
import { Badge, Box, Button, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { roleOf, SHEET_ROLE_TEXT, SHEET_ROLES, type MappingProblem, type SheetMapping, type SheetPreview, type SheetRole } from '../../../../domain/enquiry/sheet-mapping.ts';
import { headCell } from '../../../ui/table.tsx';
import { enquiryText } from '../text.ts';

const t = enquiryText.upload.mapping;

const selectStyle = {
  width: '100%',
  height: '36px',
  fontSize: '14px',
  borderWidth: '1px',
  borderColor: 'gray.400',
  borderRadius: 'md',
  bg: 'white',
  px: '2',
  color: 'gray.800',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' },
} as const;

const td = { px: '2', py: '1.5', fontSize: '13px', color: 'gray.800', borderBottomWidth: '1px', borderColor: 'gray.200', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '220px' } as const;

export interface MappingStepProps {
  preview: SheetPreview;
  mapping: SheetMapping;
  problem: MappingProblem | null;
  onRole: (role: SheetRole, index: number | null) => void;
  onConfirm: () => void;
  onAgain: () => void;
}

export function MappingStep({ preview, mapping, problem, onRole, onConfirm, onAgain }: MappingStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaces the wait: focus moves to its title so a screen reader hears it.
  useEffect(() => heading.current?.focus(), []);
  const byIndex = new Map(preview.columns.map((c) => [c.index, c]));
  const columnText = (index: number | null) => {
    const column = index === null ? undefined : byIndex.get(index);
    return column ? t.column(column.letter, column.header) : t.none;
  };
  const letterOf = (index: number) => byIndex.get(index)?.letter ?? String(index + 1);

  return (
    <Box as="section" aria-labelledby="mapping-title" mt="6" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" px="6" py="5" data-testid="mapping-step">
      <Flex align="baseline" justify="space-between" gap="4" flexWrap="wrap">
        <Heading as="h2" id="mapping-title" ref={heading} tabIndex={-1} fontSize="16px" fontWeight="600" color="gray.800" _focusVisible={{ outline: 'none' }}>
          {t.title}
        </Heading>
        <Flex gap="4" fontSize="13px" color="gray.700">
          <Text>{enquiryText.upload.fileName(preview.fileName)}</Text>
          <Text data-testid="mapping-header-row">{preview.headerRowNo === null ? t.noHeader : t.header(preview.headerRowNo)}</Text>
          <Text data-testid="mapping-line-count">{t.lineCount(preview.lineCount)}</Text>
        </Flex>
      </Flex>
      <Text mt="2" fontSize="14px" color="gray.700">
        {t.intro}
      </Text>
      {preview.remembered ? (
        <Badge mt="3" bg="green.100" color="green.900" fontSize="13px" px="2" py="0.5" data-testid="mapping-remembered">
          {t.remembered}
        </Badge>
      ) : null}
      <Text mt="3" fontSize="14px" color="gray.800" fontWeight="600" data-testid="mapping-summary">
        {t.summary(SHEET_ROLES.map((role) => t.pair(SHEET_ROLE_TEXT[role], columnText(mapping[role]))))}
      </Text>

      <Grid as="fieldset" mt="4" templateColumns="repeat(6, 1fr)" gap="4" border="0" p="0" m="0" minWidth="0">
        <chakra.legend srOnly>{t.rolesLabel}</chakra.legend>
        {SHEET_ROLES.map((role) => {
          const id = `mapping-${role}`;
          const wrong = problem !== null && (problem.kind === 'noModel' ? role === 'model' : problem.roles.includes(role));
          return (
            <Box key={role}>
              <chakra.label htmlFor={id} display="block" fontSize="13px" color="gray.700" mb="1.5">
                {t.roleLabel(SHEET_ROLE_TEXT[role], role === 'model')}
              </chakra.label>
              <chakra.select
                id={id}
                value={mapping[role] ?? ''}
                aria-invalid={wrong ? true : undefined}
                aria-describedby={wrong ? 'mapping-problem' : undefined}
                onChange={(e) => onRole(role, e.target.value === '' ? null : Number(e.target.value))}
                css={{ ...selectStyle, borderColor: wrong ? 'red.500' : 'gray.400' }}
                data-testid={`mapping-role-${role}`}
              >
                <option value="">{t.none}</option>
                {preview.columns.map((c) => (
                  <option key={c.index} value={c.index}>
                    {t.column(c.letter, c.header)}
                  </option>
                ))}
              </chakra.select>
            </Box>
          );
        })}
      </Grid>
      {problem ? (
        <Text id="mapping-problem" role="alert" mt="3" fontSize="14px" color="red.700" data-testid="mapping-problem">
          {t.problem(problem, letterOf)}
        </Text>
      ) : null}

      {preview.rows.length > 0 ? (
        <Box mt="5" overflowX="auto" borderWidth="1px" borderColor="gray.200" borderRadius="md" tabIndex={0} role="region" aria-label={t.previewTitle(preview.rows.length)}>
          <chakra.table width="100%" css={{ borderCollapse: 'collapse' }} aria-label={t.previewLabel} data-testid="mapping-preview">
            <thead>
              <tr>
                <chakra.th css={{ ...headCell, px: '2' }} scope="col" width="56px" textAlign="right">
                  {t.rowNo}
                </chakra.th>
                {preview.columns.map((c) => {
                  const role = roleOf(mapping, c.index);
                  return (
                    <chakra.th key={c.index} css={{ ...headCell, px: '2' }} scope="col" data-role={role ?? ''} bg={role ? 'brand.50' : undefined}>
                      <Text fontSize="12px" color="gray.700" fontWeight="400">
                        {t.column(c.letter, c.header)}
                      </Text>
                      <Text fontSize="13px" color={role ? 'brand.800' : 'gray.600'} fontWeight={role ? '600' : '400'}>
                        {role ? SHEET_ROLE_TEXT[role] : t.unused}
                      </Text>
                    </chakra.th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row) => (
                <tr key={row.rowNo}>
                  <chakra.td css={td} textAlign="right" color="gray.700">
                    {row.rowNo}
                  </chakra.td>
                  {preview.columns.map((c) => (
                    <chakra.td key={c.index} css={td} title={row.cells[c.index] ?? ''} color={roleOf(mapping, c.index) ? 'gray.900' : 'gray.700'}>
                      {row.cells[c.index] ?? ''}
                    </chakra.td>
                  ))}
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      ) : null}

      {preview.skipped.length > 0 ? (
        <Box mt="4" fontSize="13px" color="gray.800" data-testid="mapping-skipped">
          <Text fontWeight="600">{t.skippedTitle(preview.skipped.length)}</Text>
          <Stack as="ul" gap="0.5" pl="5" mt="1" mb="0">
            {preview.skipped.map((s) => (
              <li key={s.rowNo}>
                {t.skipped(s.rowNo, s.reason)}
                {s.text ? <chakra.span color="gray.700">{t.skippedText(s.text)}</chakra.span> : null}
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}

      <Flex mt="5" gap="3">
        <Button colorPalette="brand" onClick={onConfirm} data-testid="mapping-confirm">
          {t.confirm}
        </Button>
        <Button variant="outline" colorPalette="brand" onClick={onAgain}>
          {t.again}
        </Button>
      </Flex>
    </Box>
  );
}
