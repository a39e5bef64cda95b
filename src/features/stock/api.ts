// Calls of the stock feature (goods service, docs/api/stock.md): the member's arrival notices.
import type { ArrivalNoticeState } from '../../../domain/stock/stock-views.ts';
import { get, post } from '../../lib/client.ts';

const NOTICE = '/goods/api/goods/arrivalNotice';

export function arrivalNoticeState(goodsId: number): Promise<ArrivalNoticeState> {
  return get<ArrivalNoticeState>(`${NOTICE}/status/${goodsId}`);
}

export function subscribeArrival(goodsId: number): Promise<ArrivalNoticeState> {
  return post<ArrivalNoticeState>(`${NOTICE}/subscribe`, { goodsId });
}

export function cancelArrival(goodsId: number): Promise<ArrivalNoticeState> {
  return post<ArrivalNoticeState>(`${NOTICE}/cancel`, { goodsId });
}
