// Which promotion the top bar and its dialog offer this viewer (spec 2.4, issue 15 item 6): the
// session's member and the site's vip688 flag read through domain/certification/vip-rules.ts.
import { useSelector } from '@xstate/react';
import { vipOfferFor, type VipOffer } from '../../../domain/certification/vip-rules.ts';
import { sessionActor } from '../../lib/session.ts';
import { useResourceData } from '../../lib/resource.ts';
import { siteSettings } from './shell-data.ts';

export function useVipOffer(): VipOffer {
  const userInfo = useSelector(sessionActor, (s) => s.context.userInfo);
  const loggedIn = useSelector(sessionActor, (s) => s.context.token !== null);
  const vip688 = useResourceData(siteSettings)?.vip688 ?? true;
  if (loggedIn && !userInfo) return null; // the member is still being read: no prompt yet
  return vipOfferFor({ loggedIn, memberType: userInfo?.memberType ?? null, vipEndTime: userInfo?.memberPriceEndTime ?? null, vip688 }, new Date());
}
