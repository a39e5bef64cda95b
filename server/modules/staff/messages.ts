// The Chinese messages of the staff console: permission refusals, staff accounts, and the names
// the audit log gives to command-line actions.
export const STAFF_MSG = {
  roleNeeded: (what: string, roles: string) => `没有权限：「${what}」仅限${roles}角色操作`,
  undeclared: '该后台接口尚未配置权限，暂不可用，请联系管理员',
  unknownRole: '您的账号角色无效，请联系管理员',
  staffNotFound: '员工账号不存在',
  usernameTaken: (username: string) => `登录名 ${username} 已被使用，请换一个`,
  selfRole: '不能修改自己的角色（请由另一位管理员修改）',
  selfDisable: '不能停用自己的账号',
  alreadyDisabled: '该员工账号已停用',
  sameRole: (role: string) => `该员工已是${role}角色`,
  added: (name: string, role: string) => `已新增员工账号：${name}（${role}）`,
  roleChanged: (name: string, role: string) => `已将 ${name} 的角色改为${role}`,
  disabled: (name: string) => `已停用 ${name} 的账号，其登录令牌已失效`,
  cliName: (user: string) => `命令行（${user}）`,
  cliAction: (script: string, command: string) => `命令行：${script} ${command}`,
  displayNameBlank: '请填写员工姓名',
  lastAdmin: '至少要保留一位启用中的管理员',
  badDate: (d: string) => `日期无效：${d}`,
  badDateRange: '起始日期不能晚于截止日期',
  loginAttackTitle: (username: string) => `员工账号 ${username} 登录失败次数异常`,
  loginAttackBody: (username: string, tries: number, minutes: number) =>
    `员工账号 ${username} 在 ${minutes} 分钟内已有 ${tries} 次登录失败，可能正在被猜测密码。该账号的登录已要求图形验证码，账号本人仍可登录；如非本人操作，请核实并考虑修改该账号密码。`,
} as const;
