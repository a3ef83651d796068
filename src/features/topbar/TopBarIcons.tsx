import { CloudDownloadOutlined, DesktopOutlined, FundProjectionScreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useGetDataScreenAddress, useGetIndustryScreenLink } from '../../../generated/endpoints/screen/screen';
import { useToast } from '../../components/feedback';
import { useCompanySelection } from '../../stores/companySelection';
import { useSessionStore } from '../../stores/session';
import { useButtonVerdict, type ButtonVerdict } from '../../lib/access/useButtonVerdict';
import { useAppNavigate } from '../../lib/router/appRouter';
import { screenTarget } from './screenTarget';
import styles from './TopBar.module.css';

// spec 6: a company's customer screen opens only when its screen type is 1.
const CUSTOMER_SCREEN_TYPE = 1;

const openInNewTab = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

/** Opens a screen where its address says (screenTarget); false when the address leads nowhere. */
function useOpenScreen() {
  const navigate = useAppNavigate();
  return (address: string | undefined) => {
    const target = screenTarget(address);
    if (target?.kind === 'window') openInNewTab(target.url);
    else if (target?.kind === 'route') void navigate(target.path);
    return target !== undefined;
  };
}

function IconButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={label}>
      <Button type="text" icon={icon} aria-label={label} onClick={onClick} style={{ color: 'inherit' }} />
    </Tooltip>
  );
}

/**
 * spec 6: the customer-screen icon; the company chosen in the company tree decides whether it can
 * open (before any choice, the user's own company).
 */
function CustomerScreenIcon() {
  const intl = useIntl();
  const toast = useToast();
  const ownDeptId = useSessionStore((s) => s.userInfo?.dept_id) ?? '';
  const deptId = useCompanySelection((s) => s.selected?.id) ?? ownDeptId;
  // Asked on each click: the company's screen settings change on the screen configuration page. The
  // reply comes well within the browser's user-activation window, so the new tab is not blocked.
  const { refetch } = useGetIndustryScreenLink({ deptId }, { query: { enabled: false } });
  const openScreen = useOpenScreen();
  const open = async () => {
    const reply = deptId ? (await refetch()).data : undefined;
    const link = reply?.status === 200 ? reply.data.data : undefined;
    if (link?.screenType !== CUSTOMER_SCREEN_TYPE || !openScreen(link.url)) toast.warning(intl.formatMessage({ id: 'navbar.unableJumpCustomer' }));
  };
  return <IconButton label={intl.formatMessage({ id: 'topbar.customerScreen' })} icon={<DesktopOutlined />} onClick={() => void open()} />;
}

/** spec 2.5: the data-screen icon opens the platform big screen's address (a new window, or inside the console for a path). */
function DataScreenIcon() {
  const intl = useIntl();
  const toast = useToast();
  // Asked on click, as the customer screen's link.
  const { refetch } = useGetDataScreenAddress({ query: { enabled: false } });
  const openScreen = useOpenScreen();
  const open = async () => {
    const reply = (await refetch()).data;
    if (reply?.status !== 200) return; // refused or failed: the http client has said why (spec 8)
    if (!openScreen(reply.data.data)) toast.warning(intl.formatMessage({ id: 'topbar.dataScreenUnavailable' }));
  };
  return <IconButton label={intl.formatMessage({ id: 'topbar.dataScreen' })} icon={<FundProjectionScreenOutlined />} onClick={() => void open()} />;
}

type IconVerdicts = Record<'customerScreen' | 'dataScreen' | 'software', ButtonVerdict['state']>;

/** spec 2.5 / 6: the button permission behind each icon (shared queries, asked once a session). */
export function useIconVerdicts(): IconVerdicts {
  return {
    customerScreen: useButtonVerdict('/monitor/top/customerScreen').state,
    dataScreen: useButtonVerdict('/monitor/top/screen').state,
    software: useButtonVerdict('/monitor/top/software').state,
  };
}

/** Whether the server has answered every icon's permission check (allowed, refused or failed). */
export const iconsKnown = (verdicts: IconVerdicts) => !Object.values(verdicts).includes('checking');

type TopBarIconsProps = {
  onOpenSoftware?: () => void;
  /** The verdicts, read once by the top bar (useIconVerdicts), which shares them with the menu. */
  verdicts: IconVerdicts;
};

/** spec 2.5 / 6: the customer-screen, data-screen and software icons, each shown by its button permission. */
export function TopBarIcons({ onOpenSoftware, verdicts }: TopBarIconsProps) {
  const intl = useIntl();
  const customerScreen = verdicts.customerScreen === 'allowed';
  const dataScreen = verdicts.dataScreen === 'allowed';
  const software = verdicts.software === 'allowed';
  // While a permission is being checked its icon's place is held, so the icons that arrive do not move
  // the tools (or, on a narrow window, wrap them to another row and push the page down).
  const place = (verdict: ButtonVerdict['state']) => verdict === 'checking' && <span className={styles.iconPlace} aria-hidden="true" />;
  return (
    <>
      {customerScreen && <CustomerScreenIcon />}
      {place(verdicts.customerScreen)}
      {dataScreen && <DataScreenIcon />}
      {place(verdicts.dataScreen)}
      {software && onOpenSoftware && (
        <IconButton label={intl.formatMessage({ id: 'topbar.software' })} icon={<CloudDownloadOutlined />} onClick={onOpenSoftware} />
      )}
      {onOpenSoftware && place(verdicts.software)}
    </>
  );
}
