// Chinese text of the process start (server/main.ts), the start-up checks (server/config.ts) and
// the upload refusals (server/providers/storage/upload-store.ts) and the staff console's CSRF check.
export const SECURITY_MSG = {
  notNonNegativeInteger: (name: string, value: string) => `${name} 必须是非负整数，当前为 ${value}`,
  notPositiveInteger: (name: string, value: string) => `${name} 必须是正整数，当前为 ${value}`,
  trustProxyInvalid: (entry: string) =>
    `TRUST_PROXY 只能是逗号分隔的代理地址或网段（如 10.0.0.5,192.168.1.0/24、loopback），无法识别：${entry}`,
  productionDefaultSecret: (names: string[]) =>
    `生产环境（NODE_ENV=production）拒绝启动：${names.join('、')} 仍是公开的默认值，请设置自己的随机密钥`,
  startRefused: (reason: string) => `启动失败：${reason}`,
  workersInvalid: (value: string, max: number) => `WORKERS 必须是 1 到 ${max} 之间的整数，当前为 ${value}`,
  workersNeedPostgres: (n: number) =>
    `WORKERS=${n} 需要 PostgreSQL（DATABASE_URL）：内置数据库 PGlite 只能由一个进程打开，请设置 DATABASE_URL 或使用 WORKERS=1`,
  workersNeedRedisForReplicas: (n: number) =>
    `WORKERS=${n} 与 DATABASE_REPLICA_URL 同时使用时需要 REDIS_URL：写入后改读主库的标记要在各工作进程间共享，否则会员在另一进程可能读到尚未同步的副本`,
  replicaNeedsPrimary: () => 'DATABASE_REPLICA_URL 需要同时设置 DATABASE_URL：只读副本是 PostgreSQL 主库的副本，内置数据库 PGlite 没有副本',
  replicaUrlInvalid: (shown: string) => `DATABASE_REPLICA_URL 必须是以逗号分隔的 postgres:// 地址，无法识别：${shown}`,
  replicaIsPrimary: () => 'DATABASE_REPLICA_URL 不能是主库本身（与 DATABASE_URL 相同）',
  imageTooManyPixels: (megapixels: number) => `图片像素过多（超过 ${megapixels} 百万像素），请缩小后重新上传`,
  imageUnreadable: '图片无法解析，请换一张图片重新上传',
  pdfActiveContent: 'PDF 文件含有脚本、自动执行的动作或附件，出于安全考虑不能上传，请另存为普通 PDF 或图片后重试',
  pdfEncrypted: '不支持加密的 PDF 文件，请去除密码保护后重新上传',
  pdfUnreadable: 'PDF 文件无法解析（文件损坏或结构不规范），请重新导出后上传',
  pdfCheckBusy: '当前上传的 PDF 文件较多，请稍后重试',
  pdfTooComplex: 'PDF 文件过大或结构过于复杂，无法完成安全检查，请重新导出或改为上传图片',
  uploadTypeUnsupported: '不支持的文件类型',
  quotaExceeded: (mb: number) => `您上传的文件已达 ${mb} MB 上限，无法继续上传，请联系客服`,
  // the staff console's write without its session's CSRF token (server/http/staff-csrf.ts)
  csrfMissing: '页面已过期，请刷新后台页面后重试',
} as const;

/** The lines server/main.ts prints (the tests and the bench wait for some of them). */
export const START_MSG = {
  line: (msg: string) => `[爱备客] ${msg}`,
  database: (where: string) => `数据库：${where}`,
  stopping: (signal: string) => `收到 ${signal}，正在停止…`,
  ready: (ms: number, url: string) => `已就绪，用时 ${ms} ms：${url}`,
  // WORKERS=N (server/cluster.ts)
  workers: (n: number, pid: number) => `主进程 ${pid}：启动 ${n} 个工作进程`,
  workerListening: (id: number, pid: number) => `工作进程 ${id}（pid ${pid}）开始监听`,
  workerDied: (id: number, pid: number, code: number | null, signal: string | null, delayMs: number) =>
    `工作进程 ${id}（pid ${pid}）意外退出（${signal ? `信号 ${signal}` : `代码 ${code}`}），${delayMs} ms 后重启`,
  workersStopped: (code: number) => `工作进程已全部停止，主进程退出（代码 ${code}）`,
  workersForced: (ms: number) => `工作进程 ${ms} ms 内未全部停止，强制结束`,
} as const;
