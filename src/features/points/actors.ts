// The real actors of the points machines: the calls of api.ts.
import { fromPromise } from 'xstate';
import type { RedeemBody } from '../../../domain/points/points-payloads.ts';
import type { PointsShopVo, RedeemResult, SignResult } from '../../../domain/points/points-views.ts';
import { pointsSignInMachine } from '../../../machines/points/points-sign-in.ts';
import { redemptionMachine, type RedemptionAddress } from '../../../machines/points/redemption.ts';
import { fetchAddressBook, fetchPointsShopVo, redeemGoods, signToday } from './api.ts';

export const pointsSignInLogic = pointsSignInMachine.provide({
  actors: {
    load: fromPromise<PointsShopVo, void>(() => fetchPointsShopVo()),
    sign: fromPromise<SignResult, void>(() => signToday()),
  },
});

export const redemptionLogic = redemptionMachine.provide({
  actors: {
    addresses: fromPromise<RedemptionAddress[], void>(async () =>
      (await fetchAddressBook()).map((a) => ({ id: a.id, consignee: a.consignee, mobile: a.mobile, text: `${a.regionText} ${a.detail}`, isDefault: a.isDefault })),
    ),
    redeem: fromPromise<RedeemResult, RedeemBody>(({ input }) => redeemGoods(input)),
  },
});
