import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { AntdScope } from '../../app/AntdScope';

/** The address a /myiframe/{routerPath} route embeds, or undefined unless it is http(s). */
export function embeddableUrl(routerPath: string | undefined): string | undefined {
  if (!routerPath) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(routerPath);
  } catch {
    return undefined;
  }
  try {
    const url = new URL(decoded);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** spec 2.1 /myiframe/{routerPath}: an external page, sandboxed; nothing but http(s) is embedded. */
export default function EmbeddedPage() {
  const intl = useIntl();
  const url = embeddableUrl(useParams()['*']);
  if (!url) {
    return (
      <AntdScope>
        <Alert type="error" showIcon title={intl.formatMessage({ id: 'iframe.invalid' })} />
      </AntdScope>
    );
  }
  return (
    <iframe
      src={url}
      title={intl.formatMessage({ id: 'iframe.title' }, { url })}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      referrerPolicy="no-referrer"
      style={{ width: '100%', height: 'calc(100vh - 180px)', border: 0 }}
    />
  );
}
