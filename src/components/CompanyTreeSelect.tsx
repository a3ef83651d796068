import { useQueries } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { getDepartmentDetail, getGetDepartmentDetailQueryKey } from '../../generated/endpoints/department/department';
import type { DepartmentTreeNode } from '../../generated/model';
import { useCompanyTree } from '../lib/company/useCompanyTree';
import { okData } from '../lib/http/okData';

type Option = { value: string; title: string; disabled?: boolean; children?: Option[] };

const idsOf = (nodes: readonly DepartmentTreeNode[], into = new Set<string>()): Set<string> => {
  for (const node of nodes) {
    into.add(node.id);
    if (node.children) idsOf(node.children, into);
  }
  return into;
};

/**
 * Chosen companies outside the user's own tree (chosen by someone who sees more) are named from their
 * details, shown and kept, but cannot be chosen again from here.
 */
function useOutsideOptions(tree: readonly DepartmentTreeNode[] | undefined, chosen: readonly string[]): Option[] {
  const known = useMemo(() => (tree ? idsOf(tree) : undefined), [tree]);
  const outside = known ? chosen.filter((id) => !known.has(id)) : [];
  const details = useQueries({
    queries: outside.map((id) => ({
      queryKey: getGetDepartmentDetailQueryKey({ id }),
      queryFn: async ({ signal }: { signal?: AbortSignal }) => okData(await getDepartmentDetail({ id }, { signal })).data,
      staleTime: 5 * 60_000,
    })),
  });
  return outside.map((id, i) => ({ value: id, title: details[i]?.data?.deptName ?? id, disabled: true }));
}

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
  const outside = useOutsideOptions(tree.data, value ?? []);
  const inside = useMemo(() => optionsOf(tree.data ?? [], organisationsOnly), [tree.data, organisationsOnly]);
  const options = useMemo(() => [...inside, ...outside], [inside, outside]);
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
