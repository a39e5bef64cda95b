// Points calls (member service, spec 7, at the spec's paths; the client sends the member's token):
// the summary with the sign-in calendar, the sign-in, the ledger, the mall's goods, a redemption,
// the member's redemptions; and the address book the redemption ships to.
import type { AddressRow } from '../../../domain/member-books/book-rows.ts';
import type { MallPageBody, RecordPageBody, RedeemBody, RedemptionPageBody } from '../../../domain/points/points-payloads.ts';
import type { PointsGoodsCard, PointsRecordRow, PointsShopVo, RedeemResult, RedemptionRow, SignResult } from '../../../domain/points/points-views.ts';
import { get, post, type Page } from '../../lib/client.ts';

const BASE = '/member';

export const fetchPointsShopVo = (month?: string) => post<PointsShopVo>(`${BASE}/pointsRecord/getPointsShopVo`, month ? { month } : {});
/** The sign-in: its refusals are shown by the machine, so the client does not toast them. */
export const signToday = () => post<SignResult>(`${BASE}/pointsRecord/sign`, {}, { silent: true });
export const fetchPointsRecords = (body: RecordPageBody) => post<Page<PointsRecordRow>>(`${BASE}/pointsRecord/findPageShop`, body);
export const fetchMallGoods = (body: MallPageBody) => post<Page<PointsGoodsCard>>(`${BASE}/pointsGoods/page/mall`, body);
export const redeemGoods = (body: RedeemBody) => post<RedeemResult>(`${BASE}/pointsOrder/create`, body, { silent: true });
export const fetchRedemptions = (body: RedemptionPageBody) => post<Page<RedemptionRow>>(`${BASE}/pointsOrder/findPageShop`, body);
export const fetchAddressBook = () => get<AddressRow[]>(`${BASE}/api/memberAddress/list`);
