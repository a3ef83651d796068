import { lazy, Suspense } from 'react';
import { useButtonAllowed } from '../lib/access/useButtonVerdict';
import { withFeatureMessages } from '../lib/messages';
import { usePreferencesStore } from '../stores/preferences';

// spec 2.6: the software dialog loads on first use, so the layout's bundle does not carry its table,
// form and upload code (scripts/size-budget.json). The layout composes it into the top bar, so
// neither feature imports the other. Its messages come with it (the pages' table, not the shell's).
const SoftwareDialog = lazy(withFeatureMessages(() => import('../features/software/SoftwareDialog'), () => usePreferencesStore.getState().language));

/** Mounted from the first opening on: asks for /monitor/top/upload (spec 6) only then. */
function SoftwareEntry({ open, onClose }: { open: boolean; onClose: () => void }) {
  const canManage = useButtonAllowed('/monitor/top/upload');
  return (
    <Suspense fallback={null}>
      <SoftwareDialog open={open} onClose={onClose} canManage={canManage} />
    </Suspense>
  );
}

/** The top bar's renderer for the software dialog (a module-level function, so it never changes). */
export const renderSoftwareDialog = (open: boolean, onClose: () => void) => <SoftwareEntry open={open} onClose={onClose} />;
