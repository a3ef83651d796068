import { useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Modal, Radio, Row, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetMenuTree, useSubmitMenu } from '../../../generated/endpoints/menu/menu';
import type { Menu, MenuForm, MenuFormAction, MenuFormCategory, MenuFormIsOpen, TreeNode } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { useDiscardConfirm } from '../../components/form/useDiscardConfirm';
import { formRule } from '../../lib/forms/formRule';
import { useFormName } from '../../lib/forms/useFormName';
import { showServerFieldError } from '../../lib/forms/showServerFieldError';
import { okData } from '../../lib/http/okData';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import { invalidateMenus } from './menuQueries';
import {
  ALIAS_MAX,
  BUTTON,
  CODE_MAX,
  codeProblem,
  maxProblem,
  MENU,
  NAME_MAX,
  nameProblem,
  parentProblem,
  PATH_MAX,
  pathProblem,
  REMARK_MAX,
  SOURCE_MAX,
  sortProblem,
} from './rules';
import { countedAs } from '../../lib/forms/textLength';

/** A new top-level menu, a new item under `parent` ("add child"), or a change of `menu`. */
export type MenuFormMode = { kind: 'add'; parent: Menu | null } | { kind: 'edit'; menu: Menu };

type Values = {
  category: MenuFormCategory;
  parentId: string;
  name: string;
  code: string;
  alias: string;
  path: string;
  source: string;
  sort: number | null;
  action: MenuFormAction;
  isOpen: MenuFormIsOpen;
  remark: string;
};

const FIELDS = ['category', 'parentId', 'name', 'code', 'alias', 'path', 'source', 'sort', 'action', 'isOpen', 'remark'] as const;
const TOP = '0';

type Option = { value: string; title: string; disabled?: boolean; children?: Option[] };

/** The menu tree as parent options under 顶级; the edited menu and everything under it are off limits. */
function parentOptions(nodes: readonly TreeNode[], editedId: string | undefined, topLabel: string): Option[] {
  const walk = (list: readonly TreeNode[], inside: boolean): Option[] =>
    list.map((node) => {
      const within = inside || node.id === editedId;
      return { value: node.id, title: node.title, disabled: within, children: node.children?.length ? walk(node.children, within) : undefined };
    });
  return [{ value: TOP, title: topLabel }, ...walk(nodes, false)];
}

/**
 * Add or edit a menu or a button (spec 3 Menu; spec 7 menu/submit). A menu has a route, an icon and
 * opens in the console or a new window; a button has a permission code and where it shows. A refusal
 * naming a field (菜单编号 [x] 已存在!) shows under it; nothing typed is lost on a failure; closing
 * with changes asks first.
 */
export default function MenuFormDialog({ mode, onClose }: { mode: MenuFormMode; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const submit = useSubmitMenu();
  const tree = useGetMenuTree({ tenantId: '000000' }, { query: { select: (reply) => okData(reply).data ?? [] } });
  const [form] = Form.useForm<Values>();
  const formName = useFormName('menu');
  const [saving, setSaving] = useState(false);
  const { closeForm, holder } = useDiscardConfirm();
  const editing = mode.kind === 'edit' ? mode.menu : undefined;
  const parent = mode.kind === 'add' ? mode.parent : undefined;
  const [initialValues] = useState<Values>(() => ({
    // A reply may say -1 where the server did not select a column: the form's default then.
    category: editing?.category === BUTTON ? BUTTON : MENU,
    parentId: editing?.parentId ?? parent?.id ?? TOP,
    name: editing?.name ?? '',
    code: editing?.code ?? '',
    alias: editing?.alias ?? (editing ? '' : 'menu'),
    path: editing?.path ?? '',
    source: editing?.source ?? '',
    sort: editing?.sort ?? 1,
    action: editing?.action === undefined || editing.action === -1 ? 0 : editing.action,
    isOpen: editing?.isOpen === 2 ? 2 : 1,
    remark: editing?.remark ?? '',
  }));
  const category = (Form.useWatch('category', form) ?? initialValues.category) as MenuFormCategory;
  const options = useMemo(() => parentOptions(tree.data ?? [], editing?.id, t('menuAdmin.top')), [tree.data, editing?.id, intl]); // eslint-disable-line react-hooks/exhaustive-deps
  const isDirty = () => {
    const now = form.getFieldsValue(true) as Partial<Values>;
    return FIELDS.some((name) => (now[name] ?? '') !== (initialValues[name] ?? ''));
  };

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const isMenu = values.category === MENU;
    const body: MenuForm = {
      ...(editing ? { id: editing.id } : {}),
      parentId: values.parentId || TOP,
      tenantId: editing?.tenantId ?? '000000',
      category: values.category,
      name: values.name,
      code: values.code,
      alias: values.alias || undefined,
      path: values.path || undefined,
      source: values.source || undefined,
      sort: values.sort ?? 0,
      // A menu shows in the menu; a button in a toolbar and/or a row (the other kind's field is left at its default).
      action: isMenu ? 0 : values.action,
      isOpen: isMenu ? values.isOpen : 1,
      remark: values.remark ?? '',
    };
    setSaving(true);
    try {
      await submit.mutateAsync({ data: body });
      invalidateMenus(queryClient);
      toast.success(t('action.saved'));
      onClose();
    } catch (error) {
      if (!showServerFieldError(form, error, FIELDS) && !reportedByHttpClient(error)) toast.error(t('error.unknown'));
    } finally {
      setSaving(false);
    }
  };

  const title = editing ? 'menuAdmin.form.edit' : parent ? 'menuAdmin.form.addChild' : 'menuAdmin.form.add';
  return (
    <Modal
      open
      title={t(title, { name: parent?.name ?? '' })}
      okText={t('action.save')}
      cancelText={t('action.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={() => void save()}
      onCancel={() => closeForm(isDirty(), onClose)}
      mask={{ closable: false }}
      width={760}
    >
      {holder}
      <Form<Values> name={formName} form={form} layout="vertical" initialValues={initialValues} scrollToFirstError>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="category" label={t('menuAdmin.field.category')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: MENU, label: t('menuAdmin.category.menu') },
                  { value: BUTTON, label: t('menuAdmin.category.button') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="parentId" label={t('menuAdmin.field.parent')} dependencies={['category']} rules={[formRule(t, (value: string) => parentProblem(value, form.getFieldValue('category') as number))]}>
              <TreeSelect treeData={options} showSearch={{ treeNodeFilterProp: 'title' }} loading={tree.isLoading} listHeight={300} treeDefaultExpandedKeys={[initialValues.parentId]} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('menuAdmin.field.name')} required rules={[formRule(t, nameProblem)]}>
              <Input autoFocus count={countedAs(NAME_MAX)} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="code" label={t(category === BUTTON ? 'menuAdmin.field.permissionCode' : 'menuAdmin.field.code')} required rules={[formRule(t, codeProblem)]}>
              <Input count={countedAs(CODE_MAX)} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="path"
              label={t('menuAdmin.field.path')}
              required={category === MENU}
              dependencies={['category']}
              rules={[formRule(t, (value: string) => pathProblem(value, form.getFieldValue('category') as number))]}
              extra={category === MENU ? t('menuAdmin.hint.path') : undefined}
            >
              <Input count={countedAs(PATH_MAX)} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="alias" label={t('menuAdmin.field.alias')} rules={[formRule(t, maxProblem(ALIAS_MAX, 'menuAdmin.rule.aliasMax'))]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="source" label={t('menuAdmin.field.source')} rules={[formRule(t, maxProblem(SOURCE_MAX, 'menuAdmin.rule.sourceMax'))]} extra={t('menuAdmin.hint.source')}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="sort" label={t('menuAdmin.field.sort')} required rules={[formRule<number | null>(t, sortProblem)]}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {category === MENU ? (
            <Col xs={24} md={12}>
              <Form.Item name="isOpen" label={t('menuAdmin.field.isOpen')}>
                <Radio.Group
                  options={[
                    { value: 1, label: t('menuAdmin.isOpen.no') },
                    { value: 2, label: t('menuAdmin.isOpen.yes') },
                  ]}
                />
              </Form.Item>
            </Col>
          ) : (
            <Col xs={24} md={12}>
              <Form.Item name="action" label={t('menuAdmin.field.action')}>
                <Radio.Group
                  options={[
                    { value: 0, label: t('menuAdmin.action.toolbar') },
                    { value: 1, label: t('menuAdmin.action.row') },
                    { value: 2, label: t('menuAdmin.action.both') },
                  ]}
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={24}>
            <Form.Item name="remark" label={t('menuAdmin.field.remark')} rules={[formRule(t, maxProblem(REMARK_MAX, 'menuAdmin.rule.remarkMax'))]}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} count={countedAs(REMARK_MAX)} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
