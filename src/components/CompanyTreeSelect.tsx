import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { DepartmentTreeNode } from '../../generated/model';
import { useCompanyTree } from '../lib/company/useCompanyTree';

type Option = { value: string; title: string; disabled?: boolean; children?: Option[] };

function optionsOf(nodes: readonly DepartmentTreeNode[], organisationsOnly: boolean): Option[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.deptName,
    disabled: organisationsOnly && node.property === true,
    children: node.children?.length ? optionsOf(node.children, organisationsOnly) : undefined,
  }));
}

type Props = {
  value?: string[];
  onChange?: (ids: string[]) => void;
  id?: string;
  disabled?: boolean;
  /** Whole-machine devices (property true) cannot be chosen: the choice is of enterprises. */
  organisationsOnly?: boolean;
  placeholder?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
};

/**
 * Several companies of the company tree (spec 2.7), searchable, each chosen on its own (a parent does
 * not take its children along). Form.Item passes value, onChange, id and aria-*.
 */
export function CompanyTreeSelect({ value, onChange, id, disabled, organisationsOnly = false, placeholder, ...aria }: Props) {
  const intl = useIntl();
  const tree = useCompanyTree();
  const options = useMemo(() => optionsOf(tree.data ?? [], organisationsOnly), [tree.data, organisationsOnly]);
  return (
    <TreeSelect<string[]>
      id={id}
      value={value}
      onChange={(ids) => onChange?.(ids)}
      treeData={options}
      multiple
      showSearch={{ treeNodeFilterProp: 'title' }}
      loading={tree.isLoading}
      disabled={disabled}
      placeholder={placeholder ?? intl.formatMessage({ id: 'company.select.placeholder' })}
      maxTagCount="responsive"
      listHeight={320}
      style={{ width: '100%' }}
      {...aria}
    />
  );
}
