import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, InputNumber, Row, Select, Skeleton, Space, Switch } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetBizDictionary } from '../../../generated/endpoints/dict/dict';
import { getGetScreenConfigQueryKey, useGetScreenConfig, useSubmitScreenConfig } from '../../../generated/endpoints/screen/screen';
import type { BigScreenConfig, BizDictCode } from '../../../generated/model';
import { CompanyTreeSelect } from '../../components/CompanyTreeSelect';
import { useToast } from '../../components/feedback';
import { LoadFailure } from '../../components/LoadFailure';
import { formRule } from '../../lib/forms/formRule';
import { useFormName } from '../../lib/forms/useFormName';
import { showServerFieldError } from '../../lib/forms/showServerFieldError';
import { okData } from '../../lib/http/okData';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import { carouselPeriodProblem, enterprisesProblem, idleTimeProblem, refreshTimeProblem, typeProblem, whenPolling } from './rules';
import { UnsavedState } from './UnsavedState';
import { useSavedForm } from './useSavedForm';

type Values = Omit<BigScreenConfig, 'id'>;

const FIELDS = [
  'enterpriseRefreshTime',
  'deviceRefreshTime',
  'industryRefreshTime',
  'deviceCarouselPeriod',
  'restorePollIdleTime',
  'temperatureType',
  'vibrationType',
  'pollEnabled',
  'deptIds',
] as const satisfies readonly (keyof Values)[];

/** The settings in a comparable shape (field order fixed, enterprises as a set). */
const comparable = (values: Partial<Values>) =>
  JSON.stringify(FIELDS.map((name) => (name === 'deptIds' ? [...(values.deptIds ?? [])].sort() : (values[name] ?? null))));

const valuesOf = (config: BigScreenConfig): Values => Object.fromEntries(FIELDS.map((name) => [name, config[name]])) as Values;

/** A business dictionary as Select options (the stored value is the numeric key). */
function useTypeOptions(code: BizDictCode) {
  return useGetBizDictionary(
    { code },
    { query: { staleTime: 5 * 60_000, select: (reply) => (okData(reply).data ?? []).map((entry) => ({ value: Number(entry.dictKey), label: entry.dictValue })) } },
  );
}

/**
 * The platform's big-screen settings (getConfig / submit; spec 3, 5, 9): the refresh times as
 * integers, the device carousel period of at least 5, the restore-poll-after-idle time, the
 * temperature and vibration types from their dictionaries, polling on/off (its two fields disabled
 * while off) and at least one enterprise. Live pages read deviceRefreshTime from the same query
 * (lib/live), so a save reaches them.
 */
export function PlatformSettingsCard({ canSave }: { canSave: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const config = useGetScreenConfig({ query: { staleTime: 5 * 60_000, select: (reply) => okData(reply).data } });
  const submit = useSubmitScreenConfig();
  const temperatures = useTypeOptions('monitorItemTemperatureType');
  const vibrations = useTypeOptions('monitorItemVibrationType');
  const [form] = Form.useForm<Values>();
  const formName = useFormName('big-screen');
  const saved = useMemo(() => (config.data ? valuesOf(config.data) : undefined), [config.data]);
  const { dirty, track, restore } = useSavedForm(form, saved, comparable);
  const [saving, setSaving] = useState(false);
  const polling = Form.useWatch('pollEnabled', form) ?? saved?.pollEnabled ?? true;

  const save = useCallback(async () => {
    if (!config.data || !saved) return;
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    // Polling off: its fields were not checked; what is saved for them goes back as it was.
    const body: BigScreenConfig = {
      ...values,
      ...(values.pollEnabled ? {} : { deviceCarouselPeriod: saved.deviceCarouselPeriod, restorePollIdleTime: saved.restorePollIdleTime }),
      id: config.data.id,
    };
    setSaving(true);
    try {
      await submit.mutateAsync({ data: body });
      toast.success(t('action.saved'));
      await queryClient.invalidateQueries({ queryKey: getGetScreenConfigQueryKey() });
    } catch (error) {
      if (!showServerFieldError(form, error, FIELDS) && !reportedByHttpClient(error)) toast.error(t('error.unknown'));
    } finally {
      setSaving(false);
    }
    // t is stable enough for a click handler; the rest are the values it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config.data, saved, form, submit, toast, queryClient]);

  const seconds = { style: { width: '100%' }, suffix: t('screen.unit.seconds') } as const;
  const pollRule = (problem: (value: number | null | undefined) => string | null) => formRule<number | null>(t, whenPolling(polling, problem));

  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('screen.platform.title')}</h2>}
      extra={saved && <UnsavedState dirty={dirty} onRestore={restore} disabled={!canSave} />}
    >
      {config.isError && <LoadFailure error={config.error} onRetry={() => void config.refetch()} />}
      {config.isPending && <Skeleton active />}
      {!canSave && saved && <Alert type="info" showIcon title={t('screen.readOnly')} style={{ marginBottom: 16 }} />}
      {saved && (
        <Form<Values> name={formName}
          form={form}
          layout="vertical"
          initialValues={saved}
          onValuesChange={track}
          disabled={!canSave}
          aria-label={t('screen.platform.title')}
          scrollToFirstError
        >
          <Row gutter={24}>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="enterpriseRefreshTime" label={t('screen.field.enterpriseRefreshTime')} required rules={[formRule<number | null>(t, refreshTimeProblem)]}>
                <InputNumber {...seconds} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="deviceRefreshTime" label={t('screen.field.deviceRefreshTime')} required rules={[formRule<number | null>(t, refreshTimeProblem)]} extra={t('screen.hint.deviceRefreshTime')}>
                <InputNumber {...seconds} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="industryRefreshTime" label={t('screen.field.industryRefreshTime')} required rules={[formRule<number | null>(t, refreshTimeProblem)]}>
                <InputNumber {...seconds} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="temperatureType" label={t('screen.field.temperatureType')} required rules={[formRule<number | null>(t, typeProblem)]}>
                <Select options={temperatures.data} loading={temperatures.isLoading} placeholder={t('screen.choose')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="vibrationType" label={t('screen.field.vibrationType')} required rules={[formRule<number | null>(t, typeProblem)]}>
                <Select options={vibrations.data} loading={vibrations.isLoading} placeholder={t('screen.choose')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="pollEnabled" label={t('screen.field.pollEnabled')} valuePropName="checked">
                <Switch checkedChildren={t('screen.poll.on')} unCheckedChildren={t('screen.poll.off')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                name="deviceCarouselPeriod"
                label={t('screen.field.deviceCarouselPeriod')}
                required={polling}
                dependencies={['pollEnabled']}
                rules={[pollRule(carouselPeriodProblem)]}
                extra={polling ? t('screen.hint.carousel') : t('screen.hint.pollOff')}
              >
                <InputNumber {...seconds} disabled={!polling || !canSave} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item
                name="restorePollIdleTime"
                label={t('screen.field.restorePollIdleTime')}
                required={polling}
                dependencies={['pollEnabled']}
                rules={[pollRule(idleTimeProblem)]}
                extra={polling ? t('screen.hint.idle') : t('screen.hint.pollOff')}
              >
                <InputNumber {...seconds} disabled={!polling || !canSave} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="deptIds" label={t('screen.field.deptIds')} required rules={[formRule<string[] | undefined>(t, enterprisesProblem)]}>
                <CompanyTreeSelect organisationsOnly />
              </Form.Item>
            </Col>
          </Row>
          {canSave && (
            <Space>
              <Button type="primary" loading={saving} onClick={() => void save()} disabled={!dirty}>
                {t('action.save')}
              </Button>
            </Space>
          )}
        </Form>
      )}
    </Card>
  );
}
