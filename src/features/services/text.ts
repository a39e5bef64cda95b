// UI text of services and testing (服务与检测), in Simplified Chinese: the titles of its pages (not built yet).

export const servicesText = {
  pages: {
    serveDetail: '服务详情',
    serveList: '服务与检测',
    serviceOrderDetail: '服务订单详情',
    serviceOrder: '服务订单',
  },
} as const;
