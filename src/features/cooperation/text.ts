// UI text of the cooperation centre (合作中心), in Simplified Chinese: the titles of its pages (not built yet).

export const cooperationText = {
  pages: {
    cooperationForm: '合作申请',
    cooperation: '合作中心',
    supplier: '供应商合作',
  },
} as const;
