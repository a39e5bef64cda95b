// The Chinese words of this machine's generated test paths and diagram (npm run report, scripts/report/).
export const labels = {
  name: '收货地址表单',
  states: {
    areas: '加载省市区',
    areasFailed: '省市区加载失败',
    unsupported: '不支持定位',
    positioning: '定位中',
    geocoding: '解析地址',
  },
  events: {
    TOGGLE_DEFAULT: '切换「设为默认」',
    PICK_PROVINCE: '选择省份',
    PICK_CITY: '选择城市',
    PICK_DISTRICT: '选择区县',
    RETRY_AREAS: '重试加载省市区',
    LOCATE: '点「定位」',
  },
  actors: {
    areas: '加载省市区',
    position: '定位',
    geocode: '解析地址',
    save: '保存地址',
  }
};
