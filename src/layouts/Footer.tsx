import { Layout } from 'antd';
import { useGetVersion } from '../../generated/endpoints/system/system';
import { appConfig } from '../platform/config';
import { okData } from '../lib/http/okData';

/**
 * spec 2.2 / 9: copyright 2018 to the current year and the version — the server's (version call,
 * at data.data) once known, the website configuration's until then or if the call fails.
 */
export function Footer() {
  const version = useGetVersion({ query: { select: (reply) => okData(reply).data?.data, staleTime: Infinity, retry: false } });
  return (
    <Layout.Footer style={{ textAlign: 'center' }}>
      © 2018-{new Date().getFullYear()} {version.data ?? appConfig.version}
    </Layout.Footer>
  );
}
