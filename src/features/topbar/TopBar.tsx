import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { appConfig } from '../../platform/config';
import { useScreen } from '../../lib/screen';
import { FullscreenButton } from './FullscreenButton';
import { NotificationDropdown } from './NotificationDropdown';
import { FailedLoadsRetry } from './FailedLoadsRetry';
import styles from './TopBar.module.css';
import { iconsKnown, TopBarIcons, useIconVerdicts } from './TopBarIcons';
import { TopMenu } from './TopMenu';
import { UserMenu } from './UserMenu';
import hidden from '../../components/visuallyHidden.module.css';

// spec 2.2 screen values: from 2 (992px) the secondary tools fit; from 1 (768px) the system name does.
const SECONDARY_TOOLS_FROM_SCREEN = 2;
const NAME_FROM_SCREEN = 1;

/** The product mark; decorative, the system name beside it is the text. */
function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="6" fill="currentColor" opacity="0.18" />
      <path d="M5 18h4l3-8 4 12 3-7h4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

type TopBarProps = {
  /** spec 2.6: the software dialog, composed in by the layout; without it the download icon is not shown. */
  renderSoftwareDialog?: (open: boolean, onClose: () => void) => ReactNode;
  /** Tools that are a convenience only (the menu autocomplete): left out below 992px to keep one row. */
  secondaryTools?: ReactNode;
  /** The configurable items that are off by default (colour picker, theme, debug log, lock). */
  children?: ReactNode;
};

/** spec 2.5: logo and name, top menu, screen and software icons, full screen, language, user dropdown. */
export function TopBar({ renderSoftwareDialog, secondaryTools, children }: TopBarProps) {
  const intl = useIntl();
  // undefined until first opened: the dialog's code and its permission check wait for that.
  const [softwareOpen, setSoftwareOpen] = useState<boolean>();
  const screen = useScreen();
  const { topBar } = appConfig;
  // Read once here for the icons and the menu, so both change in the same render.
  const iconVerdicts = useIconVerdicts();
  return (
    <div className={styles.bar}>
      <div className={styles.brand}>
        <Logo />
        {/* On a phone-width window the name yields its room to the tools but stays for screen readers. */}
        <span className={screen >= NAME_FROM_SCREEN ? styles.brandName : hidden.visuallyHidden}>{intl.formatMessage({ id: 'app.title' })}</span>
      </div>
      {topBar.menu ? <TopMenu rowSettled={iconsKnown(iconVerdicts)} /> : <div className={styles.menu} />}
      <div className={styles.tools}>
        <FailedLoadsRetry />
        <TopBarIcons verdicts={iconVerdicts} onOpenSoftware={renderSoftwareDialog && (() => setSoftwareOpen(true))} />
        {topBar.fullscreen && <FullscreenButton />}
        <NotificationDropdown />
        {screen >= SECONDARY_TOOLS_FROM_SCREEN && secondaryTools}
        {children}
        <LanguageSwitch />
        <UserMenu />
      </div>
      {softwareOpen !== undefined && renderSoftwareDialog?.(softwareOpen, () => setSoftwareOpen(false))}
    </div>
  );
}
