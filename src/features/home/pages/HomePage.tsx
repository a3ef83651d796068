import { Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useSessionStore } from '../../../stores/session';

export default function HomePage() {
  const intl = useIntl();
  const user = useSessionStore((s) => s.userInfo);
  return (
    <Card>
      <Typography.Title level={2}>
        {intl.formatMessage({ id: 'home.welcome' }, { name: user?.nick_name ?? user?.account ?? '' })}
      </Typography.Title>
      <Typography.Paragraph>{intl.formatMessage({ id: 'home.intro' })}</Typography.Paragraph>
    </Card>
  );
}
