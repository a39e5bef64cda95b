// UI text of enquiry (询价), in Simplified Chinese: the titles of its pages (not built yet).

export const enquiryText = {
  pages: {
    batchInquiry: '批量询价',
    enquiryDetail: '询价详情',
    enquiry: '我的询价',
  },
} as const;
