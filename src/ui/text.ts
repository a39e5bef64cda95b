// The shared words of src/ui (site name, page states, member-centre menu, copy button), in
// Simplified Chinese. A feature's own words stay in its text.ts.

export const uiText = {
  site: {
    name: '爱备客',
    tagline: '让工业采购更简单',
    title: '爱备客-让工业采购更简单',
    logoAlt: '爱备客 首页',
  },
  pages: {
    underConstruction: '建设中',
    underConstructionBody: '该页面正在建设中，敬请期待。',
    backHome: '返回首页',
    retry: '重新加载',
  },
  memberNav: {
    label: '会员中心导航',
    title: '会员中心',
    items: {
      personalCenter: '个人中心',
      myOrder: '我的订单',
      confirmedOrder: '待提交订单',
      accountInformation: '账户信息',
      securitySettings: '安全设置',
      addressManagement: '地址管理',
      invoiceManagement: '发票管理',
      enterpriseCertification: '企业认证',
      company: '企业管理',
      companyLists: '常购清单',
      companyApprovals: '订单审批',
      companyRules: '审批规则',
      companyBudgets: '部门预算',
      companyIntegration: '系统集成',
      messageNotification: '消息通知',
      collection: '我的收藏',
      afterSale: '退换货/售后',
      enquiry: '我的询价',
      quote: '报价单',
      serviceOrder: '服务订单',
      pointRecord: '我的积分',
      distribution: '分销中心',
    },
    groups: {
      trade: '交易管理',
      company: '企业采购',
      benefits: '积分与收益',
      account: '账户设置',
    },
  },
  pagination: {
    label: '分页',
    prev: '上一页',
    next: '下一页',
    page: (n: number) => `第 ${n} 页`,
  },
  punctuation: {
    colon: '：',
    parens: (inner: string | number) => `（${inner}）`,
  },
  copy: {
    copy: '复制',
    copied: (what: string) => `${what}已复制`,
    copyFailed: '复制失败，请手动选择复制',
    copyLabel: (what: string) => `复制${what}`,
  },
} as const;
