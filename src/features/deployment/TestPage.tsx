import { Alert, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useGetVersion } from '../../../generated/endpoints/system/system';
import { AntdScope } from '../../components/AntdScope';
import { isMockEnabled, runningMock } from '../../platform/mockMode';
import { PageHeading } from '../../components/PageFrame';
import { usePermissions } from '../../lib/access/usePermissions';
import { appConfig } from '../../platform/config';
import { okData } from '../../lib/http/okData';
import { readRuntimeConfig, topBarSwitches } from '../../platform/runtimeConfig';
import { useSessionStore } from '../../stores/session';
import styles from './TestPage.module.css';
import { runCheck, verificationChecks, type CheckAnswer } from './verificationChecks';

/** spec 9: the version label a deployment shows unless its configuration or server says another. */
const SPEC_VERSION = 'V05.05.0604';

const answerColour: Record<CheckAnswer['state'], string> = { allowed: 'success', refused: 'warning', failed: 'error' };

/**
 * spec 2.2: /test/index, the test page of a deployment — what an installer opens to see that the console
 * and its server agree: the versions (spec 9's, the configuration's, the server's), the runtime
 * configuration in force (console-config.js, with anything it set that was ignored), the mock scenario
 * when the mock answers, the signed-in account's permission set (spec 6), and every verification call
 * of spec 7 with the server's answer to each.
 */
export default function TestPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <AntdScope>
      <Card>
        <PageHeading trail={[t('route.test')]} />
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <VersionSection />
          <ConfigurationSection />
          <BackendSection />
          <PermissionSection />
          <ChecksSection />
        </Space>
      </Card>
    </AntdScope>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={4}>{title}</Typography.Title>
      {children}
    </section>
  );
}

function VersionSection() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const server = useGetVersion({ query: { select: (reply) => okData(reply).data?.data, staleTime: Infinity, retry: false } });
  const serverText = server.isPending ? t('test.version.loading') : server.isError ? t('test.version.failed') : (server.data ?? t('test.none'));
  const agrees = server.data !== undefined && server.data === appConfig.version;
  return (
    <Section title={t('test.version.title')}>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'spec', label: t('test.version.spec'), children: SPEC_VERSION },
          { key: 'console', label: t('test.version.console'), children: appConfig.version },
          {
            key: 'server',
            label: t('test.version.server'),
            children: (
              <Space wrap>
                <span>{serverText}</span>
                {server.isSuccess && <Tag color={agrees ? 'success' : 'warning'}>{t(agrees ? 'test.version.agree' : 'test.version.differ')}</Tag>}
                {server.isError && (
                  <Button size="small" onClick={() => void server.refetch()}>
                    {t('test.retry')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Section>
  );
}

function ConfigurationSection() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // Read again here (the console read it once at start): what the file set, and what it set that was ignored.
  const { config, problems } = readRuntimeConfig(window.__CONSOLE_CONFIG__);
  const source = (set: boolean) => <Tag>{t(set ? 'test.config.fromFile' : 'test.config.default')}</Tag>;
  const onOff = (on: boolean) => t(on ? 'test.config.on' : 'test.config.off');
  return (
    <Section title={t('test.config.title')}>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          ...topBarSwitches.map((name) => ({
            key: name,
            label: `topBar.${name}`,
            children: (
              <Space>
                <span>{onOff(appConfig.topBar[name])}</span>
                {source(config.topBar?.[name] !== undefined)}
              </Space>
            ),
          })),
          { key: 'version', label: 'version', children: <Space>{appConfig.version}{source(config.version !== undefined)}</Space> },
          {
            key: 'iconfontUrl',
            label: 'iconfontUrl',
            children: <Space>{appConfig.iconfontUrl ?? t('test.config.builtInIcons')}{source(config.iconfontUrl !== undefined)}</Space>,
          },
        ]}
      />
      {problems.length > 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          title={t('test.config.ignored')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
        />
      )}
    </Section>
  );
}

function BackendSection() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const mock = isMockEnabled() ? runningMock() : undefined;
  const items = mock
    ? [
        { key: 'kind', label: t('test.backend.kind'), children: t('test.backend.mock') },
        { key: 'scenario', label: t('test.backend.scenario'), children: mock.scenario },
        { key: 'seed', label: t('test.backend.seed'), children: String(mock.seed) },
        { key: 'latency', label: t('test.backend.latency'), children: t('test.backend.latencyValue', { min: mock.latency[0], max: mock.latency[1] }) },
        { key: 'chaos', label: t('test.backend.chaos'), children: `${Math.round(mock.chaosRate * 100)}%` },
        { key: 'ttl', label: t('test.backend.tokenTtl'), children: t('test.backend.seconds', { count: mock.tokenTtlSeconds }) },
      ]
    : [{ key: 'kind', label: t('test.backend.kind'), children: t('test.backend.server') }];
  return (
    <Section title={t('test.backend.title')}>
      <Descriptions bordered size="small" column={1} items={items} />
    </Section>
  );
}

function PermissionSection() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const user = useSessionStore((s) => s.userInfo);
  const codes = Object.keys(usePermissions()).sort();
  return (
    <Section title={t('test.permissions.title')}>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'account', label: t('test.permissions.account'), children: user ? `${user.account} (${user.role_name})` : t('test.none') },
          {
            key: 'codes',
            label: t('test.permissions.codes', { count: codes.length }),
            children: codes.length ? (
              <Space wrap>
                {codes.map((code) => (
                  <Tag key={code}>{code}</Tag>
                ))}
              </Space>
            ) : (
              t('test.permissions.noCodes')
            ),
          },
        ]}
      />
    </Section>
  );
}

type Row = { id: string; call: string; value: string; answer?: CheckAnswer };

function ChecksSection() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [answers, setAnswers] = useState<Record<string, CheckAnswer>>({});
  const checkAll = useMutation({
    mutationFn: async () => {
      setAnswers({});
      // One after another, so the table fills in order and a slow server is not asked eleven things at once.
      for (const check of verificationChecks) {
        const answer = await runCheck(check);
        setAnswers((current) => ({ ...current, [check.id]: answer }));
      }
    },
  });
  const done = Object.keys(answers).length;
  const count = (state: CheckAnswer['state']) => Object.values(answers).filter((answer) => answer.state === state).length;
  const rows: Row[] = verificationChecks.map(({ id, call, value }) => ({ id, call, value, answer: answers[id] }));
  const stateText = (answer: CheckAnswer) => t(`test.checks.${answer.state}`);

  return (
    <Section title={t('test.checks.title')}>
      <Typography.Paragraph type="secondary">{t('test.checks.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" loading={checkAll.isPending} onClick={() => checkAll.mutate()}>
          {t('test.checks.run')}
        </Button>
        <span role="status">
          {checkAll.isPending
            ? t('test.checks.progress', { done, total: verificationChecks.length })
            : done > 0
              ? t('test.checks.summary', { total: done, allowed: count('allowed'), refused: count('refused'), failed: count('failed') })
              : ''}
        </span>
      </Space>
      {/* A plain table: eleven rows, no paging or sorting (antd's Table would pull its pagination's Select into a chunk shared with the main layout). */}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('test.checks.call')}</th>
            <th scope="col">{t('test.checks.value')}</th>
            <th scope="col">{t('test.checks.answer')}</th>
            <th scope="col">{t('test.checks.msg')}</th>
            <th scope="col" className={styles.number}>
              {t('test.checks.time')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <code>{row.call}</code>
              </td>
              <td>
                <code>{row.value}</code>
              </td>
              <td>{row.answer ? <Tag color={answerColour[row.answer.state]}>{stateText(row.answer)}</Tag> : t(checkAll.isPending ? 'test.checks.waiting' : 'test.checks.notRun')}</td>
              <td>{row.answer ? (row.answer.state === 'failed' && row.answer.code !== undefined ? `${row.answer.code} · ${row.answer.msg}` : row.answer.msg || '—') : ''}</td>
              <td className={styles.number}>{row.answer ? t('test.checks.ms', { ms: row.answer.ms }) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
