// The words of src/lib (request errors of the API client, the loading bar), in Simplified Chinese.

export const libText = {
  loading: '页面加载中',
  errors: {
    download: '文件下载失败，请稍后重试',
    relogin: '请重新登录',
    network: '网络异常，请稍后重试',
    unknown: '请求失败',
  },
} as const;
