import { Breadcrumb, Card, Empty, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { AntdScope } from './AntdScope';
import { appConfig } from '../platform/config';

/** The head of a page: breadcrumb (home, then `trail`) and the title (the trail's last entry). */
export function PageHeading({ trail, titleId }: { trail: string[]; titleId?: string }) {
  const intl = useIntl();
  return (
    <>
      <Breadcrumb items={[{ title: <Link to={appConfig.homePath}>{intl.formatMessage({ id: 'frame.home' })}</Link> }, ...trail.map((name) => ({ title: name }))]} />
      <Typography.Title level={3} id={titleId} style={{ marginTop: 12 }}>
        {trail.at(-1)}
      </Typography.Title>
    </>
  );
}

/** The frame of a page whose content the spec does not show yet: its heading and an honest empty state. */
export function PageFrame({ trail }: { trail: string[] }) {
  const intl = useIntl();
  return (
    <AntdScope>
      <Card>
        <PageHeading trail={trail} />
        <Empty description={intl.formatMessage({ id: 'frame.empty' })} />
      </Card>
    </AntdScope>
  );
}
