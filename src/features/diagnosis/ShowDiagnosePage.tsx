import { Table, type TableColumnsType } from 'antd';
import { useIntl } from 'react-intl';
import { useGetDiagnosisReport } from '../../../generated/endpoints/diagnosis/diagnosis';
import type { DiagnosisDeviceResult, DiagnosisReport } from '../../../generated/model';
import { GradeTag } from '../../components/monitor/MonitorTags';
import { okData } from '../../lib/http/okData';
import { AdviceList, DeviceResult, FindingList, HealthScore } from './DeviceResult';
import { ReportFrame, useReportLink } from './ReportFrame';
import styles from './report.module.css';

function Report({ report }: { report: DiagnosisReport }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const columns: TableColumnsType<DiagnosisDeviceResult> = [
    { title: t('report.device'), dataIndex: 'deviceName' },
    { title: t('report.company'), dataIndex: 'deptName' },
    { title: t('diagnose.col.health'), key: 'health', render: (_, d) => <><GradeTag grade={d.grade} /> {d.health}</> },
    { title: t('report.availability'), dataIndex: 'availability', render: (value: number) => `${value}%` },
    { title: t('diagnose.col.findings'), key: 'findings', render: (_, d) => report.findings.filter((f) => f.deviceId === d.deviceId).length },
  ];
  return (
    <article aria-labelledby="report-title">
      <header className={styles.reportHead}>
        <h1 id="report-title" className={styles.reportTitle}>
          {report.title}
        </h1>
        <div className={styles.muted}>
          {t('report.diagnosisMeta', { start: report.startTime, end: report.endTime, scope: report.deptName ?? t('diagnose.scopeAll'), by: report.createdBy, time: report.createTime })}
        </div>
      </header>
      <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
        <HealthScore health={report.health} grade={report.grade} size={96} />
        <div className={styles.facts} style={{ flex: 1 }}>
          <div className={styles.fact}>
            <div className={styles.factLabel}>{t('diagnose.deviceCount')}</div>
            <div className={styles.factValue}>{report.deviceCount}</div>
          </div>
          <div className={styles.fact}>
            <div className={styles.factLabel}>{t('diagnose.findingCount')}</div>
            <div className={styles.factValue}>{report.findingCount}</div>
          </div>
        </div>
      </div>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('report.overview')}</h2>
        <Table<DiagnosisDeviceResult> rowKey="deviceId" size="small" pagination={false} columns={columns} dataSource={report.devices} />
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('diagnose.findings')}</h2>
        <FindingList findings={report.findings} />
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('diagnose.advice')}</h2>
        <AdviceList advice={report.advice} />
      </section>
      {report.devices.map((device) => (
        // spec: page breaks between devices when printed.
        <div key={device.deviceId} className={styles.pageBreak}>
          <DeviceResult device={device} findings={report.findings.filter((finding) => finding.deviceId === device.deviceId)} headingLevel={3} />
        </div>
      ))}
    </article>
  );
}

/**
 * /showDiagnose?id=…&shareCode=… (spec 2.1, public): a diagnosis report laid out for printing - the
 * summary with every device, then one device per A4 page. Read with the share code, without a session.
 */
export default function ShowDiagnosePage() {
  const link = useReportLink();
  const report = useGetDiagnosisReport(link ?? { id: '', shareCode: '' }, { query: { enabled: Boolean(link), retry: false, select: (reply) => okData(reply).data } });
  return <ReportFrame link={link} query={report}>{() => report.data && <Report report={report.data} />}</ReportFrame>;
}
