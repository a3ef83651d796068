// What the console checks itself before it opens the add or edit form (spec 4, 5); the server checks
// the same rules again on submit and its msg is toasted by the http client (spec 8).
import { getDepartmentDetail, getDepartmentDeviceCount, verifyLeafNode } from '../../../generated/endpoints/department/department';
import { getRoleTreeByDept } from '../../../generated/endpoints/role/role';
import type { Department } from '../../../generated/model';
import { okData } from '../../lib/http/okData';
import { addRefusal, editRefusal } from './rules';

/**
 * Spec 4: "refused when the chosen company has devices or roles". Devices are counted for the whole
 * subtree (getDeviceCount), so they belong to the company itself only when it is a leaf (verifyLeafNode);
 * roles are those held by the company's users (getTreeListByDeptId, non-empty means it has roles).
 */
export async function whyNotAddUnder(parent: { id: string; property: boolean }): Promise<string | null> {
  if (parent.property) return addRefusal({ isEquipment: true, hasOwnDevices: false, hasRoles: false });
  const [leaf, count, roles] = await Promise.all([
    verifyLeafNode({ deptId: parent.id }).then((r) => okData(r).data === true),
    getDepartmentDeviceCount({ deptId: parent.id }).then((r) => okData(r).data ?? 0),
    getRoleTreeByDept({ deptId: parent.id }).then((r) => okData(r).data ?? []),
  ]);
  return addRefusal({ isEquipment: false, hasOwnDevices: leaf && count > 0, hasRoles: roles.length > 0 });
}

/** The department for the edit form, or the reason it may not be edited (spec 4 tips.editMessage). */
export async function loadForEdit(id: string): Promise<{ department: Department; refusal: null } | { department?: Department; refusal: string }> {
  const department = okData(await getDepartmentDetail({ id })).data;
  if (!department) throw new Error(`No detail for department ${id}`);
  const refusal = editRefusal(department.parentId);
  return refusal ? { department, refusal } : { department, refusal: null };
}
