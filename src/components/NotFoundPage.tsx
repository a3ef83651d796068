import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { AntdScope } from '../app/AntdScope';

export default function NotFoundPage() {
  return (
    <AntdScope>
      <Result
      status="404"
      title="404"
      subTitle={<FormattedMessage id="error.notFound" />}
      extra={
        <Link to="/">
          <Button type="primary">
            <FormattedMessage id="error.backHome" />
          </Button>
        </Link>
      }
      />
    </AntdScope>
  );
}
