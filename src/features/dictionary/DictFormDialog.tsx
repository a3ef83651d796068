import { Descriptions, Form, Input, InputNumber, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSubmitDict } from '../../../generated/endpoints/dict/dict';
import type { DictEntry, DictEntryForm } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { useDiscardConfirm } from '../../components/form/useDiscardConfirm';
import { formRule } from '../../lib/forms/formRule';
import { useFormName } from '../../lib/forms/useFormName';
import { showServerFieldError } from '../../lib/forms/showServerFieldError';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import { invalidateDictionaries } from './dictQueries';
import { CODE_MAX, codeProblem, KEY_MAX, keyProblem, REMARK_MAX, remarkProblem, sortProblem, VALUE_MAX, valueProblem } from './rules';
import { nameWithCode } from '../../lib/nameWithCode';
import { countedAs } from '../../lib/forms/textLength';

/** A new dictionary (no parent), a new entry of `parent`, or a change of `entry`. */
export type DictFormMode = { kind: 'add'; parent: DictEntry | null } | { kind: 'edit'; entry: DictEntry };

type Values = { code: string; dictKey: string; dictValue: string; sort: number | null; remark?: string };

const FIELDS = ['code', 'dictKey', 'dictValue', 'sort', 'remark'] as const;
/** BladeX writes a dictionary (a top-level entry) with the key -1; its values carry the real keys. */
const DICTIONARY_KEY = '-1';


/**
 * Spec 3 (Dictionary entry): add a dictionary, add an entry under one ("add child") or change either.
 * An entry takes its dictionary's code. A refusal that names a field (当前字典键值已存在!) shows under
 * it; nothing typed is lost on a failure; closing with changes asks first.
 */
export default function DictFormDialog({ mode, onClose }: { mode: DictFormMode; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const submit = useSubmitDict();
  const [form] = Form.useForm<Values>();
  const formName = useFormName('dict-entry');
  const [saving, setSaving] = useState(false);
  const { closeForm, holder } = useDiscardConfirm();

  const editing = mode.kind === 'edit' ? mode.entry : undefined;
  const parent = mode.kind === 'add' ? mode.parent : undefined;
  const isDictionary = editing ? (editing.parentId ?? '0') === '0' : !parent;
  const initialValues: Values = editing
    ? { code: editing.code, dictKey: editing.dictKey, dictValue: editing.dictValue, sort: editing.sort ?? 0, remark: editing.remark ?? '' }
    : { code: parent?.code ?? '', dictKey: isDictionary ? DICTIONARY_KEY : '', dictValue: '', sort: 1, remark: '' };
  const isDirty = () => FIELDS.some((name) => (form.getFieldValue(name) ?? '') !== (initialValues[name] ?? ''));

  const titleId = editing ? (isDictionary ? 'dict.form.editDictionary' : 'dict.form.editEntry') : isDictionary ? 'dict.form.addDictionary' : 'dict.form.addEntry';

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // each message sits under its field
    }
    setSaving(true);
    try {
      const body: DictEntryForm = {
        ...(editing ? { id: editing.id } : {}),
        parentId: editing ? (editing.parentId ?? '0') : (parent?.id ?? '0'),
        code: values.code,
        dictKey: isDictionary ? (editing?.dictKey ?? DICTIONARY_KEY) : values.dictKey,
        dictValue: values.dictValue,
        sort: values.sort ?? 0,
        remark: values.remark ?? '',
        isSealed: editing?.isSealed === 1 ? 1 : 0, // -1: the server did not select it
      };
      await submit.mutateAsync({ data: body });
      invalidateDictionaries(queryClient);
      toast.success(t('action.saved'));
      onClose();
    } catch (error) {
      // A dictionary's key (-1) is not on the form: a duplicate key of a dictionary is a duplicate code.
      const shown = showServerFieldError(form, error, FIELDS, isDictionary ? { dictKey: 'code' } : {});
      if (!shown && !reportedByHttpClient(error)) toast.error(t('error.unknown'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t(titleId)}
      okText={t('action.save')}
      cancelText={t('action.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={() => void save()}
      onCancel={() => closeForm(isDirty(), onClose)}
      mask={{ closable: false }}
      width={560}
    >
      {holder}
      {parent && (
        <Descriptions size="small" column={1} style={{ marginBottom: 12 }} items={[{ key: 'parent', label: t('dict.field.parent'), children: nameWithCode(intl, parent.dictValue, parent.code) }]} />
      )}
      <Form<Values> name={formName} form={form} layout="vertical" initialValues={initialValues} scrollToFirstError>
        <Form.Item name="code" label={t('dict.field.code')} required rules={[formRule(t, codeProblem)]} extra={parent ? t('dict.field.codeFromParent') : undefined}>
          <Input autoFocus={isDictionary} disabled={!!parent || (!!editing && !isDictionary)} count={countedAs(CODE_MAX)} autoComplete="off" />
        </Form.Item>
        {!isDictionary && (
          <Form.Item name="dictKey" label={t('dict.field.dictKey')} required rules={[formRule(t, keyProblem)]}>
            <Input autoFocus count={countedAs(KEY_MAX)} autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item name="dictValue" label={t(isDictionary ? 'dict.field.dictionaryName' : 'dict.field.dictValue')} required rules={[formRule(t, valueProblem)]}>
          <Input count={countedAs(VALUE_MAX)} autoComplete="off" />
        </Form.Item>
        <Form.Item name="sort" label={t('dict.field.sort')} required rules={[formRule<number | null>(t, sortProblem)]}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label={t('dict.field.remark')} rules={[formRule(t, remarkProblem)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} count={countedAs(REMARK_MAX)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

