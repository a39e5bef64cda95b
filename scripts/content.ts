// npm run content -- <command>: publish help, media or agreement articles from a terminal, on the
// same database as the server (DATABASE_URL, else PGlite in DATA_DIR or ./data) and through the
// same save service as the staff API POST /gateway/common/api/staff/cms/article/save
// (server/modules/content/public.ts), so the HTML goes through the same allow-list.
//   publish <file.json>   the file holds one SaveArticleBody (domain/content/content-payloads.ts)
// Prints Chinese lines; a refusal prints its message and exits 1 (2 for a usage error).
import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { Value } from 'typebox/value';
import { SaveArticleBody } from '../domain/content/content-payloads.ts';
import type { Database } from '../server/db/schema.ts';
import { saveArticle } from '../server/modules/content/public.ts';
import { cliFailure, runWhenMain, type CliResult } from './staff-cli.ts';

export const HELP = `爱备客文章发布命令行（与后台接口 /gateway/common/api/staff/cms/article/save 使用同一套业务逻辑）

用法：npm run content -- publish <文章.json>

  文章 JSON 字段：categoryId（分类编号）、title、label（小写字母、数字与短横线）、content（HTML），
  可选 id（修改已有文章）、summary、coverUrl（/files/ 或 https 地址）、sort、status（1 发布，0 下线）、
  publishedAt（ISO 8601）。正文按白名单净化：p、h2~h4、ul/ol/li、strong/em、a、img、表格。

数据库：设置了 DATABASE_URL 时连接该 PostgreSQL，否则打开 DATA_DIR（默认 ./data）中的内嵌 PGlite。
注意：PGlite 数据目录不能被两个进程同时打开。使用 PGlite 时请先停止服务器再运行本命令。`;

/** Runs one command against `db`; never exits the process (the tests call it directly). */
export async function runContentCommand(db: Kysely<Database>, argv: string[], read: (path: string) => Promise<string> = (p) => readFile(p, 'utf8')): Promise<CliResult> {
  const [command, file, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') return { code: command ? 0 : 2, out: [HELP] };
  if (command !== 'publish') return { code: 2, out: [`未知命令：${command}`, '', HELP] };
  if (!file || rest.length > 0) return { code: 2, out: ['请提供一个文章 JSON 文件', '', HELP] };
  let body: unknown;
  try {
    body = JSON.parse(await read(file));
  } catch (err) {
    return { code: 2, out: [`无法读取文章文件 ${file}：${err instanceof Error ? err.message : String(err)}`] };
  }
  if (!Value.Check(SaveArticleBody, body)) {
    const first = [...Value.Errors(SaveArticleBody, body)][0];
    return { code: 2, out: [`文章文件格式不对：${first ? `${first.instancePath || '/'} ${first.message}` : ''}`] };
  }
  try {
    const saved = await saveArticle(db, body);
    return { code: 0, out: [`${saved.created ? '已发布' : '已更新'}文章 #${saved.id}「${saved.title}」（${saved.label}，${saved.status === 1 ? '发布' : '下线'}），正文已按白名单净化`] };
  } catch (err) {
    return cliFailure(err, HELP);
  }
}

runWhenMain(import.meta.url, HELP, '文章命令执行失败', runContentCommand);
