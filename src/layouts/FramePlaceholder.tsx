import type { CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { HomeHead, homeColumnClass } from '../features/home/HomeHead';
import { appConfig } from '../platform/config';
import { readFrameSnapshot } from './frameSnapshot';
import styles from './FramePlaceholder.module.css';

/** The welcome's Element Timing name: the layout's chunk is asked for once it has painted (src/app/router.tsx). */
const PLACEHOLDER_WELCOME = 'placeholder-welcome';

/** The Element Timing name of the welcome the placeholder paints at `pathname` (the home), else undefined. */
export const placeholderWelcomeAt = (pathname: string) => (pathname === appConfig.homePath ? PLACEHOLDER_WELCOME : undefined);

/**
 * What a signed-in load shows while the layout's chunk arrives: the frame as this tab last showed it at
 * this width (its header, tree column and the page's place, in its colours), with the home's welcome in
 * the home's place, so the first paint does not wait for the layout and the layout then paints over the
 * same places. A tab without that snapshot shows the loading spinner, as any other wait.
 */
export function FramePlaceholder() {
  const { pathname } = useLocation();
  const snapshot = readFrameSnapshot();
  if (!snapshot) return <PageLoading />;
  const padding = snapshot.contentPadding;
  const welcome = placeholderWelcomeAt(pathname);
  const frameStyle = { background: snapshot.background, fontFamily: snapshot.fontFamily, '--ant-color-text-heading': snapshot.headingColor || undefined } as CSSProperties;
  return (
    <div className={styles.frame} style={frameStyle} aria-busy="true">
      <div style={{ height: snapshot.headerHeight, background: snapshot.headerBackground }} />
      <div className={styles.body}>
        {snapshot.contentLeft > 0 && <div className={styles.sider} style={{ width: snapshot.contentLeft, background: snapshot.siderBackground }} />}
        <div className={styles.content} style={{ padding, paddingTop: snapshot.contentTop - snapshot.headerHeight + padding }}>
          {/* Seen, not read: a screen reader hears the loading status, then the home's own heading. */}
          {welcome && (
            <div className={homeColumnClass} aria-hidden="true">
              <HomeHead elementTiming={welcome} />
            </div>
          )}
          <PageLoading />
        </div>
      </div>
    </div>
  );
}
