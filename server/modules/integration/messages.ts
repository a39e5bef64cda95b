// The integration feature's sentences (issue 40): what an ERP developer or the company admin reads.
export const INTEGRATION_MSG = {
  clientCredentialsWrong: '接口客户端编号或密钥错误',
  clientRevoked: '接口客户端已停用，请联系企业管理员',
  addressNotAllowed: (ip: string) => `接口客户端不允许从地址 ${ip} 调用，请联系企业管理员添加允许的地址段`,
} as const;
