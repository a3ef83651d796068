import { EnvironmentOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, Modal, Row, Select, Space, Switch, TreeSelect, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  getDepartmentTree,
  getGetDepartmentDetailQueryKey,
  getGetDepartmentTreeQueryKey,
  useGetDepartmentChildrenNames,
  useSubmitDepartment,
} from '../../../generated/endpoints/department/department';
import { useGetBizDictionary } from '../../../generated/endpoints/dict/dict';
import type { Department, DepartmentTreeNode } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import { formRule } from '../../lib/forms/formRule';
import { okData } from '../../lib/http/okData';
import { findTreeNode } from '../../lib/tree';
import { useCompanySelection, type BreadcrumbEntry } from '../../stores/companySelection';
import { whyNotAddUnder } from './checks';
import { ImageField } from './ImageField';
import type { MapLocation } from './MapPickerDialog';
import { ADDRESS_MAX, missingBeforeImage, nameProblem, phoneProblem, REMARK_MAX } from './rules';
import { useDepartmentImages } from './useDepartmentImages';
import { useDepartmentTree } from './useDepartmentTree';

const MapPickerDialog = lazy(() => import('./MapPickerDialog'));

type FormMode = { kind: 'add'; parent: BreadcrumbEntry | null } | { kind: 'edit'; department: Department };

type Values = {
  deptName: string;
  fullName?: string;
  vocations: number[];
  location?: MapLocation;
  deploy?: boolean;
  property?: boolean;
  isBatch?: boolean;
  parentId?: string;
  contacts?: string;
  phone?: string;
  address?: string;
  remark?: string;
};

type Props = { mode: FormMode; onClose: () => void };

type Option = { value: string; title: string; disabled?: boolean; children?: Option[] };

/** The tree as TreeSelect options; a node and its subtree are off limits as its own parent (edit). */
function parentOptions(nodes: DepartmentTreeNode[], editedId: string | undefined): Option[] {
  const walk = (list: DepartmentTreeNode[], insideEdited: boolean): Option[] =>
    list.map((node) => {
      const inside = insideEdited || node.id === editedId;
      return {
        value: node.id,
        title: node.deptName,
        // spec 5: equipment takes no enterprise under it
        disabled: inside || node.property === true,
        children: node.children?.length ? walk(node.children, inside) : undefined,
      };
    });
  return walk(nodes, false);
}

type LocationInputProps = {
  value?: MapLocation;
  onChange?: (v: MapLocation) => void;
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
};

/** The map address with its coordinates, chosen in the map picker (spec 2.7); Form.Item passes id and aria-*. */
function LocationInput({ value, onChange, id, ...aria }: LocationInputProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          readOnly
          value={value?.mapAddress ?? ''}
          placeholder={t('department.map.none')}
          {...aria}
          onClick={() => setPicking(true)}
        />
        <Button icon={<EnvironmentOutlined aria-hidden />} onClick={() => setPicking(true)}>
          {t('department.field.pickOnMap')}
        </Button>
      </Space.Compact>
      {value && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('department.map.coordinates', { lng: value.lng.toFixed(6), lat: value.lat.toFixed(6) })}
        </Typography.Text>
      )}
      {picking && (
        <Suspense fallback={null}>
          <MapPickerDialog
            value={value}
            onCancel={() => setPicking(false)}
            onOk={(picked) => {
              onChange?.(picked);
              setPicking(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * Spec 2.7 / 5 "Department form": add and edit a company with every field and rule; the pictures
 * (spec 5, 8) and the map picker (spec 2.7, 9). Spec 4: adding under a company with devices or roles
 * is refused (department.addRole), and equipment takes no enterprise; the server checks again.
 */
export default function DepartmentFormDialog({ mode, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const rename = useCompanySelection((s) => s.rename);
  const [form] = Form.useForm<Values>();
  const editing = mode.kind === 'edit' ? mode.department : undefined;
  const [saving, setSaving] = useState(false);
  const submit = useSubmitDepartment();
  const images = useDepartmentImages(editing?.id, { logo: editing?.logo, image: editing?.image });

  const tree = useDepartmentTree();
  const industries = useGetBizDictionary(
    { code: 'industryType' },
    { query: { select: (r) => (okData(r).data ?? []).map((e) => ({ value: Number(e.dictKey), label: e.dictValue })), staleTime: 5 * 60_000 } },
  );
  const isBatch = Form.useWatch('isBatch', form);
  const childrenNames = useGetDepartmentChildrenNames(
    { id: editing?.id ?? '' },
    { query: { enabled: !!editing?.id && !!isBatch, select: (r) => okData(r).data ?? [] } },
  );
  const options = useMemo(() => parentOptions(tree.data ?? [], editing?.id), [tree.data, editing?.id]);

  const initialValues: Partial<Values> = editing
    ? {
        deptName: editing.deptName,
        fullName: editing.fullName,
        vocations: editing.vocations,
        location: { lng: editing.lng, lat: editing.lat, mapAddress: editing.mapAddress ?? '' },
        deploy: editing.deploy,
        property: editing.property,
        isBatch: false,
        parentId: editing.parentId,
        contacts: editing.contacts,
        phone: editing.phone,
        address: editing.address,
        remark: editing.remark,
      }
    : { parentId: mode.kind === 'add' ? mode.parent?.id : undefined, vocations: [] };

  /** Spec 8 tips.message: a new department's picture needs name, map address, parent and industry first. */
  const imageGuard = () => {
    if (editing) return null;
    const v = form.getFieldsValue();
    return missingBeforeImage({ deptName: v.deptName, mapAddress: v.location?.mapAddress, parentId: v.parentId, vocations: v.vocations }) ? 'tips.message' : null;
  };

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // every message sits under its field
    }
    setSaving(true);
    try {
      await persist(values);
    } finally {
      setSaving(false);
    }
  };

  const persist = async (values: Values) => {
    const parentId = values.parentId!;
    const nodes = tree.data ?? [];
    const parent = findTreeNode(nodes, parentId);
    const location = values.location!;
    try {
      // A new node, or one moved elsewhere, goes under a parent that must accept it (spec 4, 5).
      if (!editing || editing.parentId !== parentId) {
        const refusal = await whyNotAddUnder({ id: parentId, property: parent?.property ?? false });
        if (refusal) {
          toast.warning(t(refusal));
          return;
        }
      }
      const siblingsBefore = new Set((parent?.children ?? []).map((c) => c.id));
      const body: Department = {
        ...(editing ? { id: editing.id } : {}),
        deptName: values.deptName,
        fullName: values.fullName?.trim() || undefined,
        vocations: values.vocations,
        mapAddress: location.mapAddress,
        lng: location.lng,
        lat: location.lat,
        address: values.address?.trim() ?? '',
        phone: values.phone?.trim() ?? '',
        contacts: values.contacts?.trim() ?? '',
        parentId,
        parentName: parent?.deptName,
        remark: values.remark ?? '',
        deploy: values.deploy!,
        property: values.property!,
        isBatch: !!values.isBatch,
        // The edit form's pictures are already uploaded; an emptied logo is sent empty to clear it.
        ...(editing ? { logo: images.images.logo.stored ?? '', image: images.images.screen.stored ?? '' } : {}),
      };
      await submit.mutateAsync({ data: body });

      let picturesUploaded = true;
      if (!editing && images.hasPending) {
        // submit answers no id: the new node is the parent's child with this name that was not there before.
        const fresh = okData(await getDepartmentTree()).data ?? [];
        const created = findTreeNode(fresh, parentId)?.children?.find((c) => c.deptName === values.deptName && !siblingsBefore.has(c.id));
        picturesUploaded = created ? await images.uploadPending(created.id) : false;
      }
      if (editing?.id) {
        rename(editing.id, values.deptName);
        void queryClient.invalidateQueries({ queryKey: getGetDepartmentDetailQueryKey({ id: editing.id }) });
      }
      // The tree refetches behind the closing dialog.
      void queryClient.invalidateQueries({ queryKey: getGetDepartmentTreeQueryKey() });
      toast.success(t('department.form.saved'));
      if (!picturesUploaded) toast.warning(t('department.image.afterCreateFailed'));
      onClose();
    } catch (error) {
      // The server's msg was toasted (spec 8); the form stays as typed.
      if (!reportedByHttpClient(error)) toast.error(t('error.unknown'));
    }
  };

  const max = (n: number) => ({ max: n, message: t('department.rule.max', { max: n }) });

  return (
    <Modal
      open
      title={t(editing ? 'department.form.editTitle' : 'department.form.addTitle')}
      width={820}
      okText={t('department.form.save')}
      cancelText={t('department.form.cancel')}
      okButtonProps={{ loading: saving, disabled: images.busy }}
      onOk={() => void save()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      {tree.isError && <Alert type="error" showIcon title={t('department.form.loadFailed')} style={{ marginBottom: 12 }} />}
      <Form<Values> form={form} layout="vertical" initialValues={initialValues} scrollToFirstError>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="deptName"
              label={t('department.field.deptName')}
              required
              rules={[formRule(t, nameProblem)]}
            >
              <Input autoFocus maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="fullName" label={t('department.field.fullName')} rules={[max(100)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="parentId" label={t('department.field.parent')} rules={[{ required: true, message: t('department.rule.parent') }]}>
              <TreeSelect
                treeData={options}
                showSearch={{ treeNodeFilterProp: 'title' }}
                loading={tree.isLoading}
                disabled={!!editing && editing.parentId === '0'}
                treeDefaultExpandedKeys={initialValues.parentId ? [initialValues.parentId] : undefined}
                placeholder={t('department.choose')}
                listHeight={300}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="vocations" label={t('department.field.vocations')} rules={[{ required: true, type: 'array', min: 1, message: t('department.rule.vocations') }]}>
              <Select mode="multiple" options={industries.data} loading={industries.isLoading} placeholder={t('department.choose')} optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="location"
              label={t('department.field.mapAddress')}
              required
              rules={[
                {
                  validator: async (_, value: MapLocation | undefined) => {
                    if (!value || !Number.isFinite(value.lng) || !Number.isFinite(value.lat)) throw new Error(t('department.rule.coordinates'));
                  },
                },
              ]}
            >
              <LocationInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="deploy" label={t('department.field.deploy')} rules={[{ required: true, message: t('department.rule.deploy') }]}>
              <Select
                placeholder={t('department.choose')}
                options={[
                  { value: false, label: t('department.field.deploy.cloud') },
                  { value: true, label: t('department.field.deploy.local') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="property" label={t('department.field.property')} rules={[{ required: true, message: t('department.rule.property') }]}>
              <Select
                placeholder={t('department.choose')}
                options={[
                  { value: false, label: t('department.field.property.organisation') },
                  { value: true, label: t('department.field.property.device') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="contacts" label={t('department.field.contacts')} rules={[max(50)]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="phone"
              label={t('department.field.phone')}
              rules={[formRule(t, phoneProblem)]}
            >
              <Input inputMode="tel" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="address" label={t('department.field.address')} rules={[max(ADDRESS_MAX)]}>
              <Input />
            </Form.Item>
          </Col>
          {editing && (
            <Col xs={24}>
              <Form.Item name="isBatch" label={t('department.field.isBatch')} valuePropName="checked" style={{ marginBottom: 8 }}>
                <Switch />
              </Form.Item>
              {isBatch && (
                <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
                  {childrenNames.isLoading
                    ? t('department.checking')
                    : childrenNames.data?.length
                      ? t('department.field.isBatchHint', { names: childrenNames.data.join('、') })
                      : t('department.field.isBatchNone')}
                </Typography.Paragraph>
              )}
            </Col>
          )}
          <Col xs={24}>
            <Form.Item name="remark" label={t('department.field.remark')} rules={[max(REMARK_MAX)]}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item label={t('department.field.logo')}>
              <ImageField
                kind="logo"
                label={t('department.field.logo')}
                stored={images.images.logo.stored}
                preview={images.images.logo.preview}
                status={images.images.logo.status}
                guard={imageGuard}
                onAccept={(file) => void images.accept('logo', file)}
                onRemove={() => void images.remove('logo')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item label={t('department.field.image')}>
              <ImageField
                kind="screen"
                label={t('department.field.image')}
                stored={images.images.screen.stored}
                preview={images.images.screen.preview}
                status={images.images.screen.status}
                guard={imageGuard}
                onAccept={(file) => void images.accept('screen', file)}
                onRemove={() => void images.remove('screen')}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
