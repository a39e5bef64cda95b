// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '服务预约',
  states: {
    visitor: '未登录',
    importing: '导入表格中',
    attaching: '上传附件中',
  },
  events: {
    PICK_ADDRESS: '选择服务地址',
    DATE: '选择期望日期',
    ROW_EDIT: '修改一行设备',
    ROW_ADD: '添加一行设备',
    ROW_REMOVE: '删除一行设备',
    IMPORT: '导入设备表格',
    ATTACH: '选择附件',
    DETACH: '移除附件',
    BOOK_AGAIN: '再预约一次',
  },
  actors: {
    load: '加载服务项目',
    readSheet: '读取表格',
    uploadAttachment: '上传附件',
    save: '提交预约',
  }
};
