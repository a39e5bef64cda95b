// The UI text of the storefront shell's first paint (top bar, header, skip links, errors), in
// Simplified Chinese. The text of the parts that load later (VIP dialogs, login header, footer,
// side strip, logout dialog) is in deferred/text.ts, so it is not in the first load. Data shown on
// screen (phone, hours, QR codes, registration numbers, promises) comes from the server's site
// settings, never from here.

export const zh = {
  topBar: {
    label: '顶部栏',
    greeting: '您好，欢迎来到爱备客！',
    badgePersonal: '个人',
    badgeEnterprise: '企业',
    vipIcon: 'V',
    vipIconLabel: '会员价有效',
    vipIconUntil: (date: string) => `会员价有效，VIP 至 ${date}`,
    logout: '退出',
    login: '请登录',
    register: '免费注册',
    freeVipVisitor: '注册即可免费领VIP',
    freeVipPersonal: '完成企业认证，免费领VIP',
    vip688Prompt: '开通688年度VIP',
    myAibeike: '我的爱备客',
    myMenu: {
      personalCenter: '个人中心',
      shoppingCart: '购物车',
      myOrder: '我的订单',
      enquiry: '我的询价',
      collection: '我的收藏',
      pointRecord: '我的积分',
    },
    help: '帮助中心',
    /** The word that finds each help-menu entry's article in the help centre. */
    helpMenuQuery: {
      helpCenter: '帮助中心',
      registerFlow: '注册',
      invoice: '发票',
      enquiry: '询价',
      payment: '支付',
      returns: '退换',
    },
    helpMenu: {
      helpCenter: '帮助中心',
      registerFlow: '网站注册登录流程',
      invoice: '发票问题',
      enquiry: '如何询价',
      payment: '支付方式',
      returns: '退换货政策',
    },
    mobile: '手机版',
    miniProgram: '爱备客小程序',
    officialAccount: '爱备客公众号',
    qrAlt: (name: string) => `${name}二维码`,
  },
  header: {
    cart: '购物车',
    label: '网站头部',
    suggestionsLabel: '型号联想',
    searchLabel: '商品搜索',
    searchPlaceholder: '请输入型号',
    searchButton: '搜索',
    batchInquiry: '批量询价',
    modelTransition: '型号转换',
    hotSearch: '热门搜索：',
    hotSearchLabel: '热门搜索',
    navLabel: '主导航',
    nav: {
      home: '首页',
      allGoods: '全部商品',
      pointMall: '积分商城',
      serve: '服务与检测',
      about: '关于我们',
      cooperation: '合作中心',
      media: '媒体资讯',
    },
    category: '全部商品分类',
    categoryMenuLabel: '商品分类',
  },
  skip: {
    toMain: '跳到主要内容',
    toResults: '跳到搜索结果',
  },
  errors: {
    notFoundEnglish: 'This page could not be found',
    notFound: '页面不存在！',
    notDistributor: '该用户不是分销员',
    serverBusy: '服务器开小差了~请稍后重试',
    serverError: '服务器错误',
    backHome: '返回首页',
    chunkReload: '页面已更新，正在重新加载…',
  },
} as const;

export type ZhText = typeof zh;
