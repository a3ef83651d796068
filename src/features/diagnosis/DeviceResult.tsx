import { Progress, Table, Typography, type TableColumnsType } from 'antd';
import { useIntl } from 'react-intl';
import type { DiagnosisDeviceResult, DiagnosisFinding, DiagnosisItemResult, HealthGrade } from '../../../generated/model';
import { GradeTag, SeverityTag } from '../../components/monitor/MonitorTags';
import styles from './report.module.css';

const GRADE_STROKE: Record<HealthGrade, string> = { good: '#52c41a', attention: '#1677ff', warning: '#faad14', danger: '#ff4d4f' };

/** The health score 0-100 as a ring, its grade in words beside it. */
export function HealthScore({ health, grade, size = 72 }: { health: number; grade: HealthGrade; size?: number }) {
  const intl = useIntl();
  return (
    <div className={styles.health}>
      <Progress
        type="circle"
        size={size}
        percent={health}
        strokeColor={GRADE_STROKE[grade]}
        format={() => health}
        aria-label={intl.formatMessage({ id: 'diagnose.healthOf' }, { health })}
      />
      <GradeTag grade={grade} />
    </div>
  );
}

/** Findings, each with its severity in words. */
export function FindingList({ findings }: { findings: readonly DiagnosisFinding[] }) {
  const intl = useIntl();
  if (findings.length === 0) return <p className={styles.muted}>{intl.formatMessage({ id: 'diagnose.noFindings' })}</p>;
  return (
    <ul className={styles.findings}>
      {findings.map((finding, index) => (
        <li key={`${finding.deviceId}-${finding.itemId ?? ''}-${index}`}>
          <SeverityTag severity={finding.severity} /> {finding.text}
        </li>
      ))}
    </ul>
  );
}

/** Advice, or that there is none. */
export function AdviceList({ advice }: { advice: readonly string[] }) {
  const intl = useIntl();
  if (advice.length === 0) return <p className={styles.muted}>{intl.formatMessage({ id: 'diagnose.noAdvice' })}</p>;
  return (
    <ol className={styles.advice}>
      {advice.map((text, index) => (
        <li key={index}>{text}</li>
      ))}
    </ol>
  );
}

/**
 * One device of a diagnosis (the page's result and the printed report): health, availability, its
 * items over the range, what was found and what to do.
 */
export function DeviceResult({ device, findings, headingLevel = 4 }: { device: DiagnosisDeviceResult; findings: readonly DiagnosisFinding[]; headingLevel?: 3 | 4 }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const columns: TableColumnsType<DiagnosisItemResult> = [
    { title: t('diagnose.item.name'), dataIndex: 'itemName' },
    { title: t('diagnose.item.range'), key: 'range', render: (_, item) => `${item.min} – ${item.max} ${item.unit}` },
    { title: t('diagnose.item.mean'), key: 'mean', render: (_, item) => `${item.mean} ${item.unit}` },
    { title: t('diagnose.item.limits'), key: 'limits', render: (_, item) => `${item.warnValue} / ${item.alarmValue}` },
    { title: t('diagnose.item.events'), key: 'events', render: (_, item) => t('diagnose.item.eventCounts', { warn: item.warnCount, alarm: item.alarmCount }) },
    { title: t('diagnose.item.overLimit'), dataIndex: 'overLimitMinutes', render: (minutes: number) => t('diagnose.minutes', { minutes }) },
    { title: t('diagnose.item.grade'), key: 'grade', render: (_, item) => <><GradeTag grade={item.grade} /> {item.health}</> },
  ];
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.device} aria-labelledby={`device-${device.deviceId}`}>
      <header className={styles.deviceHead}>
        <div>
          <Heading id={`device-${device.deviceId}`} className={styles.deviceName}>
            {device.deviceName}
          </Heading>
          <Typography.Text type="secondary">
            {[device.deviceType, device.deptName].filter(Boolean).join(' · ')} · {t('diagnose.availability', { value: device.availability })}
          </Typography.Text>
        </div>
        <HealthScore health={device.health} grade={device.grade} />
      </header>
      <Table<DiagnosisItemResult> rowKey="itemId" size="small" pagination={false} columns={columns} dataSource={device.items} scroll={{ x: 'max-content' }} />
      <div className={styles.twoColumns}>
        <section>
          <h5 className={styles.subHeading}>{t('diagnose.findings')}</h5>
          <FindingList findings={findings} />
        </section>
        <section>
          <h5 className={styles.subHeading}>{t('diagnose.advice')}</h5>
          <AdviceList advice={device.advice} />
        </section>
      </div>
    </article>
  );
}
