// Which refusals BladeX throws as a ServiceException (HTTP 400 in the R envelope, BladeRestExceptionTranslator)
// rather than returns as R.fail (HTTP 200, code 400): the service-layer checks of users, roles, menus and
// dictionaries (UserServiceImpl, RoleServiceImpl, MenuServiceImpl, DictServiceImpl), as the mock words them.
const THROWN: RegExp[] = [
  /^请先删除子节点!$/,
  /^当前用户 \[.*\] 已存在!$/,
  /^不能删除本账号!$/,
  /^当前字典键值已存在!$/,
  /^菜单(名或)?编号.*已存在!$/,
  /^原密码不正确!?$/,
  /^请输入正确的确认密码!?$/,
  /^无权限创建超管角色！$/,
];

/** Whether a business refusal's message is one BladeX sends at HTTP 400. */
export const isServiceException = (msg: string) => THROWN.some((pattern) => pattern.test(msg));
