import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../navigation';
import type { ParamCodec } from './urlParams';

/**
 * One value of the page's address that is not a list filter (the open detail's id): read through a
 * codec, written by replacing the history entry, the list's page and filters left as they are.
 */
export function useAddressParam<T>(key: string, codec: ParamCodec<T>): [T | undefined, (value: T | undefined) => void] {
  const { pathname, search } = useLocation();
  const navigate = useAppNavigate();
  const value = codec.read(new URLSearchParams(search), key);
  const set = useCallback(
    (next: T | undefined) => {
      const params = new URLSearchParams(search);
      codec.write(params, key, next);
      const query = params.toString();
      void navigate(`${pathname}${query ? `?${query}` : ''}`, { replace: true });
    },
    [codec, key, navigate, pathname, search],
  );
  return [value, set];
}
