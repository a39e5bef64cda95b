// The product page's buying block: price for the viewer with tiers, quantity (unit, minimum,
// whole packs), add-to-cart and buy-now, and the favourite toggle; goods without sellable stock
// show the out-of-stock panel instead. This file wires them: the rules are in
// machines/catalogue/product-purchase.ts (the machine and the quantity and tier helpers), the
// calls and navigation in ../purchase-actors.ts, the typed quantity in the cart's shared field.
// A visitor is sent to /login?redirect=<this page>, and the press made before is carried out
// once the member type is known (so buy now makes the right kind of draft, issue 12, item 3).
import { useEffect, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { useMachine, useSelector } from '@xstate/react';
import { buyActionFor } from '../../../../domain/stock/buy-rule.ts';
import { unitPriceFor } from '../../../../machines/catalogue/product-purchase.ts';
import { minimumQty, stepQty } from '../../../../machines/shared/quantity.ts';
import { isPersonal } from '../../../../machines/shell/session.ts';
import { sessionActor } from '../../../lib/session.ts';
import { useTypedQuantity } from '../../cart/public.ts';
import { OutOfStockPanel } from '../../stock/public.ts';
import type { GoodsDetail } from '../api.ts';
import { peekBuyIntent } from '../buy-intent.ts';
import { purchaseLogic } from '../purchase-actors.ts';
import { BuyButtons, FavouriteButton } from './buy-buttons.tsx';
import { BuyQuantity } from './buy-quantity.tsx';
import { ProductPriceBox } from './product-price-box.tsx';

export function ProductBuyBox({ goods }: { goods: GoodsDetail }) {
  const loggedIn = useSelector(sessionActor, (s) => s.context.token !== null);
  // Known once the member info has arrived (the shell loads it at once); until then, personal.
  const enterprise = useSelector(sessionActor, (s) => (s.context.userInfo ? !isPersonal(s.context.userInfo) : null));
  const [snapshot, send] = useMachine(purchaseLogic, {
    input: { goodsId: goods.id, loggedIn, enterprise: enterprise === true, favourite: goods.favourite },
  });
  useEffect(() => {
    send({ type: 'SESSION', loggedIn, enterprise: enterprise ?? undefined });
  }, [loggedIn, enterprise, send]);
  // A press made before logging in (kept by rememberIntent) is carried out once the member type is known.
  const [resume] = useState(() => (loggedIn ? peekBuyIntent(goods.id) : null));
  const resumed = useRef(false);
  useEffect(() => {
    if (!resume || resumed.current || !loggedIn || enterprise === null) return;
    resumed.current = true;
    send({ type: 'RESUME', intent: resume });
  }, [resume, loggedIn, enterprise, send]);

  const rule = { min: goods.minOrderQty, pack: goods.packQty };
  const least = minimumQty(rule);
  const [qty, setQty] = useState(resume?.num ?? least);
  const field = useTypedQuantity({ value: qty, rule, unit: goods.unit, onTake: setQty });
  /** The buttons act on what the field shows: it is settled first; a refused text stops them. */
  const press = (type: 'ADD_TO_CART' | 'BUY_NOW') => {
    const num = field.settle();
    if (num !== null) send({ type, num });
  };
  const pending = snapshot.matches({ cart: 'idle' }) ? null : snapshot.matches({ cart: 'adding' }) ? 'ADD_TO_CART' : 'BUY_NOW';
  const favouriteButton = (
    <FavouriteButton favourite={snapshot.context.favourite} busy={!snapshot.matches({ favourite: 'idle' })} onToggle={() => send({ type: 'TOGGLE_FAVOURITE' })} />
  );

  return (
    <Box>
      <ProductPriceBox goods={goods} qty={qty} />
      {buyActionFor(goods.stockQty) === 'notify' ? (
        <OutOfStockPanel goodsId={goods.id} brandName={goods.brandName} model={goods.model} restockDays={goods.leadTimeDays}>
          {favouriteButton}
        </OutOfStockPanel>
      ) : (
        <>
          <BuyQuantity
            field={field}
            qty={qty}
            least={least}
            pack={goods.packQty}
            unit={goods.unit}
            unitFen={unitPriceFor(qty, goods.priceTiers, goods.priceFen)}
            onStep={(direction) => field.step(stepQty(qty, rule, direction))}
          />
          <BuyButtons pending={pending} disabled={pending !== null || field.invalid} onPress={press} favourite={favouriteButton} />
        </>
      )}
    </Box>
  );
}
