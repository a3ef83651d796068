import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { AntdScope } from './AntdScope';

const messages = { '403': 'error.forbidden', '404': 'error.notFound', '500': 'error.server' } as const;

/** spec 2.1: the /403, /404 and /500 pages. */
export function ErrorStatusPage({ status }: { status: keyof typeof messages }) {
  return (
    <AntdScope>
      <Result
        status={status}
        title={status}
        subTitle={<FormattedMessage id={messages[status]} />}
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

export const ForbiddenPage = () => <ErrorStatusPage status="403" />;
export const ServerErrorPage = () => <ErrorStatusPage status="500" />;
