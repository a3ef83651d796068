// The role tree as the roles page reads it: rows by id, the ids of a subtree, picker options.
import type { Role } from '../../../generated/model';

export type RoleRow = Role & { id: string };

export function walkRoles(roles: readonly Role[]): RoleRow[] {
  return roles.flatMap((r) => [...(r.id ? [r as RoleRow] : []), ...walkRoles(r.children ?? [])]);
}

/** A role and every role below it (a role cannot be moved under itself). */
export function roleSubtree(roles: readonly Role[], id: string): Set<string> {
  const found = new Set<string>();
  const visit = (list: readonly Role[], inside: boolean) => {
    for (const r of list) {
      const here = inside || r.id === id;
      if (here && r.id) found.add(r.id);
      visit(r.children ?? [], here);
    }
  };
  visit(roles, false);
  return found;
}

export type RoleOption = { value: string; title: string; disabled?: boolean; children?: RoleOption[] };

/** The roles as parent options; the edited role and its subtree are off limits. */
export function parentOptions(roles: readonly Role[], excluded: ReadonlySet<string>): RoleOption[] {
  return roles
    .filter((r) => r.id)
    .map((r) => ({
      value: r.id!,
      title: r.roleName,
      disabled: excluded.has(r.id!),
      children: r.children?.length ? parentOptions(r.children, excluded) : undefined,
    }));
}
