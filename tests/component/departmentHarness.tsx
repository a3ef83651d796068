// Shared set-up of the department component tests: the mock backend (msw/node), admin's session,
// the seeded world's kinds of company, and the toolbar rendered as the sidebar renders it.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { db } from '../../mocks/world/db';
import type { MockDepartment } from '../../mocks/world/types';
import { AntdScope } from '../../src/components/AntdScope';
import { signInAsSeeded } from '../support/seededSession';
import '../../src/lib/session'; // registers the token source of the http client
import { DepartmentToolbar } from '../../src/features/department/DepartmentToolbar';
import { useCompanySelection, type BreadcrumbEntry } from '../../src/stores/companySelection';
import { renderRoutes } from './renderWithApp';
import { withMockBackend } from '../support/mockBackendLifecycle';

export function useMockBackend() {
  withMockBackend();
  beforeEach(() => {
    signInAsSeeded('admin');
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

// ---- the seeded world: root -> groups -> regions -> plants -> whole-machine devices -----------------

const w = () => db.world;
export const childrenOf = (id: string) => w().departments.filter((d) => d.parentId === id);
export const root = () => w().departments.find((d) => d.parentId === '0')!;
/** A plant with machine nodes: no devices or users of its own, so it takes new subordinates. */
export const openPlant = () =>
  w().departments.find((d) => !d.property && childrenOf(d.id).length > 0 && childrenOf(d.id).every((c) => c.property))!;
/** A whole-machine device node with devices (spec 5: equipment takes no enterprise). */
export const machine = () => w().departments.find((d) => d.property && w().devices.some((v) => v.deptId === d.id))!;
/** A company whose users hold roles (spec 4: department.addRole). */
export const companyWithRoles = () => w().departments.find((d) => d.parentId !== '0' && w().users.some((u) => u.deptId === d.id && u.roleId))!;
/** A leaf administrative organisation holding devices itself (department.addRole). */
export const leafWithDevices = () =>
  w().departments.find((d) => !d.property && childrenOf(d.id).length === 0 && w().devices.some((v) => v.deptId === d.id));

export const entryOf = (d: MockDepartment): BreadcrumbEntry => ({ id: d.id, label: d.deptName, property: !!d.property });

export function renderToolbar(selected: BreadcrumbEntry | null, permissions = { canAdd: true, canEdit: true }) {
  if (selected) useCompanySelection.getState().select(selected);
  return renderRoutes(
    [
      {
        path: '/monitor/user/user',
        element: (
          <AntdScope>
            <DepartmentToolbar selected={selected} canAdd={permissions.canAdd} canEdit={permissions.canEdit} />
          </AntdScope>
        ),
      },
    ],
    '/monitor/user/user',
  );
}

export const toolbarButton = (name: string) => screen.getByRole('button', { name });
