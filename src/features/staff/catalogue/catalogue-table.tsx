// The 商品管理 list's table (TanStack Table, headless): 商品, 品牌, 分类, prices, sellable stock,
// shelf state and a link to the goods' page in the console. The server pages; no client sorting.
import { Badge, chakra, Flex, Text } from '@chakra-ui/react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link } from 'wouter';
import { formatPrice } from '../../../../domain/shared/money.ts';
import type { CatalogueRow } from '../../../../domain/staff/catalogue-payloads.ts';
import { catalogueText as t } from './text.ts';
import { QueueTable } from '../components/queue-table.tsx';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, CatalogueRow>();

const columns = helper.columns([
  helper.display({
    id: 'goods',
    header: t.columns.goods,
    cell: (info) => {
      const r = info.row.original;
      return (
        <>
          <Text fontWeight="600" color="gray.900">{r.model}</Text>
          <Text color="gray.700" fontSize="12px">{r.name} · {r.goodsCode}</Text>
        </>
      );
    },
  }),
  helper.accessor('brandName', { id: 'brand', header: t.columns.brand }),
  helper.accessor('categoryName', { id: 'category', header: t.columns.category }),
  helper.display({
    id: 'price',
    header: t.columns.price,
    cell: (info) => {
      const r = info.row.original;
      return (
        <Flex gap="1.5" align="center" wrap="wrap">
          <span>{formatPrice(r.listPriceFen)} / {formatPrice(r.memberPriceFen)} / {formatPrice(r.vipPriceFen)}</span>
          {r.customTiers ? <Badge colorPalette="blue" variant="subtle">{t.customTiers}</Badge> : null}
        </Flex>
      );
    },
  }),
  helper.accessor('stockQty', { id: 'stock', header: t.columns.stock, cell: (info) => `${Math.max(0, info.getValue())}${info.row.original.unit}` }),
  helper.accessor('onShelf', {
    id: 'shelf',
    header: t.columns.shelf,
    cell: (info) => (info.getValue() ? <Badge colorPalette="green" variant="subtle">{t.onShelf}</Badge> : <Badge colorPalette="gray" variant="solid">{t.offShelf}</Badge>),
  }),
  helper.display({
    id: 'action',
    header: t.columns.action,
    cell: (info) => (
      <Link href={`/catalogue/${info.row.original.id}`} aria-label={t.openLabel(info.row.original.model)} data-testid="catalogue-open">
        <chakra.span color="brand.700" textDecoration="underline">{t.open}</chakra.span>
      </Link>
    ),
  }),
]);

export function CatalogueTable({ rows }: { rows: CatalogueRow[] }) {
  const table = useTable({ features, columns, data: rows });
  return <QueueTable table={table} label={t.tableLabel} testId="catalogue-table" rowTestId="catalogue-row" align="top" />;
}
