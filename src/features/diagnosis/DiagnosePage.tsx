import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Input, Popconfirm, Radio, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  getGetDiagnosisReportPageQueryKey,
  useGetDiagnosisReport,
  useGetDiagnosisReportPage,
  useRemoveDiagnosisReports,
} from '../../../generated/endpoints/diagnosis/diagnosis';
import type { DiagnosisReport, DiagnosisReportSummary } from '../../../generated/model';
import { LoadFailure } from '../../components/LoadFailure';
import { ActionRefusal } from '../../components/monitor/ActionRefusal';
import { DeviceSelect } from '../../components/monitor/DeviceSelect';
import { GatedPageFrame } from '../../components/monitor/GatedPageFrame';
import { GradeTag } from '../../components/monitor/MonitorTags';
import { TimeRangePicker } from '../../components/monitor/TimeRangePicker';
import { useToast } from '../../components/feedback';
import { useFeatureVerdict } from '../../lib/access/useFeatureVerdict';
import { okData } from '../../lib/http/okData';
import { dateTimeRangeParam, idListParam, idParam } from '../../lib/listPage/urlParams';
import { useListPage } from '../../lib/listPage/useListPage';
import { useListTable } from '../../lib/listPage/useListTable';
import { QUICK_RANGES, lastDays, quickRangeOf } from '../../lib/monitor/timeRange';
import { useCompanyScope, type CompanyScope } from '../../lib/monitor/useCompanyScope';
import { useMarkSeen } from '../../lib/monitor/useMarkSeen';
import { DiagnosisResult } from './DiagnosisResult';
import { MAX_DIAGNOSIS_DEVICES, TITLE_MAX, diagnosisReportUrl, runProblems } from './diagnosisRules';
import { RunProgress } from './RunProgress';
import { useDiagnosisRun } from './useDiagnosisRun';

const runFilters = { range: dateTimeRangeParam, devices: idListParam(MAX_DIAGNOSIS_DEVICES), report: idParam, code: idParam };
const noFilters = {};
const DIAGNOSE_PATH = '/monitor/diagnose/index';
/** The history list's page key (useListPage prefix 'h'): another company's reports start on page 1. */
const HISTORY_PAGE_KEYS = ['hcurrent'] as const;

const QUICK_LABELS = { day: 'monitor.range.day', threeDays: 'monitor.range.threeDays', week: 'monitor.range.week' } as const;

/** A kept report, shown from the address (report and share code), e.g. after a reload. */
function KeptResult({ id, code }: { id: string; code: string }) {
  const report = useGetDiagnosisReport({ id, shareCode: code }, { query: { select: (reply) => okData(reply).data, staleTime: Infinity } });
  if (report.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (report.isError || !report.data) return <LoadFailure error={report.error} onRetry={() => void report.refetch()} />;
  return <DiagnosisResult report={report.data} />;
}

function Diagnosis({ company }: { company: CompanyScope }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useListPage({ filters: runFilters });
  const history = useListPage({ filters: noFilters, prefix: 'h' });
  const { range, devices = [], report: reportId, code } = form.filters;
  const [title, setTitle] = useState('');
  const [tried, setTried] = useState(false);
  const run = useDiagnosisRun();
  // spec 7: deviceDiagnoseVerification's answer for the action decides whether this user may run one.
  const mayRun = useFeatureVerdict('deviceDiagnose');
  const markSeen = useMarkSeen('diagnosis', true);
  const rangeError = useId();
  const titleError = useId();

  // The server diagnoses a company subtree or named devices; with neither it would take every company.
  const problems = { ...runProblems(range, title), ...(company.deptId || devices.length ? {} : { scope: 'diagnose.scope.required' }) };
  const scopeError = useId();
  const quick = quickRangeOf(range);

  const start = async () => {
    setTried(true);
    if (problems.range || problems.title || problems.scope || !range) return;
    const done = await run.start({
      startTime: range[0],
      endTime: range[1],
      ...(devices.length ? { deviceIds: devices } : company.deptId ? { deptId: company.deptId } : {}),
      ...(title ? { title } : {}),
    });
    if (!done) return;
    setTried(false);
    // The result goes into the address (a reload shows it) - unless the user has gone to another tab
    // meanwhile: writing this page's address would bring them back. The result shows when they return.
    if (window.location.pathname === DIAGNOSE_PATH) form.setFilters({ report: done.id, code: done.shareCode });
    void queryClient.invalidateQueries({ queryKey: getGetDiagnosisReportPageQueryKey() });
    // spec 2.5: the user is looking at the new result, so the diagnosis mark has nothing new to say.
    void markSeen();
  };

  const list = useGetDiagnosisReportPage(
    { ...history.pageParams, deptId: company.deptId },
    { query: { placeholderData: keepPreviousData, select: (reply) => okData(reply).data } },
  );
  const table = useListTable(history, list, { rowKey: 'id' });
  const remove = useRemoveDiagnosisReports();
  const removeReport = async (row: DiagnosisReportSummary) => {
    try {
      await remove.mutateAsync({ params: { ids: row.id } });
      toast.success(t('diagnose.removed', { title: row.title }));
      if (reportId === row.id) form.setFilters({ report: undefined, code: undefined });
      table.afterRemove(1);
      void list.refetch();
    } catch {
      // The http client has said why.
    }
  };

  const columns: TableColumnsType<DiagnosisReportSummary> = [
    { title: t('diagnose.col.title'), dataIndex: 'title' },
    { title: t('diagnose.col.range'), key: 'range', render: (_, row) => `${row.startTime} ~ ${row.endTime}` },
    { title: t('diagnose.col.scope'), key: 'scope', render: (_, row) => t('diagnose.scopeOf', { scope: row.deptName ?? t('diagnose.scopeAll'), count: row.deviceCount }) },
    { title: t('diagnose.col.health'), key: 'health', render: (_, row) => <><GradeTag grade={row.grade} /> {row.health}</> },
    { title: t('diagnose.col.findings'), dataIndex: 'findingCount' },
    { title: t('diagnose.col.created'), key: 'created', render: (_, row) => `${row.createdBy} ${row.createTime}` },
    {
      title: t('diagnose.col.actions'),
      key: 'actions',
      render: (_, row) => (
        <span style={{ display: 'inline-flex', gap: 8 }}>
          <Button type="link" size="small" aria-label={t('diagnose.showOf', { title: row.title })} onClick={() => form.setFilters({ report: row.id, code: row.shareCode })}>
            {t('diagnose.show')}
          </Button>
          <Button type="link" size="small" aria-label={t('diagnose.printOf', { title: row.title })} onClick={() => window.open(diagnosisReportUrl(row.id, row.shareCode), '_blank', 'noopener')}>
            {t('diagnose.print')}
          </Button>
          <Popconfirm title={t('diagnose.removeConfirm', { title: row.title })} okText={t('diagnose.removeOk')} cancelText={t('diagnose.removeCancel')} onConfirm={() => removeReport(row)}>
            <Button type="link" size="small" danger aria-label={t('diagnose.removeOf', { title: row.title })}>
              {t('diagnose.remove')}
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ];

  const shown: DiagnosisReport | undefined = run.report && (reportId === undefined || run.report.id === reportId) ? run.report : undefined;
  const running = run.phase === 'diagnosing' || run.phase === 'loading';

  return (
    <>
      <ActionRefusal verdict={mayRun} what={t('diagnose.runRefused')} />
      {mayRun.state === 'allowed' && (
        <Card size="small" title={t('diagnose.runTitle')} style={{ marginBottom: 16 }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '12px 24px', alignItems: 'flex-start' }}>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
              <label htmlFor="diagnose-range">
                <span aria-hidden="true" style={{ color: '#ff4d4f' }}>* </span>
                {t('diagnose.range')}
              </label>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                aria-label={t('diagnose.quickRange')}
                value={quick}
                onChange={(event) => form.setFilters({ range: lastDays(QUICK_RANGES.find((q) => q.key === event.target.value)!.days) })}
                options={QUICK_RANGES.map((q) => ({ value: q.key, label: t(QUICK_LABELS[q.key]) }))}
              />
              <TimeRangePicker
                id="diagnose-range"
                label={t('diagnose.range')}
                value={range}
                onChange={(value) => form.setFilters({ range: value })}
                status={tried && problems.range ? 'error' : undefined}
                describedBy={tried && problems.range ? rangeError : undefined}
              />
              {tried && problems.range && (
                <Typography.Text type="danger" id={rangeError} role="alert">
                  {t(problems.range, { days: 31 })}
                </Typography.Text>
              )}
            </div>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 260 }}>
              <label htmlFor="diagnose-devices">{t('diagnose.devices')}</label>
              <DeviceSelect id="diagnose-devices" mode="multiple" max={MAX_DIAGNOSIS_DEVICES} label={t('diagnose.devices')} deptId={company.deptId} value={devices} onChange={(ids) => form.setFilters({ devices: ids })} />
              {tried && problems.scope ? (
                <Typography.Text type="danger" id={scopeError} role="alert">
                  {t(problems.scope)}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary">
                  {devices.length
                    ? t('diagnose.devicesChosen', { count: devices.length })
                    : company.label
                      ? t('diagnose.devicesAll', { scope: company.label })
                      : company.deptId
                        ? t('diagnose.devicesAllChosen')
                        : t('diagnose.scope.hint')}
                </Typography.Text>
              )}
            </div>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 220 }}>
              <label htmlFor="diagnose-title">{t('diagnose.reportTitle')}</label>
              <Input
                id="diagnose-title"
                value={title}
                maxLength={TITLE_MAX}
                showCount
                placeholder={t('diagnose.reportTitlePlaceholder')}
                status={tried && problems.title ? 'error' : undefined}
                aria-describedby={tried && problems.title ? titleError : undefined}
                onChange={(event) => setTitle(event.target.value)}
              />
              {tried && problems.title && (
                <Typography.Text type="danger" id={titleError} role="alert">
                  {t(problems.title, { max: TITLE_MAX })}
                </Typography.Text>
              )}
            </div>
            <Button type="primary" style={{ alignSelf: 'flex-end' }} loading={running} onClick={() => void start()}>
              {t('diagnose.start')}
            </Button>
          </div>
          <RunProgress phase={run.phase} startedAt={run.startedAt} onCancel={run.cancel} />
          {run.phase === 'failed' && <Alert type="error" showIcon title={t('diagnose.failed')} description={run.refusal} />}
        </Card>
      )}

      {shown ? <DiagnosisResult report={shown} /> : reportId && code ? <KeptResult id={reportId} code={code} /> : null}

      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t('diagnose.history')}
      </Typography.Title>
      {table.status === 'error' ? (
        <LoadFailure error={table.error} onRetry={table.retry} />
      ) : (
        <Table<DiagnosisReportSummary>
          {...table.tableProps}
          columns={columns}
          size="middle"
          scroll={{ x: 'max-content' }}
          rowClassName={(row) => (row.id === reportId ? 'ant-table-row-selected' : '')}
          locale={{ emptyText: <Empty description={t('diagnose.historyEmpty')} /> }}
        />
      )}
    </>
  );
}

/** /monitor/diagnose/index (设备诊断, spec 2.2/5): diagnose the tree's company or chosen devices over a range. */
export default function DiagnosePage() {
  const intl = useIntl();
  // spec 2.2: the chosen company, kept in the address (?dept=) both ways; another company's reports start at page 1.
  const company = useCompanyScope(HISTORY_PAGE_KEYS);
  return (
    <GatedPageFrame feature="deviceDiagnose" title={intl.formatMessage({ id: 'route.diagnose' })}>
      <Diagnosis company={company} />
    </GatedPageFrame>
  );
}
