// The menu form's rules, as pure functions returning react-intl message ids (null when the value
// passes), shared by the form and its table-driven tests. Spec 3 names the fields (parentId, tenantId,
// buttons); the limits are the contract's (Menu: name, code, alias 50; path, source, remark 255;
// sort 0-100000). A menu needs its route; a button sits under a menu (BladeX: 父节点只可选择菜单类型).
import { lengthOf } from '../../lib/forms/textLength';

export const NAME_MAX = 50;
export const CODE_MAX = 50;
export const ALIAS_MAX = 50;
export const PATH_MAX = 255;
export const SOURCE_MAX = 255;
export const REMARK_MAX = 255;
const SORT_MAX = 100_000;

/** 1 menu, 2 button (contract Menu.category). */
export const MENU = 1;
export const BUTTON = 2;

export function nameProblem(value: string | undefined | null): string | null {
  const name = value ?? '';
  if (name.trim() === '') return 'menuAdmin.rule.name';
  if (name !== name.trim()) return 'announcement.titleLimit1';
  if (lengthOf(name) > NAME_MAX) return 'menuAdmin.rule.nameMax';
  return null;
}

/** The code: required, an identifier without spaces (for a button, its permission code). */
export function codeProblem(value: string | undefined | null): string | null {
  const code = value ?? '';
  if (code.trim() === '') return 'menuAdmin.rule.code';
  if (/\s/.test(code)) return 'menuAdmin.rule.codeSpaces';
  if (lengthOf(code) > CODE_MAX) return 'menuAdmin.rule.codeMax';
  return null;
}

/** The route: required for a menu (an address or a path from /), optional for a button; no spaces. */
export function pathProblem(value: string | undefined | null, category: number | undefined): string | null {
  const path = value ?? '';
  if (path.trim() === '') return category === MENU ? 'menuAdmin.rule.path' : null;
  if (/\s/.test(path)) return 'menuAdmin.rule.pathSpaces';
  if (!path.startsWith('/') && !/^https?:\/\//i.test(path)) return 'menuAdmin.rule.pathForm';
  if (lengthOf(path) > PATH_MAX) return 'menuAdmin.rule.pathMax';
  return null;
}

export function sortProblem(value: number | null | undefined): string | null {
  if (value === null || value === undefined) return 'menuAdmin.rule.sort';
  if (!Number.isInteger(value) || value < 0 || value > SORT_MAX) return 'menuAdmin.rule.sortRange';
  return null;
}

/** A button belongs to a menu: it cannot be a top-level item. */
export function parentProblem(parentId: string | undefined | null, category: number | undefined): string | null {
  return category === BUTTON && (!parentId || parentId === '0') ? 'menuAdmin.rule.buttonParent' : null;
}

/** An optional text with a limit (alias, icon, remark). */
export const maxProblem = (max: number, id: string) => (value: string | undefined | null) => (lengthOf(value ?? '') > max ? id : null);
