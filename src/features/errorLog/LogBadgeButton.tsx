import { BugOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { useErrorLogStore } from './errorLogStore';

// The dialog (and its table) loads on first open, outside the main layout's first load.
const LogDialog = lazy(() => import('./LogDialog'));

/** Spec 9: the badge shows at most 99 (then 99+). */
const LOG_BADGE_MAX = 99;

/**
 * Spec 2.5: the top bar's debug-log button. Whether the top bar shows it is configuration (hidden by
 * default); the badge itself hides at zero.
 */
export function LogBadgeButton({ style }: { style?: CSSProperties }) {
  const intl = useIntl();
  const count = useErrorLogStore((s) => s.logs.length);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);

  const show = () => {
    setEverOpened(true);
    setOpen(true);
  };

  return (
    <>
      <Badge count={count} overflowCount={LOG_BADGE_MAX} size="small">
        <Button
          type="text"
          style={style}
          icon={<BugOutlined />}
          aria-haspopup="dialog"
          aria-label={intl.formatMessage({ id: 'errorLog.open' }, { count })}
          onClick={show}
        />
      </Badge>
      {everOpened && (
        <Suspense fallback={null}>
          <LogDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
