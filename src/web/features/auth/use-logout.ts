import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { signOut } from './sign-in';

/** The panel's Logout action: sign out, say so, go to /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    toast.success('Logged out successfully');
    await navigate('/login', { replace: true });
  }, [navigate]);
}
