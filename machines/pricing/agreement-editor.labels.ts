// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '协议价编辑',
  states: {
    loading: '加载中', failed: '加载失败', editing: '编辑协议', searchingCompanies: '查找企业', searchingGoods: '查找商品', saving: '保存中',
    savingToSubmit: '保存后提交', submitting: '提交确认中', importing: '导入价格表', submitted: '已提交确认',
  },
  events: {
    EDIT: '填写名称、备注或有效期', SEARCH_COMPANY: '查找企业', PICK_COMPANY: '选择企业', SEARCH_GOODS: '按型号或编码查找商品', ADD_GOODS: '添加商品',
    PRICE: '填写协议价', REMOVE_GOODS: '移除商品', ADD_RATE: '添加品牌或分类折扣', SET_RATE: '填写折扣', REMOVE_RATE: '移除折扣', SAVE: '保存草稿',
    SUBMIT: '提交确认', IMPORT: '导入价格表', RETRY: '重试',
  },
  actors: { load: '读取协议与选项', searchCompanies: '查找企业', searchGoods: '查找商品', save: '保存协议', submit: '提交确认', importSheet: '导入价格表' },
};
