import { useIntl } from 'react-intl';
import { getGetBizDictionaryQueryKey, useGetBizDictionary } from '../../../generated/endpoints/dict/dict';
import { okData } from '../../lib/http/okData';
import { dictText } from '../../lib/monitor/labels';

/** The industries of the business dictionary industryType, in the user's language (the server's word when the console has none). */
export function useIndustryOptions(): { value: number; label: string }[] {
  const intl = useIntl();
  const params = { code: 'industryType' as const };
  const dictionary = useGetBizDictionary(params, {
    query: { queryKey: getGetBizDictionaryQueryKey(params), staleTime: 10 * 60_000, select: (reply) => okData(reply).data ?? [] },
  });
  return (dictionary.data ?? [])
    .filter((entry) => /^\d+$/.test(entry.dictKey))
    .map((entry) => ({ value: Number(entry.dictKey), label: dictText(intl, 'industryType', entry.dictKey, entry.dictValue) }));
}
