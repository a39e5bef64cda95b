// Matching the lines of an enquiry against the live catalogue (issue 14 item 3), in this order,
// recording how: (1) the exact model (+ brand when given); (2) the normalised model key (case,
// full-width, spaces, hyphens, dots, a brand written inside the model cell, Chinese or English
// brand names and aliases); (3) the member's own earlier choices for the same text; (4) model-conversion
// equivalents; (5) trigram similarity. Only (1) and (2) choose goods automatically; everything
// else is offered as candidates. Every step is one query for all lines, so 10,000 lines cost a
// handful of round trips; similarity runs for at most SIMILAR_BUDGET distinct unmatched keys. The
// queries are match-repository.ts's.
import type { Kysely } from 'kysely';
import { brandKey } from '../../../domain/catalogue/brand-key.ts';
import { modelKey, modelText } from '../../../domain/catalogue/model-key.ts';
import { ENQUIRY_MAX_CANDIDATES, ENQUIRY_MAX_QTY, readSheetQty } from '../../../domain/enquiry/enquiry-rules.ts';
import type { EnquiryLineStatus, MatchHow } from '../../../domain/enquiry/enquiry-status.ts';
import type { Database } from '../../db/schema.ts';
import { brandAliasRows, brandRows, conversionGoods, liveGoodsOfModelKeys, rememberedChoices, similarGoods, type GoodsHit } from './match-repository.ts';
import { ENQUIRY_MSG } from './messages.ts';

/** A line as typed. */
export interface InputLine {
  rowNo: number;
  model: string;
  brand: string;
  qtyText: string;
  unit: string;
  remark: string;
  /** The buyer's own material code (物料编码) of the line, '' when the sheet has none. */
  buyerCode: string;
}

export interface CandidateRef {
  goodsId: number;
  why: Exclude<MatchHow, 'quote'>;
}

export interface MatchedLine extends InputLine {
  qty: number | null;
  status: EnquiryLineStatus;
  reason: string;
  how: MatchHow | null;
  goodsId: number | null;
  candidates: CandidateRef[];
}

/** The most distinct unmatched keys looked up by similarity in one matching run. */
export const SIMILAR_BUDGET = 400;
const SIMILAR_MIN_KEY = 4;
/** Similarity queries run at once (the machine this is measured on has 2 cores). */
const SIMILAR_LANES = 2;
const KEY_CHUNK = 10_000;

interface BrandRef {
  id: number;
  name: string;
}

export { brandKey };

/**
 * Every brand word by its key: names, Chinese names and the aliases staff keep (brand_alias),
 * read at each matching run, so an alias edited in the console counts at the next import in
 * every process.
 */
/** Every brand word the shop knows (names, Chinese names, staff-kept aliases) by its key. */
export interface BrandIndex {
  byKey: Map<string, BrandRef>;
  /** The keys, longest first. */
  keys: string[];
  nameOf: Map<number, string>;
}

export async function brandIndex(db: Kysely<Database>): Promise<BrandIndex> {
  const [rows, aliases] = await Promise.all([
    brandRows(db),
    brandAliasRows(db),
  ]);
  const byKey = new Map<string, BrandRef>();
  const add = (k: string, ref: BrandRef) => {
    if (k.length >= 2 && !byKey.has(k)) byKey.set(k, ref);
  };
  for (const b of rows) for (const text of [b.name, b.nameCn]) add(text ? brandKey(text) : '', { id: b.id, name: b.name });
  for (const a of aliases) add(a.aliasKey, { id: a.id, name: a.name });
  // Longest first, so "SCHNEIDER" is tried before a shorter brand that is its prefix.
  return { byKey, keys: [...byKey.keys()].sort((a, b) => b.length - a.length), nameOf: new Map(rows.map((b) => [b.id, b.name])) };
}

/**
 * The brand key a remembered choice (enquiry_choice.brand_key) is kept under: a brand word the
 * shop knows (name, Chinese name or alias) is the brand's name key, so a pick made under 东华 is
 * found for DONGHUA; an unknown word stays as typed; '' when no brand was typed.
 */
export function choiceBrandKey(brands: BrandIndex, typed: string): string {
  const k = brandKey(typed);
  const ref = brands.byKey.get(k);
  return ref ? brandKey(ref.name) : k;
}

/**
 * Every brand_key a choice for this typed brand may have been kept under: each key of the same
 * brand (a choice kept before the keys were resolved is under the word the buyer typed), else
 * the typed key alone.
 */
export function choiceBrandKeys(brands: BrandIndex, typed: string): string[] {
  const k = brandKey(typed);
  const ref = brands.byKey.get(k);
  if (!ref) return [k];
  const keys = new Set([brandKey(ref.name), k]);
  for (const [key, r] of brands.byKey) if (r.id === ref.id) keys.add(key);
  return [...keys];
}

/** What a match really rested on: the text as typed (or up to case and spaces), or the key; with the brand or without. */
function reasonOfMatch(typed: string, g: { model: string }, how: 'exact' | 'normalised', withBrand: boolean): string {
  if (how === 'normalised') return ENQUIRY_MSG.reasonNormalised;
  const identical = typed.trim() === g.model.trim();
  if (withBrand) return identical ? ENQUIRY_MSG.reasonExactBrand : ENQUIRY_MSG.reasonExactLooseBrand;
  return identical ? ENQUIRY_MSG.reasonExact : ENQUIRY_MSG.reasonExactLoose;
}

interface Prepared {
  line: MatchedLine;
  key: string;
  /** The key with a brand written in the model cell taken off, or null. */
  strippedKey: string | null;
  brandInModel: BrandRef | null;
  brand: BrandRef | null;
  brandGiven: boolean;
}

async function inChunks<T>(keys: string[], run: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < keys.length; i += KEY_CHUNK) out.push(...(await run(keys.slice(i, i + KEY_CHUNK))));
  return out;
}

/** The brand a model cell names at its start or end ("SKF 6205-2RS", "6205/斯凯孚"), and the rest's key. */
function brandInCell(key: string, keys: string[], byKey: Map<string, BrandRef>): { brand: BrandRef; rest: string } | null {
  for (const b of keys) {
    if (key.length <= b.length) continue;
    if (key.startsWith(b) && /\d/.test(key.slice(b.length))) return { brand: byKey.get(b)!, rest: key.slice(b.length) };
    if (key.endsWith(b) && /\d/.test(key.slice(0, -b.length))) return { brand: byKey.get(b)!, rest: key.slice(0, -b.length) };
  }
  return null;
}

/** Matches every line; the answer keeps the input order. */
export async function matchLines(db: Kysely<Database>, memberId: number, input: readonly InputLine[], known?: BrandIndex): Promise<MatchedLine[]> {
  const brands = known ?? (await brandIndex(db));
  const prepared: Prepared[] = [];
  const firstOf = new Map<string, Prepared>();
  const dups: { p: Prepared; dupModel: string; dupBrand: string; qty: number }[] = [];
  const out: MatchedLine[] = [];

  for (const raw of input) {
    const line: MatchedLine = { ...raw, qty: null, status: 'unmatched', reason: '', how: null, goodsId: null, candidates: [] };
    out.push(line);
    const key = modelKey(raw.model);
    if (raw.model.trim() === '' || key === '') {
      line.status = 'invalid';
      line.reason = ENQUIRY_MSG.reasonNoModel;
      continue;
    }
    const qty = readSheetQty(raw.qtyText);
    if (!qty.ok) {
      line.status = 'invalid';
      line.reason = qty.reason;
      continue;
    }
    line.qty = qty.qty;
    const given = raw.brand.trim() !== '';
    const brand = given ? (brands.byKey.get(brandKey(raw.brand)) ?? null) : null;
    const inCell = brandInCell(key, brands.keys, brands.byKey);
    const p: Prepared = { line, key, strippedKey: inCell?.rest ?? null, brandInModel: inCell?.brand ?? null, brand, brandGiven: given };
    // The model part of its duplicate identity: the key (the key without an in-cell brand of the
    // line's brand); the brand part: the brand found, else the brand as typed.
    const dupModel = inCell && (!given || brand?.id === inCell.brand.id) ? inCell.rest : key;
    dups.push({ p, dupModel, dupBrand: String((brand ?? inCell?.brand)?.id ?? (given ? brandKey(raw.brand) : '')), qty: qty.qty });
  }
  if (dups.length === 0) return out;

  // (1)(2) exact and normalised keys, the raw key and the key without an in-cell brand.
  const keys = [...new Set(dups.flatMap(({ p }) => (p.strippedKey ? [p.key, p.strippedKey] : [p.key])))];
  // The keys as one array joined to the index: one round trip per chunk (match-repository.ts).
  const hits = await inChunks(keys, (chunk) => liveGoodsOfModelKeys(db, chunk));
  const byKey = new Map<string, GoodsHit[]>();
  for (const h of hits) byKey.set(h.modelKey, [...(byKey.get(h.modelKey) ?? []), h]);

  // Lines of one key and brand are one line (quantities added), unless the catalogue sells
  // several models under that key and the line's text is exactly one of them: then only the
  // same text is the same part ("ZQ-6205-2RS" and "ZQ6205-2RS" are two goods).
  for (const { p, dupModel, dupBrand, qty } of dups) {
    const typed = modelText(p.line.model);
    const texts = new Set((byKey.get(dupModel) ?? []).map((g) => modelText(g.model)));
    const model = texts.size > 1 && texts.has(typed) ? `\u0001${typed}` : dupModel;
    const dupKey = `${model}\u0000${dupBrand}`;
    const first = firstOf.get(dupKey);
    if (first) {
      p.line.status = 'duplicate';
      p.line.reason = ENQUIRY_MSG.reasonDuplicate(first.line.rowNo);
      first.line.qty = Math.min(ENQUIRY_MAX_QTY, (first.line.qty ?? 0) + qty);
      continue;
    }
    firstOf.set(dupKey, p);
    prepared.push(p);
  }

  const waiting: Prepared[] = [];
  for (const p of prepared) {
    const { line } = p;
    const own = byKey.get(p.key) ?? [];
    const stripped = p.strippedKey ? (byKey.get(p.strippedKey) ?? []) : [];
    // The model as typed wins; else the model with the brand in the cell taken off.
    const useStripped = own.length === 0 && stripped.length > 0;
    const found = useStripped ? stripped : own;
    const brand = p.brand ?? (useStripped ? p.brandInModel : null);
    const wantsBrand = p.brandGiven || useStripped;
    const typed = modelText(line.model);
    const sameText = (g: GoodsHit) => modelText(g.model) === typed;
    const how = (g: GoodsHit): 'exact' | 'normalised' => (!useStripped && sameText(g) ? 'exact' : 'normalised');
    if (found.length > 0) {
      // The goods the brand allows: the brand's own, or all when no brand was given.
      const pool = brand ? found.filter((g) => g.brandId === brand.id) : wantsBrand ? [] : found;
      // An exact model (case and spaces aside) decides among goods that share its key only by
      // dots, hyphens or slashes; else the one goods of the key.
      const exact = useStripped ? [] : pool.filter(sameText);
      const chosen = exact.length === 1 ? exact[0]! : pool.length === 1 ? pool[0]! : null;
      if (chosen) {
        line.status = 'matched';
        line.goodsId = chosen.id;
        line.how = how(chosen);
        line.reason = useStripped ? ENQUIRY_MSG.reasonBrandInModel(p.brandInModel!.name) : reasonOfMatch(line.model, chosen, line.how, brand !== null);
        continue;
      }
      const offered = exact.length > 1 ? exact : pool.length > 1 ? pool : found;
      line.candidates = offered.slice(0, ENQUIRY_MAX_CANDIDATES).map((g) => ({ goodsId: g.id, why: how(g) }));
      const brandCount = new Set(offered.map((g) => g.brandId)).size;
      const typedBrand = line.brand.trim() || p.brandInModel?.name || '';
      if (pool.length === 0) line.reason = p.brandGiven && !p.brand ? ENQUIRY_MSG.reasonUnknownBrand(typedBrand) : ENQUIRY_MSG.reasonOtherBrand(typedBrand);
      else if (brandCount > 1) line.reason = ENQUIRY_MSG.reasonChooseBrand(brandCount);
      else if (exact.length > 1) line.reason = ENQUIRY_MSG.reasonSameText(exact.length);
      else line.reason = ENQUIRY_MSG.reasonSameBrandVariants(brands.nameOf.get(offered[0]!.brandId) ?? '', offered.length);
    }
    waiting.push(p);
  }

  if (waiting.length > 0) {
    const searchKey = (p: Prepared) => p.strippedKey ?? p.key;
    const waitKeys = [...new Set(waiting.flatMap((p) => (p.strippedKey ? [p.key, p.strippedKey] : [p.key])))];
    // (3) the member's own earlier choices for the same text.
    const choices = await inChunks(waitKeys, (chunk) => rememberedChoices(db, memberId, chunk));
    // (4) model conversion: the other members of a cross-reference group that we sell.
    const conversions = await inChunks(waitKeys, (chunk) => conversionGoods(db, chunk));
    const convByKey = new Map<string, number[]>();
    for (const c of conversions) convByKey.set(c.key, [...(convByKey.get(c.key) ?? []), c.goodsId]);

    for (const p of waiting) {
      const { line } = p;
      const add = (goodsId: number, why: CandidateRef['why']) => {
        if (line.candidates.length < ENQUIRY_MAX_CANDIDATES && !line.candidates.some((c) => c.goodsId === goodsId)) line.candidates.push({ goodsId, why });
      };
      // The typed brand's choice, kept under any word of the same brand (东华 = DONGHUA), before
      // one made for the model with no brand typed; the latest first.
      const sameBrand = new Set(line.brand.trim() === '' ? [] : choiceBrandKeys(brands, line.brand));
      const remembered = choices
        .filter((c) => (c.inputKey === p.key || c.inputKey === p.strippedKey) && (sameBrand.has(c.brandKey) || c.brandKey === ''))
        .sort((a, b) => Number(sameBrand.has(b.brandKey)) - Number(sameBrand.has(a.brandKey)) || new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());
      // A remembered choice comes first, and the reason says so (it still waits for the buyer).
      const before = line.candidates;
      line.candidates = [];
      for (const c of remembered) add(c.goodsId, 'memory');
      if (remembered.length > 0) line.reason = ENQUIRY_MSG.reasonMemory(remembered[0]!.brandName, remembered[0]!.model);
      for (const c of before) add(c.goodsId, c.why);
      for (const k of [p.key, p.strippedKey]) for (const id of (k ? convByKey.get(k) : undefined) ?? []) add(id, 'conversion');
      if (line.candidates.length === 0 && searchKey(p).length < SIMILAR_MIN_KEY) line.reason = ENQUIRY_MSG.reasonUnmatched;
    }

    // (5) trigram similarity for lines still without a candidate.
    const similarKeys = [...new Set(waiting.filter((p) => p.line.candidates.length === 0 && searchKey(p).length >= SIMILAR_MIN_KEY).map(searchKey))].slice(0, SIMILAR_BUDGET);
    if (similarKeys.length > 0) {
      // Each key is one trigram index search; the keys go in SIMILAR_LANES queries at once (on
      // PostgreSQL they run on separate connections of the pool, so on separate cores).
      const lanes = Array.from({ length: Math.min(SIMILAR_LANES, similarKeys.length) }, (_, i) => similarKeys.filter((_, j) => j % SIMILAR_LANES === i));
      const rows = (await Promise.all(lanes.map((keys) => similarGoods(db, keys, ENQUIRY_MAX_CANDIDATES)))).flat();
      const simByKey = new Map<string, number[]>();
      for (const r of rows) simByKey.set(r.key, [...(simByKey.get(r.key) ?? []), r.goodsId]);
      for (const p of waiting) {
        if (p.line.candidates.length > 0) continue;
        for (const id of simByKey.get(searchKey(p)) ?? []) {
          if (p.line.candidates.length < ENQUIRY_MAX_CANDIDATES) p.line.candidates.push({ goodsId: id, why: 'similar' });
        }
      }
    }
    for (const p of waiting) {
      const { line } = p;
      if (line.candidates.length > 0) {
        line.status = 'candidates';
        line.how = line.candidates[0]!.why;
        if (!line.reason) line.reason = ENQUIRY_MSG.reasonCandidates(line.candidates.length);
      } else {
        line.status = 'unmatched';
        line.how = null;
        line.reason = ENQUIRY_MSG.reasonUnmatched;
      }
    }
  }
  return out;
}
