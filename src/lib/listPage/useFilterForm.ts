import type { FormInstance } from 'antd';
import { useCallback, useEffect, useRef } from 'react';

/** The address's filters after a reset: every codec reads a missing parameter as undefined. */
const NO_FILTERS = JSON.stringify({});

/**
 * A list page's search form shows the filters of the address: on the first render, and again whenever
 * the address's filters change (the back button, a link into the page). Not when a hidden tab is shown
 * again (React <Activity> runs the effect anew): the same filters are not applied twice, so words typed
 * but not yet searched survive a tab switch.
 *
 * Returns the form's own 清空: the fields clear at once and `resetAddress` drops the address's filters.
 * That change is taken as shown already, so words typed before the page renders it (the navigation is a
 * transition, late on a busy machine) are not cleared a second time.
 */
export function useFilterForm<Values extends object>(form: FormInstance<Values>, fromAddress: Values, resetAddress: () => void) {
  const applied = useRef<string | undefined>(undefined);
  const signature = JSON.stringify(fromAddress);
  useEffect(() => {
    if (applied.current === signature) return;
    applied.current = signature;
    form.resetFields();
    form.setFieldsValue(JSON.parse(signature) as Parameters<FormInstance<Values>['setFieldsValue']>[0]);
  }, [form, signature]);
  return useCallback(() => {
    form.resetFields();
    applied.current = NO_FILTERS;
    resetAddress();
  }, [form, resetAddress]);
}
