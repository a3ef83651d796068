import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useGetDeviceOperationReport } from '../../../generated/endpoints/diagnosis/diagnosis';
import type { DeviceOperationReport, OperationDay, OperationItem } from '../../../generated/model';
import { Chart, useChartTheme } from '../../components/chart/Chart';
import { StateTag } from '../../components/monitor/MonitorTags';
import { okData } from '../../lib/http/okData';
import { operationHoursOption, operationTrendOption } from './operationCharts';
import { ReportFrame, useReportLink } from './ReportFrame';
import styles from './report.module.css';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div className={styles.fact}>
      <div className={styles.factLabel}>{label}</div>
      <div className={styles.factValue}>{value}</div>
    </div>
  );
}

function Report({ report }: { report: DeviceOperationReport }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const theme = useChartTheme();
  const { device } = report;
  const texts = useMemo(
    () => ({
      run: t('report.op.run'),
      stop: t('report.op.stop'),
      offline: t('report.op.offline'),
      availability: t('report.availability'),
      hours: t('report.op.hoursUnit'),
      max: t('report.op.max'),
      mean: t('report.op.mean'),
      warn: t('warnDetail.chart.warn'),
      alarm: t('warnDetail.chart.alarm'),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intl],
  );
  const hours = useMemo(() => operationHoursOption(report, texts, theme), [report, texts, theme]);
  const trend = useMemo(() => operationTrendOption(report, texts, theme), [report, texts, theme]);
  const dayColumns: TableColumnsType<OperationDay> = [
    { title: t('report.op.day'), dataIndex: 'day' },
    { title: t('report.op.run'), dataIndex: 'runHours' },
    { title: t('report.op.stop'), dataIndex: 'stopHours' },
    { title: t('report.op.offline'), dataIndex: 'offlineHours' },
    { title: t('report.availability'), dataIndex: 'availability', render: (v: number) => `${v}%` },
    { title: t('monitor.level.warn'), dataIndex: 'warn' },
    { title: t('monitor.level.alarm'), dataIndex: 'alarm' },
    { title: t('report.op.max'), dataIndex: 'mainMax', render: (v?: number) => v ?? '—' },
  ];
  const itemColumns: TableColumnsType<OperationItem> = [
    { title: t('diagnose.item.name'), dataIndex: 'itemName' },
    { title: t('diagnose.item.range'), key: 'range', render: (_, i) => (i.min === undefined || i.max === undefined ? '—' : `${i.min} – ${i.max} ${i.unit}`) },
    { title: t('diagnose.item.mean'), key: 'mean', render: (_, i) => (i.mean === undefined ? '—' : `${i.mean} ${i.unit}`) },
    { title: t('diagnose.item.limits'), key: 'limits', render: (_, i) => `${i.warnValue} / ${i.alarmValue}` },
    { title: t('diagnose.item.events'), key: 'events', render: (_, i) => t('diagnose.item.eventCounts', { warn: i.warn, alarm: i.alarm }) },
  ];
  return (
    <article aria-labelledby="report-title">
      <header className={styles.reportHead}>
        <h1 id="report-title" className={styles.reportTitle}>
          {t('report.op.title', { device: device.deviceName })}
        </h1>
        <div className={styles.muted}>
          {t('report.op.meta', { company: device.deptName, start: report.startTime, end: report.endTime, by: report.createdBy, time: report.createTime })}{' '}
          <StateTag state={device.status} />
        </div>
      </header>
      <div className={styles.facts}>
        <Fact label={t('report.op.run')} value={t('report.op.hours', { hours: report.runHours })} />
        <Fact label={t('report.op.stop')} value={t('report.op.hours', { hours: report.stopHours })} />
        <Fact label={t('report.op.offline')} value={t('report.op.hours', { hours: report.offlineHours })} />
        <Fact label={t('report.availability')} value={`${report.availability}%`} />
        <Fact label={t('report.op.warnEvents')} value={report.alarms.warn} />
        <Fact label={t('report.op.alarmEvents')} value={report.alarms.alarm} />
      </div>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('report.op.hoursTrend')}</h2>
        <Chart option={hours} label={t('report.op.hoursTrendOf', { device: device.deviceName })} height={260} />
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('report.op.valueTrend')}</h2>
        <Chart option={trend} label={t('report.op.valueTrendOf', { device: device.deviceName })} height={240} />
      </section>
      <section className={`${styles.section} ${styles.pageBreak}`}>
        <h2 className={styles.sectionTitle}>{t('report.op.days')}</h2>
        <Table<OperationDay> rowKey="day" size="small" pagination={false} columns={dayColumns} dataSource={report.days} />
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('report.op.items')}</h2>
        <Table<OperationItem> rowKey="itemId" size="small" pagination={false} columns={itemColumns} dataSource={report.items} />
      </section>
    </article>
  );
}

/**
 * /deviceOperationReport?id=…&shareCode=… (spec 2.1, public): a device run report - run hours,
 * availability, alarms by level and the daily trend - laid out for printing on A4.
 */
export default function OperationReportPage() {
  const link = useReportLink();
  const report = useGetDeviceOperationReport(link ?? { id: '', shareCode: '' }, { query: { enabled: Boolean(link), retry: false, select: (reply) => okData(reply).data } });
  return <ReportFrame link={link} query={report}>{() => report.data && <Report report={report.data} />}</ReportFrame>;
}
