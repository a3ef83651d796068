import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * A list page's search form shows the filters of the address: on the first render, and again whenever
 * the address's filters change (a reset, the back button, a link into the page). Not when a hidden tab
 * is shown again (React <Activity> runs the effect anew): the same filters are not applied twice, so
 * words typed but not yet searched survive a tab switch.
 */
export function useFilterForm<Values extends object>(form: FormInstance<Values>, fromAddress: Values) {
  const applied = useRef<string | undefined>(undefined);
  const signature = JSON.stringify(fromAddress);
  useEffect(() => {
    if (applied.current === signature) return;
    applied.current = signature;
    form.resetFields();
    form.setFieldsValue(JSON.parse(signature) as Parameters<FormInstance<Values>['setFieldsValue']>[0]);
  }, [form, signature]);
}
