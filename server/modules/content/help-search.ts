// Help search (GET searchHelp?keyword=): live help articles whose title or plain text holds the
// keyword (case-insensitive; % and _ are literal). The text searched is body_text, the
// sanitised HTML without its tags, so "strong" or "href" never match markup. Title hits first
// (the query is content-repository.ts's helpArticlesMatching).
import type { Kysely } from 'kysely';
import type { HelpSearchHit } from '../../../domain/content/content-answers.ts';
import { HELP_KEYWORD_MAX } from '../../../domain/content/content-payloads.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { helpArticlesMatching } from './content-repository.ts';
import { CONTENT_MSG } from './messages.ts';

const SNIPPET_BEFORE = 20;
const SNIPPET_LENGTH = 80;

/** The trimmed keyword, or a 400 when it is empty or too long. */
export function helpKeyword(raw: string): string {
  const keyword = raw.replace(/\s+/g, ' ').trim();
  if (keyword === '') throw badRequest(CONTENT_MSG.keywordEmpty);
  if ([...keyword].length > HELP_KEYWORD_MAX) throw badRequest(CONTENT_MSG.keywordTooLong(HELP_KEYWORD_MAX));
  return keyword;
}

/** The text around the first match (or the start), on one line. */
export function snippetOf(text: string, keyword: string): string {
  const at = text.toLowerCase().indexOf(keyword.toLowerCase());
  const start = at < 0 ? 0 : Math.max(0, at - SNIPPET_BEFORE);
  const piece = text.slice(start, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${piece}${start + SNIPPET_LENGTH < text.length ? '…' : ''}`;
}

export async function searchHelp(db: Kysely<Database>, raw: string): Promise<HelpSearchHit[]> {
  const keyword = helpKeyword(raw);
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await helpArticlesMatching(db, pattern);
  return rows.map(({ bodyText, ...r }) => ({ ...r, snippet: snippetOf(bodyText, keyword) }));
}
