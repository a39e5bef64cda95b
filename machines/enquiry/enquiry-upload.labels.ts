// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '询价上传',
  states: {
    previewing: '读取列对应',
    mapping: '确认列对应',
    sending: '上传中',
    reading: '读取表格',
    matching: '匹配商品',
  },
  events: {
    PICK: '选择表格文件',
    EDIT_PASTE: '粘贴型号',
    SEND_PASTE: '提交粘贴的型号',
    PROGRESS: '进度更新',
    SET_ROLE: '修改某项对应的列',
    CONFIRM: '点「开始匹配」',
    BACK: '点「重新选择文件」',
    RESET: '重新开始',
  },
  actors: {
    previewSheet: '预览表格',
    importSheet: '导入表格',
  }
};
