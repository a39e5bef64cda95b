// The shelf state of one goods on 商品管理: on or off the shelf, and for 运营 the button that turns it.
import { Badge, Button, Flex, Text } from '@chakra-ui/react';
import type { CatalogueDetail } from '../../../../domain/staff/catalogue-payloads.ts';
import type { CatalogueGoodsContext, CatalogueGoodsEvent } from '../../../../machines/staff/staff-catalogue-goods.ts';
import { DetailSection, FormStatus } from './catalogue-detail-parts.tsx';
import { catalogueText as t } from './text.ts';

interface Props {
  detail: CatalogueDetail;
  ctx: CatalogueGoodsContext;
  saving: boolean;
  send: (event: CatalogueGoodsEvent) => void;
}

export function CatalogueShelfBox({ detail: d, ctx, saving, send }: Props) {
  return (
    <DetailSection title={t.shelfBox.title} testId="catalogue-shelf">
      <Flex align="center" justify="space-between" gap="3">
        <Flex align="center" gap="2">
          {d.onShelf ? <Badge colorPalette="green" variant="subtle">{t.onShelf}</Badge> : <Badge colorPalette="gray" variant="solid">{t.offShelf}</Badge>}
          <Text fontSize="13px" data-testid="shelf-state">{d.onShelf ? t.shelfBox.on : t.shelfBox.off}</Text>
        </Flex>
        {ctx.mayEdit ? (
          <Button
            size="sm"
            variant={d.onShelf ? 'outline' : 'solid'}
            colorPalette={d.onShelf ? 'red' : 'brand'}
            loading={saving}
            onClick={() => send({ type: 'SET_SHELF', onShelf: !d.onShelf })}
            data-testid="shelf-toggle"
          >
            {d.onShelf ? t.shelfBox.takeOff : t.shelfBox.putOn}
          </Button>
        ) : null}
      </Flex>
      <FormStatus ctx={ctx} form="shelf" saved={t.shelfBox.saved(d.onShelf)} testId="shelf" />
    </DetailSection>
  );
}
