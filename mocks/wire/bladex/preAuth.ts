// BladeX's @PreAuth guards (AuthAspect, RoleConstant): on stock BladeX-Boot 2.x/3.x a caller without the
// named role alias gets HTTP 401 R "请求未授权", the same answer as an expired session.
/** hasAnyRole('administrator', 'admin'): RoleConstant.HAS_ROLE_ADMIN. */
const ADMIN = ['administrator', 'admin'];
/** hasRole('administrator'): RoleConstant.HAS_ROLE_ADMINISTRATOR. */
const ADMINISTRATOR = ['administrator'];

const GUARDS: [RegExp, string[]][] = [
  // The whole RoleController carries the guard at class level.
  [/\/blade-system\/role\/[^/]+$/, ADMIN],
  [/\/blade-user\/(page|detail|submit|remove|grant|reset-password)$/, ADMIN],
  [/\/blade-system\/menu\/(detail|lazy-list|lazy-menu-list|submit|remove)$/, ADMINISTRATOR],
];

/** The role aliases of which a caller needs one for this path; undefined when the path is not guarded. */
const requiredRoles = (pathname: string): string[] | undefined => GUARDS.find(([pattern]) => pattern.test(pathname))?.[1];

/** Whether @PreAuth turns away a caller holding `aliases` on this path. */
export function preAuthDenies(pathname: string, aliases: readonly string[]): boolean {
  const required = requiredRoles(pathname);
  return !!required && !aliases.some((alias) => required.includes(alias));
}

/** The refusal's body: the exception translator writes it, so through the null writer (data {}). */
export const PRE_AUTH_REFUSAL = { code: 401, success: false, data: {}, msg: '请求未授权' } as const;
/** No token or an expired one: the TokenInterceptor writes it with the plain mapper, so data stays null. */
export const TOKEN_REFUSAL = { code: 401, success: false, data: null, msg: '请求未授权' } as const;
