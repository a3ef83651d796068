// Between the user form's fields and the contract's UserSubmitForm / UserUpdateForm (spec 3 "User
// (management)"): dates are days in the form and BladeX times on the wire.
import dayjs, { type Dayjs } from 'dayjs';
import type { User, UserSubmitForm, UserUpdateForm } from '../../../generated/model';

export type UserFields = {
  account: string;
  password?: string;
  passwordAgain?: string;
  realName: string;
  roleId?: string;
  deptId?: string;
  phone: string;
  email: string;
  status: 0 | 1;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
};

/** The form's fields a server refusal may name (data.field or the parameter in msg). */
export const USER_FIELDS = ['account', 'password', 'realName', 'roleId', 'deptId', 'phone', 'email', 'status', 'startDate', 'endDate'] as const;

const DAY = 'YYYY-MM-DD';
/** A BladeX time (yyyy-MM-dd HH:mm:ss) as a day, or nothing when unreadable. */
const dayOf = (time: string | undefined) => {
  const text = time?.slice(0, 10) ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? dayjs(text) : undefined;
  return day?.isValid() ? day : null;
};
export const dayText = (day: Dayjs | null | undefined) => (day ? day.format(DAY) : undefined);

/** A new user: active, in the company chosen in the tree. */
export const emptyFields = (deptId: string | undefined): Partial<UserFields> => ({ status: 1, deptId, account: '', realName: '', phone: '', email: '' });

export const fieldsOf = (user: User): Partial<UserFields> => ({
  account: user.account,
  realName: user.realName,
  roleId: user.roleId,
  deptId: user.deptId,
  phone: user.phone ?? '',
  email: user.email ?? '',
  status: user.status === 0 ? 0 : 1,
  startDate: dayOf(user.startDate),
  endDate: dayOf(user.endDate),
});

/** The account is valid from the start of its first day to the end of its last. */
function common(values: UserFields) {
  const start = dayText(values.startDate);
  const end = dayText(values.endDate);
  return {
    account: values.account,
    realName: values.realName,
    roleId: values.roleId!,
    deptId: values.deptId!,
    phone: values.phone.trim(),
    email: values.email.trim(),
    status: values.status,
    ...(start ? { startDate: `${start} 00:00:00` } : {}),
    ...(end ? { endDate: `${end} 23:59:59` } : {}),
  };
}

export const submitFormOf = (values: UserFields): UserSubmitForm => ({ ...common(values), password: values.password! });
export const updateFormOf = (id: string, values: UserFields): UserUpdateForm => ({ id, ...common(values) });
