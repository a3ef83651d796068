import { useQueryClient } from '@tanstack/react-query';
import { Alert, Checkbox, Empty, Form, Modal, Select, Spin, Tabs, TreeSelect, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useGetDeviceTransferList,
  useGetRootDeptList,
  useGetTransferDeptList,
  useTransferDepartment,
  useTransferDevices,
} from '../../../generated/endpoints/transfer/transfer';
import type { DepartmentTreeNode } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import { okData } from '../../lib/http/okData';
import type { BreadcrumbEntry } from '../../stores/companySelection';
import { useSessionStore } from '../../stores/session';
import { useDepartmentTree } from './useDepartmentTree';

type Props = { source: BreadcrumbEntry | null; onClose: () => void };
type Tab = 'company' | 'device';
type CompanyValues = { source?: string; target?: string };
type DeviceValues = CompanyValues & { devices?: string[] };

type Option = { value: string; title: string; children?: Option[] };
const treeOptions = (nodes: DepartmentTreeNode[]): Option[] =>
  nodes.map((n) => ({ value: n.id, title: n.deptName, children: n.children?.length ? treeOptions(n.children) : undefined }));

/** The companies a transfer can go to: the source's level (getTransferDeptList) and the top level (getRootDeptList). */
function useTargets(source: string | undefined) {
  const intl = useIntl();
  const userId = useSessionStore((s) => s.userInfo?.user_id);
  const enabled = !!source && !!userId;
  const params = { userId: userId ?? '', deptId: source ?? '' };
  const sameLevel = useGetTransferDeptList(params, { query: { enabled, select: (r) => okData(r).data ?? [] } });
  const topLevel = useGetRootDeptList(params, { query: { enabled, select: (r) => okData(r).data ?? [] } });
  const options = useMemo(() => {
    const seen = new Set<string>(source ? [source] : []);
    const group = (label: string, nodes: DepartmentTreeNode[] | undefined) => {
      const items = (nodes ?? []).filter((n) => !seen.has(n.id)).map((n) => (seen.add(n.id), { value: n.id, label: n.deptName }));
      return items.length ? [{ label, title: label, options: items }] : [];
    };
    return [
      ...group(intl.formatMessage({ id: 'department.transfer.sameLevel' }), sameLevel.data),
      ...group(intl.formatMessage({ id: 'department.transfer.topLevel' }), topLevel.data),
    ];
  }, [intl, source, sameLevel.data, topLevel.data]);
  return { options, loading: sameLevel.isFetching || topLevel.isFetching, failed: sameLevel.isError || topLevel.isError };
}

/**
 * Spec 2.7 / 3 / 8: the transfer (划拨) dialog. Transfer company moves every device of the source
 * company to the target (orginName -> targetDeptId); transfer device moves the chosen devices
 * (deviceIds -> transferDeptId). Spec 5: source, target and devices are required. On code 200 both
 * say 划拨设备成功 and everything on the page reloads; a failure shows the server msg and keeps the form.
 */
export default function TransferDialog({ source, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const toast = useToast();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('company');
  const [companyForm] = Form.useForm<CompanyValues>();
  const [deviceForm] = Form.useForm<DeviceValues>();
  const moveCompany = useTransferDepartment();
  const moveDevices = useTransferDevices();
  const tree = useDepartmentTree();
  const sources = useMemo(() => treeOptions(tree.data ?? []), [tree.data]);

  const companySource = Form.useWatch('source', companyForm);
  const deviceSource = Form.useWatch('source', deviceForm);
  const companyTargets = useTargets(companySource);
  const deviceTargets = useTargets(deviceSource);
  const devices = useGetDeviceTransferList(
    { deptId: deviceSource ?? '' },
    { query: { enabled: !!deviceSource, select: (r) => okData(r).data?.devices ?? [] } },
  );
  const chosen: string[] = Form.useWatch('devices', deviceForm) ?? [];

  const submit = async () => {
    try {
      if (tab === 'company') {
        let values: CompanyValues;
        try {
          values = await companyForm.validateFields();
        } catch {
          return;
        }
        await moveCompany.mutateAsync({ params: { orginName: values.source!, targetDeptId: values.target! } });
      } else {
        let values: DeviceValues;
        try {
          values = await deviceForm.validateFields();
        } catch {
          return;
        }
        await moveDevices.mutateAsync({ params: { deviceIds: values.devices!.join(','), transferDeptId: values.target! } });
      }
    } catch (error) {
      if (!reportedByHttpClient(error)) toast.error(t('error.unknown'));
      return;
    }
    toast.success(t('department.transfer.success'));
    // Spec 8 "reloads the page": the tree and every page's data are fetched again; tabs and forms stay.
    void queryClient.invalidateQueries();
    onClose();
  };

  const sourceField = (form: typeof companyForm | typeof deviceForm, resetOnChange: ('target' | 'devices')[]) => (
    <Form.Item name="source" label={t('department.transfer.source')} rules={[{ required: true, message: t('department.transfer.sourceRequired') }]}>
      <TreeSelect
        treeData={sources}
        showSearch={{ treeNodeFilterProp: 'title' }}
        loading={tree.isLoading}
        placeholder={t('department.choose')}
        treeDefaultExpandedKeys={source ? [source.id] : undefined}
        listHeight={260}
        onChange={() => (form as typeof deviceForm).resetFields(resetOnChange)}
      />
    </Form.Item>
  );
  const targetField = (targets: ReturnType<typeof useTargets>) => (
    <Form.Item
      name="target"
      label={t('department.transfer.target')}
      // The targets leave out the source, and a new source clears the target.
      rules={[{ required: true, message: t('department.transfer.targetRequired') }]}
      help={targets.failed ? t('department.transfer.loadFailed') : undefined}
      validateStatus={targets.failed ? 'error' : undefined}
    >
      <Select options={targets.options} loading={targets.loading} placeholder={t('department.choose')} showSearch={{ optionFilterProp: 'label' }} />
    </Form.Item>
  );

  const deviceList = devices.data ?? [];
  const allChosen = deviceList.length > 0 && chosen.length === deviceList.length;

  return (
    <Modal
      open
      title={t('department.transfer.title')}
      width={620}
      okText={t('department.transfer.submit')}
      cancelText={t('department.transfer.cancel')}
      okButtonProps={{ loading: moveCompany.isPending || moveDevices.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          {
            key: 'company',
            label: t('department.transfer.company'),
            children: (
              <Form form={companyForm} name="transferCompany" layout="vertical" initialValues={{ source: source?.id }}>
                {sourceField(companyForm, ['target'])}
                {targetField(companyTargets)}
                <Typography.Text type="secondary">{t('department.transfer.companyHint')}</Typography.Text>
              </Form>
            ),
          },
          {
            key: 'device',
            label: t('department.transfer.device'),
            forceRender: true,
            children: (
              <Form form={deviceForm} name="transferDevice" layout="vertical" initialValues={{ source: source?.id, devices: [] }}>
                {sourceField(deviceForm, ['target', 'devices'])}
                <Form.Item
                  name="devices"
                  label={t('department.transfer.devices')}
                  rules={[{ required: true, type: 'array', min: 1, message: t('department.transfer.devicesRequired') }]}
                >
                  <DeviceChecklist
                    devices={deviceList}
                    state={devices.isFetching ? 'loading' : devices.isError ? 'error' : 'ready'}
                    allChosen={allChosen}
                    onSelectAll={(all) => deviceForm.setFieldValue('devices', all ? deviceList.map((d) => d.deviceId) : [])}
                  />
                </Form.Item>
                {targetField(deviceTargets)}
              </Form>
            ),
          },
        ]}
      />
    </Modal>
  );
}

/** The devices as checkboxes, with select all; value/onChange come from the Form.Item. */
function DeviceChecklist({
  devices,
  state,
  allChosen,
  onSelectAll,
  value,
  onChange,
}: {
  devices: { deviceId: string; deviceName: string }[];
  state: 'loading' | 'error' | 'ready';
  allChosen: boolean;
  onSelectAll: (all: boolean) => void;
  value?: string[];
  onChange?: (value: string[]) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (state === 'loading') return <Spin size="small" />;
  if (state === 'error') return <Alert type="error" showIcon title={t('department.transfer.loadFailed')} />;
  if (devices.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('department.transfer.noDevices')} style={{ margin: 0 }} />;
  const some = (value?.length ?? 0) > 0 && !allChosen;
  return (
    <div style={{ border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6, padding: '6px 10px', maxHeight: 220, overflowY: 'auto' }}>
      <Checkbox checked={allChosen} indeterminate={some} onChange={(e) => onSelectAll(e.target.checked)}>
        {t('department.transfer.selectAll')}
      </Checkbox>
      <Checkbox.Group
        value={value}
        onChange={(v) => onChange?.(v as string[])}
        options={devices.map((d) => ({ value: d.deviceId, label: d.deviceName }))}
        style={{ display: 'flex', flexDirection: 'column', gap: 4, marginTop: 4 }}
      />
    </div>
  );
}
