// The zones of one goods on 商品管理: a checkbox per special zone it may be in, saved as one form by
// 运营 (read-only for anyone else).
import { Button, chakra, Flex, Text } from '@chakra-ui/react';
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

export function CatalogueZonesBox({ detail: d, ctx, saving, send }: Props) {
  return (
    <DetailSection title={t.zones.title} testId="catalogue-zones">
      <Text fontSize="13px" color="gray.700" mb="2">{t.zones.intro}</Text>
      {d.zones.length === 0 ? <Text fontSize="13px">{t.zones.none}</Text> : null}
      <Flex direction="column" gap="1.5">
        {d.zones.map((z) => (
          <chakra.label key={z.id} display="flex" alignItems="center" gap="2" fontSize="14px">
            <input type="checkbox" checked={ctx.zoneIds.includes(z.id)} disabled={!ctx.mayEdit} onChange={() => send({ type: 'TOGGLE_ZONE', id: z.id })} data-testid={`zone-${z.id}`} />
            {z.name}
          </chakra.label>
        ))}
      </Flex>
      {ctx.mayEdit ? (
        <Button mt="3" size="sm" colorPalette="brand" loading={saving} onClick={() => send({ type: 'SAVE_ZONES' })} data-testid="zones-save">
          {t.zones.save}
        </Button>
      ) : null}
      <FormStatus ctx={ctx} form="zones" saved={t.zones.saved} testId="zones" />
    </DetailSection>
  );
}
