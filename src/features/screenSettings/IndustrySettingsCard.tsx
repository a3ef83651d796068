import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Empty, Form, Input, Row, Select, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  getGetIndustryScreenConfigQueryKey,
  getGetIndustryScreenLinkQueryKey,
  getGetIndustryScreenPermissionRouteQueryKey,
  useGetIndustryScreenConfig,
  useGetIndustryScreenPermissionRoute,
  useSaveIndustryScreenConfig,
} from '../../../generated/endpoints/screen/screen';
import type { IndustryScreenConfig } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { LoadFailure } from '../../components/LoadFailure';
import { formRule } from '../../lib/forms/formRule';
import { useFormName } from '../../lib/forms/useFormName';
import { showServerFieldError } from '../../lib/forms/showServerFieldError';
import { okData } from '../../lib/http/okData';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import { useCompanySelection, type BreadcrumbEntry } from '../../stores/companySelection';
import { INDUSTRY_TITLE_MAX, industryTitleProblem, industryUrlProblem } from './rules';
import { UnsavedState } from './UnsavedState';
import { useSavedForm } from './useSavedForm';
import { countedAs } from '../../lib/forms/textLength';

type Values = { screenType: number; title: string; url: string };
const FIELDS = ['screenType', 'title', 'url'] as const;
/** Spec 6: screen type 1 lets the top bar's customer-screen icon jump; the other values' meanings are not shown. */
const CUSTOMER_SCREEN = 1;

const comparable = (values: Partial<Values>) => JSON.stringify(FIELDS.map((name) => values[name] ?? ''));
const valuesOf = (config: IndustryScreenConfig): Values => ({ screenType: config.screenType, title: config.title ?? '', url: config.url ?? '' });

/** One company's industry screen settings, from the server (industry/screen/config). */
function CompanyIndustryForm({ company, canSave }: { company: BreadcrumbEntry; canSave: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const config = useGetIndustryScreenConfig({ deptId: company.id }, { query: { select: (reply) => okData(reply).data } });
  const save = useSaveIndustryScreenConfig();
  const [form] = Form.useForm<Values>();
  const formName = useFormName('industry-screen');
  const saved = useMemo(() => (config.data ? valuesOf(config.data) : undefined), [config.data]);
  const { dirty, track, restore } = useSavedForm(form, saved, comparable);
  const [saving, setSaving] = useState(false);
  const screenType = Form.useWatch('screenType', form) ?? saved?.screenType;

  const typeOptions = [
    { value: CUSTOMER_SCREEN, label: t('screen.industry.type.customer') },
    { value: 0, label: t('screen.industry.type.none') },
    // A type the console has no words for is still shown as what it is.
    ...(saved && saved.screenType !== CUSTOMER_SCREEN && saved.screenType !== 0 ? [{ value: saved.screenType, label: t('screen.industry.type.other', { type: saved.screenType }) }] : []),
  ];

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const title = values.title.trim() ? values.title : undefined;
      const url = values.url.trim() ? values.url.trim() : undefined;
      await save.mutateAsync({ data: { ...(config.data?.id ? { id: config.data.id } : {}), deptId: company.id, screenType: values.screenType, title, url } });
      toast.success(t('action.saved'));
      // The top bar's customer-screen icon asks skip for the chosen company (spec 6).
      for (const queryKey of [getGetIndustryScreenConfigQueryKey(), getGetIndustryScreenLinkQueryKey(), getGetIndustryScreenPermissionRouteQueryKey()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    } catch (error) {
      if (!showServerFieldError(form, error, FIELDS) && !reportedByHttpClient(error)) toast.error(t('error.unknown'));
    } finally {
      setSaving(false);
    }
  };

  if (config.isError) return <LoadFailure error={config.error} onRetry={() => void config.refetch()} />;
  if (!saved) return <Skeleton active />;
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
        <Descriptions size="small" column={1} items={[{ key: 'company', label: t('screen.industry.company'), children: config.data?.deptName ?? company.label }]} />
        <UnsavedState dirty={dirty} onRestore={restore} disabled={!canSave} />
      </div>
      <Form<Values> name={formName} form={form} layout="vertical" initialValues={saved} onValuesChange={track} disabled={!canSave} aria-label={t('screen.industry.title')}>
        <Row gutter={24}>
          <Col xs={24} md={8}>
            <Form.Item name="screenType" label={t('screen.industry.field.screenType')} extra={t('screen.industry.hint.screenType')}>
              <Select options={typeOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="title" label={t('screen.industry.field.title')} rules={[formRule(t, industryTitleProblem)]}>
              <Input count={countedAs(INDUSTRY_TITLE_MAX)} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="url"
              label={t('screen.industry.field.url')}
              required={screenType === CUSTOMER_SCREEN}
              dependencies={['screenType']}
              rules={[formRule(t, (value: string | undefined) => industryUrlProblem(value, form.getFieldValue('screenType') as number | undefined))]}
            >
              <Input inputMode="url" placeholder="https://" autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        {canSave && (
          <Button type="primary" loading={saving} disabled={!dirty} onClick={() => void submit()}>
            {t('action.save')}
          </Button>
        )}
      </Form>
    </>
  );
}

/**
 * A company's industry (customer) screen settings (spec 7 industry/screen/config and save): the company
 * is the one chosen in the company tree, as the rest of a company's data. Also shows the industry
 * screen route the signed-in user may open (industry/screen/permissionRoute).
 */
export function IndustrySettingsCard({ canSave }: { canSave: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const company = useCompanySelection((s) => s.selected);
  const route = useGetIndustryScreenPermissionRoute({ query: { select: (reply) => okData(reply).data } });
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('screen.industry.title')}</h2>}>
      <Alert
        type={route.data ? 'info' : 'warning'}
        showIcon
        style={{ marginBottom: 16 }}
        title={route.isPending ? t('screen.industry.route.checking') : route.data ? t('screen.industry.route.yes', { route: route.data }) : t('screen.industry.route.no')}
      />
      {company ? (
        // One form per company: a choice in the tree shows that company's settings.
        <CompanyIndustryForm key={company.id} company={company} canSave={canSave} />
      ) : (
        <Empty description={t('screen.industry.choose')} />
      )}
    </Card>
  );
}
