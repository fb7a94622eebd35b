import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { SITE } from '@shared/site';
import { Card } from '@/components/ui/card';
import { useProfile } from '@/lib/profile';
import { roleIdOf, useSessionToken } from '@/lib/session';
import { LoginForm } from '@/features/auth/login-form';
import {
  destinationAfterLogin,
  hasPanel,
  type LoginLocationState,
} from '@/features/auth/login-redirect';
import { BrandMark } from '@/features/panel/brand-mark';
import { useScreenTitle } from '@/lib/use-screen-title';

export default function LoginPage() {
  useScreenTitle('Staff sign in');
  const location = useLocation();
  const token = useSessionToken();
  const user = useProfile();
  // Decided once on arrival: a signed-in staff member goes straight to their panel.
  const [signedInDestination] = useState(() => {
    const roleId = roleIdOf(user);
    if (!token || !hasPanel(roleId)) return null;
    return destinationAfterLogin(roleId, (location.state as LoginLocationState | null)?.from);
  });
  if (signedInDestination) return <Navigate to={signedInDestination} replace />;

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-slate-100 px-4 py-10">
      <div className="w-full max-w-md">
        <Link
          to="/"
          className="mx-auto mb-8 flex w-fit rounded-md"
          aria-label={`${SITE.name} home`}
        >
          <BrandMark className="text-lg" />
        </Link>
        <Card className="p-6 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Staff sign in</h1>
          <p className="mb-6 mt-1 text-sm text-slate-500">
            Sign in to work the leads and manage the site.
          </p>
          <LoginForm />
        </Card>
        <Link
          to="/"
          className="mx-auto mt-6 flex w-fit items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-brand-700"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to {SITE.shortName}
        </Link>
      </div>
    </main>
  );
}
