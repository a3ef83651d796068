import type { UserProfile, UserProfileForm } from '../../../generated/model';

/** What the personal-information form holds: the read-only fields as shown, phone and email as typed. */
export type ProfileFields = {
  realName: string;
  account: string;
  roleId: string;
  deptName: string;
  fullName: string;
  phone: string;
  email: string;
};

export function fieldsOf(profile: UserProfile): ProfileFields {
  return {
    realName: profile.realName ?? '',
    account: profile.account,
    roleId: profile.roleId ?? '',
    deptName: profile.deptName ?? '',
    fullName: profile.fullName ?? '',
    phone: profile.phone ?? '',
    email: profile.email ?? '',
  };
}

/**
 * The body of updateOwnInfo: the profile as fetched, with the edited phone and email. Spec 2.8: name,
 * account, role and enterprise are read-only, so they go back exactly as the server sent them.
 */
export function updateFormOf(profile: UserProfile, edited: Pick<ProfileFields, 'phone' | 'email'>): UserProfileForm {
  return {
    id: profile.id,
    account: profile.account,
    realName: profile.realName,
    roleId: profile.roleId ?? '',
    deptName: profile.deptName,
    fullName: profile.fullName,
    address: profile.address,
    mapAddress: profile.mapAddress,
    remark: profile.remark,
    phone: edited.phone.trim(),
    email: edited.email.trim(),
  };
}
