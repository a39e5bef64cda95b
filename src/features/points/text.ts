// UI text of points (积分), in Simplified Chinese: the titles of its pages (not built yet).

export const pointsText = {
  pages: {
    pointMall: '积分商城',
    pointRecord: '积分记录',
    pointRedemptionRecord: '兑换记录',
  },
} as const;
