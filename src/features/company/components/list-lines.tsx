// The lines of the selected requisition list (the list editor's draft): code, goods, brand, the
// quantity (editable with the editLists right), on sale or off, 移除; and the goods finder below
// (查找 by code, model or name, 添加 with the goods' minimum order quantity).
import { useState } from 'react';
import { Badge, Box, Button, chakra, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { LIST_QUANTITY_MAX } from '../../../../domain/company/company-limits.ts';
import { validQuantity, type FoundGoods, type RequisitionLine } from '../../../../machines/company/list-editor.ts';
import { headCell } from '../../../ui/table.tsx';
import { companyText } from '../text.ts';

const t = companyText.lists;
const cell = { px: '3', py: '2.5', fontSize: '13px', borderTopWidth: '1px', borderColor: 'gray.200', verticalAlign: 'middle' } as const;

function QtyInput({ line, disabled, onChange }: { line: RequisitionLine; disabled: boolean; onChange: (quantity: number) => void }) {
  const [text, setText] = useState(String(line.quantity));
  const [shown, setShown] = useState(line.quantity);
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setText(String(line.quantity));
  }
  return (
    <Input
      type="number"
      size="sm"
      width="96px"
      min={1}
      max={LIST_QUANTITY_MAX}
      value={text}
      disabled={disabled}
      aria-label={t.qtyLabel(line.goodsName)}
      onChange={(e) => {
        setText(e.target.value);
        const n = Number(e.target.value);
        if (e.target.value !== '' && validQuantity(n)) onChange(n);
      }}
      onBlur={() => setText(String(line.quantity))}
    />
  );
}

export function ListLines({ lines, editable, onQuantity, onRemove }: { lines: RequisitionLine[]; editable: boolean; onQuantity: (goodsId: number, quantity: number) => void; onRemove: (goodsId: number) => void }) {
  if (lines.length === 0) {
    return (
      <Text py="6" textAlign="center" color="gray.600" fontSize="14px" borderWidth="1px" borderColor="gray.200" borderRadius="md">
        {t.noLines}
      </Text>
    );
  }
  return (
    <chakra.table width="100%" borderWidth="1px" borderColor="gray.200" data-testid="list-lines">
      <thead>
        <tr>
          <chakra.th css={headCell} width="140px">{t.columns.code}</chakra.th>
          <chakra.th css={headCell}>{t.columns.goods}</chakra.th>
          <chakra.th css={headCell} width="120px">{t.columns.brand}</chakra.th>
          <chakra.th css={headCell} width="130px">{t.columns.quantity}</chakra.th>
          <chakra.th css={headCell} width="80px">{t.columns.state}</chakra.th>
          {editable && <chakra.th css={headCell} width="80px">{t.columns.action}</chakra.th>}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.goodsId} data-testid="list-line">
            <chakra.td css={cell} fontFamily="mono">{line.goodsCode}</chakra.td>
            <chakra.td css={cell}>
              <Text color="gray.900">{line.goodsName}</Text>
              {line.model && <Text color="gray.600" fontSize="12px">{line.model}</Text>}
            </chakra.td>
            <chakra.td css={cell}>{line.brandName ?? ''}</chakra.td>
            <chakra.td css={cell}>
              {editable ? (
                <Flex align="center" gap="1.5">
                  <QtyInput line={line} disabled={false} onChange={(n) => onQuantity(line.goodsId, n)} />
                  <Text as="span" color="gray.600">{line.unit ?? ''}</Text>
                </Flex>
              ) : (
                <Text>{line.quantity}{line.unit ?? ''}</Text>
              )}
            </chakra.td>
            <chakra.td css={cell}>
              <Badge colorPalette={line.available ? 'green' : 'gray'} variant="subtle">{line.available ? t.onSale : t.offSale}</Badge>
            </chakra.td>
            {editable && (
              <chakra.td css={cell}>
                <Button size="xs" variant="ghost" colorPalette="red" aria-label={t.removeLineLabel(line.goodsName)} onClick={() => onRemove(line.goodsId)}>
                  {t.removeLine}
                </Button>
              </chakra.td>
            )}
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

interface FinderProps {
  found: FoundGoods[] | null;
  inList: (goodsId: number) => boolean;
  searching: boolean;
  onSearch: (keyword: string) => void;
  onAdd: (goods: FoundGoods) => void;
  onClose: () => void;
}

export function GoodsFinder({ found, inList, searching, onSearch, onAdd, onClose }: FinderProps) {
  const [keyword, setKeyword] = useState('');
  const f = t.finder;
  return (
    <Box mt="5" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" data-testid="goods-finder">
      <Text as="h3" fontWeight="600" fontSize="15px" mb="3">{f.title}</Text>
      <chakra.form
        display="flex"
        gap="2"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(keyword);
        }}
      >
        <Input value={keyword} placeholder={f.placeholder} aria-label={f.label} onChange={(e) => setKeyword(e.target.value)} maxLength={60} width="360px" />
        <Button type="submit" variant="outline" colorPalette="brand" loading={searching} loadingText={f.searching}>{f.search}</Button>
        {found !== null && (
          <Button variant="ghost" onClick={onClose}>{f.close}</Button>
        )}
      </chakra.form>
      {found !== null && (
        <Stack as="ul" listStyleType="none" m="0" mt="3" p="0" gap="0" aria-label={f.title} data-testid="finder-results">
          {found.length === 0 && <Text as="li" color="gray.600" fontSize="14px" py="2">{f.none}</Text>}
          {found.map((g) => (
            <Flex as="li" key={g.id} align="center" gap="3" py="2" borderTopWidth="1px" borderColor="gray.100" fontSize="13px">
              <Text fontFamily="mono" width="140px">{g.goodsCode}</Text>
              <Text flex="1" color="gray.900">{f.goodsName(g.name, g.model)}</Text>
              <Text width="100px" color="gray.700">{g.brandName ?? ''}</Text>
              {inList(g.id) ? (
                <Text width="72px" color="gray.600">{f.inList}</Text>
              ) : (
                <Button size="xs" width="72px" colorPalette="brand" variant="outline" aria-label={f.addLabel(g.name)} onClick={() => onAdd(g)}>{f.add}</Button>
              )}
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
