// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '编辑个人资料',
  states: {
    inspecting: '检查头像文件',
  },
  events: {
    PICK_AVATAR: '选择头像图片',
    DROP_AVATAR: '移除头像',
  },
  actors: {
    header: '读取图片文件头',
    save: '保存资料',
  }
};
