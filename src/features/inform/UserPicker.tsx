import { keepPreviousData } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetUserList } from '../../../generated/endpoints/user/user';
import { optionsState } from '../../components/LoadFailure';
import { okData } from '../../lib/http/okData';
import { userLabel, useUserLabels } from './receivers';

/** The user list's realName filter takes up to 15 characters (contract). */
const NAME_MAX = 15;

type Props = {
  value?: string[];
  onChange?: (ids: string[]) => void;
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
};

/** Individual receivers of a notice: search users by name (the server's user list), choose several. */
export function UserPicker({ value, onChange, id, ...aria }: Props) {
  const intl = useIntl();
  const chosen = useMemo(() => value ?? [], [value]);
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed.trim().slice(0, NAME_MAX)), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useGetUserList(
    { current: 1, size: 20, ...(asked ? { realName: asked } : {}) },
    { query: { placeholderData: keepPreviousData, staleTime: 30_000, select: (reply) => okData(reply).data?.records ?? [] } },
  );
  const labels = useUserLabels(chosen);
  const options = useMemo(() => {
    const shown = new Map<string, string>(chosen.map((userId) => [userId, labels.get(userId) ?? userId]));
    for (const user of found.data ?? []) if (user.id && !shown.has(user.id)) shown.set(user.id, userLabel(intl, user));
    return [...shown].map(([userId, label]) => ({ value: userId, label }));
  }, [chosen, labels, found.data, intl]);

  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      value={chosen}
      onChange={(ids) => onChange?.(ids)}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      notFoundContent={optionsState(found, intl.formatMessage({ id: 'inform.receivers.noUser' }))}
      placeholder={intl.formatMessage({ id: 'inform.receivers.usersPlaceholder' })}
      maxTagCount="responsive"
      style={{ width: '100%' }}
      {...aria}
    />
  );
}
