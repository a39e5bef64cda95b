// UI text of after-sales (售后), in Simplified Chinese: the titles of its pages (not built yet).

export const afterSalesText = {
  pages: {
    afterSaleDetail: '售后详情',
    afterSale: '售后服务',
  },
} as const;
