import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AlertCircle, LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { roleIdOf, useSessionStore } from '@/lib/session-store';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { destinationAfterLogin, type LoginLocationState } from './login-redirect';
import { signIn } from './sign-in';

/** E-mail and password sign-in; on success goes to the remembered page or the role's home. */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const loading = useSessionStore((state) => state.loading);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setError(null);
    try {
      const user = await signIn(email, password);
      toast.success('Signed in successfully');
      const from = (location.state as LoginLocationState | null)?.from;
      await navigate(destinationAfterLogin(roleIdOf(user), from), { replace: true });
    } catch (failure) {
      const message = errorMessage(failure, 'Login failed');
      setError(message);
      toast.error(message);
    }
  }

  return (
    // noValidate: the form reports missing fields itself, with the product's own wording.
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-email">Email</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error !== null && email.trim() === ''}
          autoFocus
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-password">Password</Label>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error !== null && password === ''}
        />
      </div>
      {error ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={loading} className="w-full">
        <LogIn aria-hidden />
        {loading ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
