import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { AntdScope } from '../../components/AntdScope';
import { useSessionStore } from '../../stores/session';

/** An address the embedded page may show, and whether it is of this site. */
export type Embeddable = { url: string; sameOrigin: boolean };

/**
 * The address a /myiframe/{routerPath} route embeds, or undefined unless it is http(s). A menu path
 * that contains html without being an address (spec 2.2, e.g. /report/view.html) is a page of this
 * site, so a path from the root is resolved against it; anything else relative is refused.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function embeddableUrl(routerPath: string | undefined, origin: string = window.location.origin): Embeddable | undefined {
  if (!routerPath) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(routerPath);
  } catch {
    return undefined;
  }
  const fromRoot = decoded.startsWith('/') && !decoded.startsWith('//');
  try {
    const url = fromRoot ? new URL(decoded, origin) : new URL(decoded);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return { url: url.href, sameOrigin: url.origin === new URL(origin).origin };
  } catch {
    return undefined;
  }
}

// Scripts and same-origin access together would let a page of this site lift its own sandbox (and read
// the session), so a page of this site runs without same-origin access; an external one keeps its own
// origin (its cookies, its storage), which is not ours.
const SANDBOX_EXTERNAL = 'allow-scripts allow-same-origin allow-forms allow-popups';
const SANDBOX_SAME_SITE = 'allow-scripts allow-forms allow-popups';
/** The layout's header, tab row, padding and footer, which the page leaves room for when shown inside it. */
const LAYOUT_CHROME = '180px';

/**
 * spec 2.1 /myiframe/{routerPath}: an external page, sandboxed; nothing but http(s) is embedded. The
 * route is public: signed in it shows inside the main layout, otherwise on its own, full window.
 */
export default function EmbeddedPage() {
  const intl = useIntl();
  const embeddable = embeddableUrl(useParams()['*']);
  const insideLayout = useSessionStore((s) => Boolean(s.token));
  if (!embeddable) {
    return (
      <AntdScope>
        <Alert type="error" showIcon title={intl.formatMessage({ id: 'iframe.invalid' })} />
      </AntdScope>
    );
  }
  return (
    <iframe
      src={embeddable.url}
      title={intl.formatMessage({ id: 'iframe.title' }, { url: embeddable.url })}
      sandbox={embeddable.sameOrigin ? SANDBOX_SAME_SITE : SANDBOX_EXTERNAL}
      referrerPolicy="no-referrer"
      style={{ display: 'block', width: '100%', height: insideLayout ? `calc(100vh - ${LAYOUT_CHROME})` : '100vh', border: 0 }}
    />
  );
}
