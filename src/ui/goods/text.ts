// The words of the goods pieces (price, stock line, card), in Simplified Chinese: shared by the
// catalogue, cart, checkout and order pages, and loaded only with them (not with the shell).

export const goodsText = {
  price: {
    list: '销售价',
    member: '会员价',
    vip: 'VIP价',
    loginForMember: '登录享会员价',
    certifyForVip: '企业认证享VIP价',
    tiersTitle: '阶梯价',
    tierFrom: (qty: number, unit: string) => `≥${qty}${unit}`,
    original: '原价',
  },
  goods: {
    brand: '品牌',
    model: '型号',
    name: '名称',
    code: '商品编码',
    category: '分类',
    specs: '主要参数',
    stock: '库存',
    inStock: (qty: number, unit: string) => `现货 ${qty}${unit}`,
    outOfStock: '暂无现货',
    leadTime: (days: number) => `${days}天发货`,
    leadTimeLabel: '交期',
    restock: (days: number) => `约${days}天补货`,
    restockLabel: '补货周期',
    unit: '单位',
    minOrder: (qty: number, unit: string) => `${qty}${unit}起订`,
    pack: (qty: number, unit: string) => `每包${qty}${unit}`,
    sales: (n: number) => `已售 ${n}`,
    badgeNew: '新品',
    badgeHot: '热销',
    imageAlt: (brand: string, model: string) => `${brand} ${model} 商品图片`,
    view: '查看',
  },
} as const;
