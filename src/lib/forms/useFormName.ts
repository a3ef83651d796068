import { useId } from 'react';

/**
 * A form name unique on the page. antd gives each field the id `<form name>_<field>`, which the label
 * points at: two forms with a field of the same name (a search box and a dialog both with `code`, or
 * the same page kept alive in two tabs) would otherwise share an id, and a label would name the wrong
 * input.
 */
export function useFormName(prefix: string): string {
  return `${prefix}-${useId().replace(/[^\w-]/g, '')}`;
}
