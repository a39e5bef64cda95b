// The Chinese lines the database layer logs or throws: start-up progress and driver limits.
export const DB_MSG = {
  migrated: (names: string[]) => `已执行迁移：${names.join(', ')}`,
  seeding: (skus: number) => `首次启动：正在生成 ${skus} 个 SKU 的演示目录…`,
  pgliteNoStreaming: 'PGlite 方言不支持流式查询',
};
