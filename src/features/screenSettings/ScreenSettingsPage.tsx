import { Space, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PageGate } from '../../components/PageGate';
import { PageHeading } from '../../components/PageFrame';
import { can } from '../../lib/access/access';
import { usePermissions } from '../../lib/access/usePermissions';
import { useMenuPageAccess } from '../../lib/menu/useMenuPageAccess';
import { IndustrySettingsCard } from './IndustrySettingsCard';
import { PlatformSettingsCard } from './PlatformSettingsCard';

const PATH = '/monitor/configuration/index';

function Settings() {
  const intl = useIntl();
  const headingId = useId();
  const canSave = can(usePermissions(), 'configuration_submit');
  return (
    <section aria-labelledby={headingId}>
      <PageHeading trail={[intl.formatMessage({ id: 'route.configuration' })]} titleId={headingId} />
      <Typography.Paragraph type="secondary">{intl.formatMessage({ id: 'screen.intro' })}</Typography.Paragraph>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <PlatformSettingsCard canSave={canSave} />
        <IndustrySettingsCard canSave={canSave} />
      </Space>
    </section>
  );
}

/**
 * /monitor/configuration/index (spec 2.2, 3, 5, 7): the platform's big-screen settings and the chosen
 * company's industry screen settings. Saving needs configuration_submit; without it the page is read-only.
 */
export default function ScreenSettingsPage() {
  return (
    <PageGate verdict={useMenuPageAccess(PATH)}>
      <Settings />
    </PageGate>
  );
}
