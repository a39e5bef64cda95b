// Who is looking: open goods calls take an optional bearer token to price for the viewer.
// A missing, dead or staff token reads as a visitor (open calls never refuse on the token).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PriceKind } from '../../../domain/shared/pricing.ts';
import { principalOf, readDb } from '../../db/replica-reads.ts';
import { findMemberInfo } from '../account/public.ts';
import { priceViewerOf, VISITOR_PRICING, type PriceViewer } from '../pricing/public.ts';

export interface Viewer {
  memberId: number | null;
  memberType: number | null;
  vipEndTime: string | null;
  priceKind: PriceKind;
  /** Issue 39: the price viewer (kind and the company whose agreements apply). */
  pricing: PriceViewer;
}

export const VISITOR: Viewer = { memberId: null, memberType: null, vipEndTime: null, priceKind: 'list', pricing: VISITOR_PRICING };

export async function resolveViewer(app: FastifyInstance, request: FastifyRequest): Promise<Viewer> {
  const principal = await principalOf(app, request);
  if (principal?.kind !== 'member') return VISITOR;
  // The member's price kind may be read from a replica (their own recent writes read the primary).
  const info = await findMemberInfo(await readDb(request), principal.memberId);
  if (!info) return VISITOR;
  const pricing = priceViewerOf(info);
  return {
    memberId: info.id,
    memberType: info.memberType,
    vipEndTime: info.memberPriceEndTime,
    priceKind: pricing.kind,
    pricing,
  };
}
