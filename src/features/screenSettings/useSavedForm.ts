import type { FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A form over a saved record: the server's values go in once per new saved value (a hidden tab
 * re-runs effects when shown again, which must not wipe what was typed), the form says whether it
 * differs from what is saved, and `restore` puts the saved values back.
 */
export function useSavedForm<V extends object>(form: FormInstance<V>, saved: V | undefined, comparable: (values: Partial<V>) => string) {
  const savedKey = saved ? comparable(saved) : undefined;
  const applied = useRef<string | undefined>(undefined);
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (!saved || applied.current === savedKey) return;
    applied.current = savedKey;
    form.setFieldsValue(saved as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    setDirty(false);
  }, [form, saved, savedKey]);

  /** Call from the form's onValuesChange. */
  const track = useCallback(() => setDirty(savedKey !== undefined && comparable(form.getFieldsValue(true) as Partial<V>) !== savedKey), [comparable, form, savedKey]);

  const restore = useCallback(() => {
    if (!saved) return;
    form.setFieldsValue(saved as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    // Messages of values that are gone go with them.
    form.setFields(Object.keys(saved).map((name) => ({ name: name as never, errors: [] })));
    setDirty(false);
  }, [form, saved]);

  return { dirty, track, restore };
}
