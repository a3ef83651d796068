import { FileTextOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { createDeviceOperationReport } from '../../../generated/endpoints/diagnosis/diagnosis';
import type { DiagnosisReport } from '../../../generated/model';
import { okData } from '../../lib/http/okData';
import { AdviceList, DeviceResult, FindingList, HealthScore } from './DeviceResult';
import { diagnosisReportUrl, operationReportUrl } from './diagnosisRules';

/** Opens a public report in its own window (spec 2.1: the report pages stand outside the console). */
const openReport = (url: string) => window.open(url, '_blank', 'noopener');

/** A device run report over the diagnosis' range, generated on demand (createDeviceOperationReport). */
function OperationReportButton({ deviceId, deviceName, report }: { deviceId: string; deviceName: string; report: DiagnosisReport }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const made = okData(await createDeviceOperationReport({ deviceId, startTime: report.startTime, endTime: report.endTime })).data;
      if (made) openReport(operationReportUrl(made.id, made.shareCode));
    } catch {
      // The http client has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" icon={<FileTextOutlined />} loading={busy} onClick={() => void create()}>
      {intl.formatMessage({ id: 'diagnose.operationReportOf' }, { device: deviceName })}
    </Button>
  );
}

/**
 * A diagnosis on the page: the whole scope's health, its findings and advice, then each device
 * (health, items, findings, advice) with its run report; the printable report opens by its share link.
 */
export function DiagnosisResult({ report }: { report: DiagnosisReport }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <section aria-labelledby="diagnosis-result" style={{ marginTop: 16 }}>
      <Space style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography.Title level={4} id="diagnosis-result" style={{ margin: 0 }}>
          {t('diagnose.resultOf', { title: report.title })}
        </Typography.Title>
        <Button icon={<PrinterOutlined />} onClick={() => openReport(diagnosisReportUrl(report.id, report.shareCode))}>
          {t('diagnose.openReport')}
        </Button>
      </Space>
      <div style={{ display: 'flex', gap: 24, alignItems: 'center', flexWrap: 'wrap', margin: '12px 0' }}>
        <HealthScore health={report.health} grade={report.grade} size={96} />
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          style={{ flex: 1, minWidth: 280 }}
          items={[
            { key: 'range', label: t('diagnose.range'), children: `${report.startTime} ~ ${report.endTime}` },
            { key: 'scope', label: t('diagnose.scope'), children: report.deptName ?? t('diagnose.scopeAll') },
            { key: 'devices', label: t('diagnose.deviceCount'), children: report.deviceCount },
            { key: 'findings', label: t('diagnose.findingCount'), children: report.findingCount },
            { key: 'by', label: t('diagnose.createdBy'), children: `${report.createdBy} ${report.createTime}` },
          ]}
        />
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 24, marginBottom: 16 }}>
        <section>
          <Typography.Title level={5}>{t('diagnose.findings')}</Typography.Title>
          <FindingList findings={report.findings} />
        </section>
        <section>
          <Typography.Title level={5}>{t('diagnose.advice')}</Typography.Title>
          <AdviceList advice={report.advice} />
        </section>
      </div>
      {report.devices.map((device) => (
        <div key={device.deviceId}>
          <DeviceResult device={device} findings={report.findings.filter((finding) => finding.deviceId === device.deviceId)} />
          <div style={{ marginTop: -8, marginBottom: 16, textAlign: 'right' }}>
            <OperationReportButton deviceId={device.deviceId} deviceName={device.deviceName} report={report} />
          </div>
        </div>
      ))}
    </section>
  );
}
