// The calls of the 协议价 pages (goods service, issue 39): the queue, one agreement, the editor's
// pickers (companies, brands and categories, goods by model or code through the catalogue list),
// save, the sheet import (multipart), submit, and the 管理员's confirm, reject and revoke. A write
// answers with the agreement read again and the server's message, which the page shows.
import type { AgreementImportMode, AgreementListBody, AgreementSaveBody } from '../../../../domain/pricing/agreement-payloads.ts';
import type { AgreementCompanyOption, AgreementDetail, AgreementImportAnswer, AgreementOptions, AgreementRow } from '../../../../domain/pricing/agreement-views.ts';
import type { Envelope, Page } from '../../../../domain/shared/envelope.ts';
import type { CatalogueRow } from '../../../../domain/staff/catalogue-payloads.ts';
import type { DecisionCall } from '../../../../machines/pricing/agreement-decision.ts';
import type { GoodsHit, ImportInput, Saved } from '../../../../machines/pricing/agreement-editor.ts';
import { get, post, request } from '../../../lib/client.ts';

const BASE = '/goods/api/staff/goods/priceAgreement';

export const fetchAgreementPage = (body: AgreementListBody) => post<Page<AgreementRow>>(`${BASE}/list`, body, { silent: true });

export const fetchAgreement = (id: number) => get<AgreementDetail>(`${BASE}/get/${id}`, undefined, { silent: true });

export const fetchAgreementOptions = () => get<AgreementOptions>(`${BASE}/options`, undefined, { silent: true });

export const searchAgreementCompanies = (keyword: string) => get<AgreementCompanyOption[]>(`${BASE}/companies`, { keyword }, { silent: true });

/** Goods by model, code or name (the catalogue's staff list, on sale or not), the first 10. */
export async function searchAgreementGoods(keyword: string): Promise<GoodsHit[]> {
  const page = await post<Page<CatalogueRow>>('/goods/api/staff/goods/catalogue/list', { current: 1, size: 10, keyword }, { silent: true });
  return page.records.map((r) => ({ id: r.id, goodsCode: r.goodsCode, model: r.model, name: r.name, brandName: r.brandName, memberPriceFen: r.memberPriceFen }));
}

async function write(url: string, data: unknown): Promise<Saved> {
  const answer = await request<Envelope<AgreementDetail>>({ method: 'POST', url, data }, { silent: true });
  return { detail: answer.data, msg: answer.msg };
}

export const saveAgreement = (body: AgreementSaveBody) => write(`${BASE}/save`, body);

export const submitAgreement = (input: { id: number; version: number }) => write(`${BASE}/submit/${input.id}`, { version: input.version });

export function decideAgreement(c: DecisionCall): Promise<Saved> {
  return write(`${BASE}/${c.verb}/${c.id}`, c.verb === 'reject' ? { version: c.version, reason: c.reason ?? '' } : { version: c.version });
}

export async function importAgreementSheet(input: ImportInput): Promise<AgreementImportAnswer & { msg: string }> {
  const body = new FormData();
  body.append('version', String(input.version));
  body.append('mode', input.mode satisfies AgreementImportMode);
  body.append('file', input.file, input.fileName);
  const answer = await request<Envelope<AgreementImportAnswer>>({ method: 'POST', url: `${BASE}/import/${input.id}`, data: body, timeout: 60_000 }, { silent: true });
  return { ...answer.data, msg: answer.msg };
}
