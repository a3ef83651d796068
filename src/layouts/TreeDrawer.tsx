import { Drawer } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * spec 2.2: below 992 px the company tree opens over the page instead of beside it. Loaded only on
 * narrow screens, so wide ones never fetch the drawer.
 */
export default function TreeDrawer({
  open,
  onClose,
  title,
  className,
  style,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  className: string;
  style: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Drawer
      placement="left"
      size={300}
      open={open}
      onClose={onClose}
      title={title}
      rootClassName={className}
      rootStyle={style}
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column', background: 'var(--shell-sider-bg)' } }}
    >
      {children}
    </Drawer>
  );
}
