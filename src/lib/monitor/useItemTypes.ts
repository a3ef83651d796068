import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useGetBizDictionary } from '../../../generated/endpoints/dict/dict';
import { okData } from '../http/okData';
import { dictText } from './labels';

export type ItemTypeOption = { value: number; label: string };

/**
 * The monitor item types (business dictionary monitorItemType, spec 7): options for a picker and the
 * word for a key. The word is the console's message in the language in use (locales/*\/monitorDict.ts),
 * else the server's dictValue, else the key itself, so an entry of a type added on the server later
 * still reads.
 */
export function useItemTypes() {
  const intl = useIntl();
  const dictionary = useGetBizDictionary({ code: 'monitorItemType' }, { query: { staleTime: 5 * 60_000, select: (reply) => okData(reply).data ?? [] } });
  const entries = dictionary.data;
  const labelOf = useCallback(
    (key: number | string) => {
      return dictText(intl, 'monitorItemType', key, entries?.find((e) => e.dictKey === String(key))?.dictValue);
    },
    [intl, entries],
  );
  const options = useMemo<ItemTypeOption[]>(
    () =>
      (entries ?? [])
        .map((e) => ({ value: Number(e.dictKey), label: labelOf(e.dictKey) }))
        .filter((o) => Number.isInteger(o.value) && o.value >= 1 && o.value <= 99),
    [entries, labelOf],
  );
  return { options, labelOf, loading: dictionary.isPending, failed: dictionary.isError, retry: () => void dictionary.refetch() };
}
