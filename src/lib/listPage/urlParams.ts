// Typed codecs between a list page's filters and its address (`?status=alarm&keyword=泵`), so a reload,
// a shared link or a tab switch shows the same view (CONVENTIONS: refine's useTable). The address is
// outside our control: a codec reads only well-formed values and drops anything else.

export type ParamCodec<T> = {
  read: (params: URLSearchParams, key: string) => T | undefined;
  write: (params: URLSearchParams, key: string, value: T | undefined) => void;
};

/** Any codec, whatever it reads (its write takes `never`, so every codec is one). */
export type AnyParamCodec = {
  read: (params: URLSearchParams, key: string) => unknown;
  write: (params: URLSearchParams, key: string, value: never) => void;
};

/** The value type a codec reads. */
export type CodecValue<C> = C extends { read: (params: URLSearchParams, key: string) => infer T } ? Exclude<T, undefined> : never;

const MAX_TEXT = 200;

const setOrDelete = (params: URLSearchParams, key: string, value: string | undefined) => {
  if (value === undefined || value === '') params.delete(key);
  else params.set(key, value);
};

/** Free text (a search box): kept as typed, except that blank means no filter. */
export const textParam: ParamCodec<string> = {
  read: (params, key) => {
    const value = params.get(key);
    return value && value.trim() !== '' ? value.slice(0, MAX_TEXT) : undefined;
  },
  write: (params, key, value) => setOrDelete(params, key, value?.trim() ? value : undefined),
};

/** One of a closed set of words (a status, a level, a type). */
export function enumParam<V extends string>(values: readonly V[]): ParamCodec<V> {
  return {
    read: (params, key) => {
      const value = params.get(key);
      return values.includes(value as V) ? (value as V) : undefined;
    },
    write: (params, key, value) => setOrDelete(params, key, value),
  };
}

/** A yes/no filter: `true` / `false` in the address, absent for "either". */
export const boolParam: ParamCodec<boolean> = {
  read: (params, key) => {
    const value = params.get(key);
    return value === 'true' ? true : value === 'false' ? false : undefined;
  },
  write: (params, key, value) => setOrDelete(params, key, value === undefined ? undefined : String(value)),
};

/** A BladeX id (a long written as digits) or any other token without spaces. */
export const idParam: ParamCodec<string> = {
  read: (params, key) => {
    const value = params.get(key);
    return value && /^[\w-]{1,64}$/.test(value) ? value : undefined;
  },
  write: (params, key, value) => setOrDelete(params, key, value),
};

/** Several ids, comma-separated (`items=1,2,3`); at most `max` kept. */
export function idListParam(max = 100): ParamCodec<string[]> {
  return {
    read: (params, key) => {
      const ids = (params.get(key) ?? '').split(',').filter((id) => /^[\w-]{1,64}$/.test(id));
      return ids.length ? [...new Set(ids)].slice(0, max) : undefined;
    },
    write: (params, key, value) => setOrDelete(params, key, value?.length ? value.join(',') : undefined),
  };
}

/** A whole number in [min, max]. */
export function intParam(min: number, max: number): ParamCodec<number> {
  return {
    read: (params, key) => {
      const value = Number(params.get(key));
      return params.get(key) !== null && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
    },
    write: (params, key, value) => setOrDelete(params, key, value === undefined ? undefined : String(value)),
  };
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * A time range as BladeX writes times (`yyyy-MM-dd HH:mm:ss`), in two keys: `<key>From` and
 * `<key>To`. A range whose end comes before its start is not a range and reads as none.
 */
export const dateTimeRangeParam: ParamCodec<[string, string]> = {
  read: (params, key) => {
    const from = params.get(`${key}From`);
    const to = params.get(`${key}To`);
    if (!from || !to || !DATE_TIME.test(from) || !DATE_TIME.test(to) || from > to) return undefined;
    return [from, to];
  },
  write: (params, key, value) => {
    setOrDelete(params, `${key}From`, value?.[0]);
    setOrDelete(params, `${key}To`, value?.[1]);
  },
};
