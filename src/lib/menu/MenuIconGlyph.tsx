import { createElement, useEffect } from 'react';
import { appConfig } from '../../platform/config';
import styles from './MenuIcon.module.css';
import { menuIconFor } from './menuIcons';

const ICONFONT_LINK = 'data-menu-iconfont';

/** Adds the deployment's icon-font stylesheet to the page, once however many icons ask. */
function linkIconfont(href: string) {
  if (document.head.querySelector(`link[${ICONFONT_LINK}]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute(ICONFONT_LINK, '');
  document.head.append(link);
}

type Props = { source?: string };

/**
 * With `iconfontUrl` set (runtime configuration) the server's icon class is drawn by the deployment's
 * own font, so any icon the server names shows; otherwise a built-in icon stands in for the usual
 * names (menuIcons). (This chunk carries the built-in icons either way: a few KB, loaded after the page.)
 */
export default function MenuIconGlyph({ source }: Props) {
  return appConfig.iconfontUrl ? <IconfontGlyph href={appConfig.iconfontUrl} source={source} /> : <BuiltInGlyph source={source} />;
}

function IconfontGlyph({ href, source }: Props & { href: string }) {
  useEffect(() => linkIconfont(href), [href]);
  return <i className={source ? `${source} ${styles.icon}` : styles.icon} aria-hidden="true" />;
}

function BuiltInGlyph({ source }: Props) {
  // The icons are module constants (menuIcons), not components made while rendering.
  return (
    <span className={styles.icon} aria-hidden="true">
      {createElement(menuIconFor(source))}
    </span>
  );
}
