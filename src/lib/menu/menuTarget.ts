import type { MenuRoute, MenuRouteMeta } from '../../../generated/model';

/** One page of the user's menu: a leaf, with the names of the menus above it (for breadcrumbs and search). */
export type MenuLeaf = {
  id: string;
  name: string;
  path: string;
  /** Names from the top menu down to this item, this item's name last. */
  trail: string[];
  /** Where choosing it goes (see menuTarget). */
  target: string;
  /** The icon class (see MenuIcon). */
  source?: string;
  /** Route flags from the server (see menuPageOptions). */
  meta?: MenuRouteMeta;
};

/** spec 2.2: an http(s) address or a path containing html is an external page, not a console route. */
export const isEmbeddedMenuPath = (path: string) => /^https?:\/\//i.test(path) || path.toLowerCase().includes('html');

/** spec 2.2: where a menu item's path goes — external pages open in the embedded-page route. */
export const menuTarget = (path: string) => (isEmbeddedMenuPath(path) ? `/myiframe/${encodeURIComponent(path)}` : path);

/** '/a/' and '/a' are the same page (as the tab bar treats them). */
export const samePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The leaves of a menu tree, in menu order. A menu with children is a group, not a page, so only
 * leaves are searched and routed (spec 2.9: the autocomplete searches leaf items).
 */
export function leafItems(tree: readonly MenuRoute[], above: readonly string[] = []): MenuLeaf[] {
  return tree.flatMap((item) => {
    const trail = [...above, item.name];
    if (item.children?.length) return leafItems(item.children, trail);
    const { source, meta } = item;
    return [{ id: String(item.id), name: item.name, path: item.path, trail, target: menuTarget(item.path), source, meta }];
  });
}

/** The leaf whose path is `pathname`, or undefined when the user's menu has no such page. */
export function findMenuLeaf(tree: readonly MenuRoute[], pathname: string): MenuLeaf | undefined {
  const wanted = samePath(pathname);
  return leafItems(tree).find((leaf) => samePath(leaf.path) === wanted);
}

/** spec 2.9: the autocomplete matches names that start with the typed text (case-insensitive). */
export function leavesByNamePrefix(leaves: readonly MenuLeaf[], text: string): MenuLeaf[] {
  const prefix = text.trim().toLowerCase();
  if (!prefix) return [];
  return leaves.filter((leaf) => leaf.name.toLowerCase().startsWith(prefix));
}

/** The search overlay is looser: the name contains the typed text anywhere. */
export function leavesByNameContaining(leaves: readonly MenuLeaf[], text: string): MenuLeaf[] {
  const part = text.trim().toLowerCase();
  if (!part) return [];
  return leaves.filter((leaf) => leaf.name.toLowerCase().includes(part));
}
