// npm run webhooks -- <command>: the webhook backlog (issue 40 item 3) from a terminal, on the same
// database as the server (DATABASE_URL, else PGlite in DATA_DIR or ./data), through the same
// functions as the server (server/modules/integration/public.ts).
//   deliveries <企业编号> [--status pending|delivered|failed] [--page N] [--size N]
//   send-due [--allow-private]
// Prints Chinese lines; a refusal prints its message and exits 1 (2 for a usage error).
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { WEBHOOK_DELIVERY_STATUS_TEXT, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TEXT, type WebhookDeliveryStatus } from '../domain/integration/webhook-events.ts';
import type { Database } from '../server/db/schema.ts';
import { companyDeliveryPage, sendDueWebhooks } from '../server/modules/integration/public.ts';
import { china, cliFailure, int, runWhenMain, UsageError, type CliResult } from './staff-cli.ts';

export const HELP = `爱备客 Webhook 命令行（与服务器的发送任务使用同一套逻辑）

用法：npm run webhooks -- <命令> [参数]

  deliveries <企业编号> [--status 状态] [--page N] [--size N]   列出企业的 Webhook 投递（状态：${WEBHOOK_DELIVERY_STATUSES.map((s) => `${s} ${WEBHOOK_DELIVERY_STATUS_TEXT[s]}`).join('，')}）
  send-due [--allow-private]                                   立即发送所有到期的投递一次（服务器每 WEBHOOK_SEND_SECONDS 秒自动执行）；
                                                               --allow-private 或 WEBHOOK_ALLOW_PRIVATE=1 允许内网地址（仅测试用）

数据库：设置了 DATABASE_URL 时连接该 PostgreSQL，否则打开 DATA_DIR（默认 ./data）中的内嵌 PGlite。
注意：PGlite 数据目录不能被两个进程同时打开。使用 PGlite 时请先停止服务器再运行本命令。`;

/** Runs one command against `db`; never exits the process (the tests call it directly). */
export async function runWebhooksCommand(db: Kysely<Database>, argv: string[]): Promise<CliResult> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        status: { type: 'string' },
        page: { type: 'string' },
        size: { type: 'string' },
        'allow-private': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const [command, arg] = positionals;
    if (!command || values.help || command === 'help') return { code: command || values.help ? 0 : 2, out: [HELP] };
    switch (command) {
      case 'deliveries': {
        const companyId = Number(arg);
        if (!Number.isInteger(companyId) || companyId < 1) throw new UsageError('请提供企业编号（正整数）');
        const size = int(values.size, '--size ', 20);
        if (size > 100) throw new UsageError('--size 不能超过 100');
        const status = values.status ?? null;
        if (status !== null && !(WEBHOOK_DELIVERY_STATUSES as readonly string[]).includes(status)) throw new UsageError(`未知状态：${status}`);
        const page = await companyDeliveryPage(db, companyId, { current: int(values.page, '--page ', 1), size, status: status as WebhookDeliveryStatus | null });
        if (page.total === 0) return { code: 0, out: ['没有投递记录'] };
        return {
          code: 0,
          out: [
            `投递共 ${page.total} 条（第 ${page.current} 页）：`,
            ...page.records.map((r) => [
              `#${r.id}  ${r.eventId}  ${r.eventType} ${WEBHOOK_EVENT_TEXT[r.eventType]}  ${WEBHOOK_DELIVERY_STATUS_TEXT[r.status]}  尝试 ${r.attempts} 次`,
              `HTTP ${r.lastStatusCode ?? '—'}`,
              r.lastDurationMs === null ? '' : `${r.lastDurationMs} ms`,
              `事件 ${china(r.createdAt)}`,
              r.nextAttemptAt ? `下次 ${china(r.nextAttemptAt)}` : '',
              r.lastError ? `错误：${r.lastError}` : '',
              r.url,
            ].filter(Boolean).join('  ')),
          ],
        };
      }
      case 'send-due': {
        const allowPrivate = values['allow-private'] === true || process.env.WEBHOOK_ALLOW_PRIVATE === '1';
        const s = await sendDueWebhooks(db, { allowPrivate });
        return { code: 0, out: [s.claimed === 0 ? '没有到期的投递' : `发送 ${s.claimed} 条：送达 ${s.delivered}，稍后重试 ${s.retried}，已失败 ${s.failed}`] };
      }
      default:
        throw new UsageError(`未知命令：${command}`);
    }
  } catch (err) {
    return cliFailure(err, HELP);
  }
}

runWhenMain(import.meta.url, HELP, 'Webhook 操作失败', runWebhooksCommand);
