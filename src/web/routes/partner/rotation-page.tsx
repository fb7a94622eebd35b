import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { INSTALLER_ROLE_ID } from '@shared/roles';
import { Button } from '@/components/ui/button';
import { RequireRole } from '@/features/panel/require-role';
import { useProfileRefresh } from '@/lib/profile';
import { QueryProvider } from '@/lib/query-client';
import { useScreenTitle } from '@/lib/use-screen-title';
import { MissedLeads, RotationSummary } from './rotation-view';

/** /partner/rotation: where the installer stands in each county's rotation. */
export default function PartnerRotationPage() {
  useProfileRefresh();
  return (
    <RequireRole roleId={INSTALLER_ROLE_ID}>
      <QueryProvider>
        <RotationScreen />
      </QueryProvider>
    </RequireRole>
  );
}

function RotationScreen() {
  useScreenTitle('Your rotation');
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <h1 className="text-xl font-bold text-slate-900">Your rotation</h1>
          <Button asChild variant="outline" size="sm">
            <Link to="/partner">
              <ArrowLeft aria-hidden />
              Your leads
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-4 px-4 py-4">
        <RotationSummary />
        <MissedLeads />
      </main>
    </div>
  );
}
