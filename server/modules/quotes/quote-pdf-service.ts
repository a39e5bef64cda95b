// POST /api/goods/quote/download/{id}: the quote a member reads, as its PDF (quote-pdf.ts). Only a
// quote with prices (quoted, accepted, expired) has one; a requested or withdrawn one answers 409.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { readSiteSettings } from '../content/public.ts';
import { QUOTE_MSG, QUOTE_PDF_TEXT } from './messages.ts';
import { quoteDetail, readableQuote } from './quote-member-service.ts';
import { renderQuotePdf } from './quote-pdf.ts';
import { requesterFacts } from './quote-repository.ts';

export async function quotePdf(db: Kysely<Database>, memberId: number, id: number, now: Date = new Date()): Promise<{ quoteNo: string; pdf: Buffer }> {
  const q = await readableQuote(db, memberId, id);
  if (q.quotedAt === null || q.status === 'requested' || q.status === 'withdrawn') throw conflict(QUOTE_MSG.notQuotedYet);
  const [detail, facts, site] = await Promise.all([quoteDetail(db, q, false, now), requesterFacts(db, q.memberId, q.companyId), readSiteSettings(db)]);
  const pdf = await renderQuotePdf({
    quote: detail,
    shop: { name: site.name ?? QUOTE_PDF_TEXT.shopName, companyName: site.companyName, address: site.address ?? '', phone: site.phone },
    customer: { companyName: facts.companyName, requesterName: detail.requesterName, phone: facts.mobile ?? '' },
    creationDate: q.quotedAt,
  });
  return { quoteNo: q.quoteNo, pdf };
}
