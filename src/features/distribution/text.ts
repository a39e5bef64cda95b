// UI text of distribution (分销), in Simplified Chinese: the titles of its pages (not built yet).

export const distributionText = {
  pages: {
    distribution: '分销收益',
  },
} as const;
