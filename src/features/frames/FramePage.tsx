import { Breadcrumb, Card, Empty, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useMatches } from 'react-router-dom';
import { AntdScope } from '../../app/AntdScope';
import { appConfig } from '../../lib/config';

/**
 * The frame of a page whose content the spec does not show yet: its title, a breadcrumb and an
 * honest empty state. The title comes from the route's handle (the same label its tab shows).
 */
export default function FramePage() {
  const intl = useIntl();
  const label = (useMatches().at(-1)?.handle as { label?: string } | undefined)?.label ?? 'route.embedded';
  const title = intl.formatMessage({ id: label });
  return (
    <AntdScope>
      <Card>
        <Breadcrumb items={[{ title: <Link to={appConfig.homePath}>{intl.formatMessage({ id: 'frame.home' })}</Link> }, { title }]} />
        <Typography.Title level={3} style={{ marginTop: 12 }}>
          {title}
        </Typography.Title>
        <Empty description={intl.formatMessage({ id: 'frame.empty' })} />
      </Card>
    </AntdScope>
  );
}
