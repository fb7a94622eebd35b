import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { AlertCircle, LogIn } from 'lucide-react';
import type { z } from 'zod';
import { loginSchema, type LoginInput } from '@shared/user-schema';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { roleIdOf } from '@/lib/session';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { destinationAfterLogin, type LoginLocationState } from './login-redirect';
import { LOGIN_ERRORS, signIn } from './sign-in';

type LoginValues = z.input<typeof loginSchema>;

/** Why the checks refused a submit: a blank field asks for both, anything else says what. */
function loginProblem(values: LoginValues, errors: FieldErrors<LoginValues>): string {
  if (values.email.trim() === '' || values.password === '') return LOGIN_ERRORS.missingFields;
  return errors.email?.message ?? errors.password?.message ?? LOGIN_ERRORS.failed;
}

/** E-mail and password sign-in; on success goes to the remembered page or the role's home. */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<LoginValues, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [error, setError] = useState<string | null>(null);

  function fail(message: string) {
    setError(message);
    toast.error(message);
  }

  const submit = form.handleSubmit(
    async (credentials) => {
      setError(null);
      try {
        const user = await signIn(credentials);
        toast.success('Signed in successfully');
        const from = (location.state as LoginLocationState | null)?.from;
        await navigate(destinationAfterLogin(roleIdOf(user), from), { replace: true });
      } catch (failure) {
        fail(errorMessage(failure, LOGIN_ERRORS.failed));
      }
    },
    (invalid) => fail(loginProblem(form.getValues(), invalid)),
  );

  return (
    // noValidate: the form reports missing fields itself, with the product's own wording.
    // A second submit while signing in is ignored: the button is disabled until it ends.
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-email">Email</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          autoFocus
          {...form.register('email')}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="login-password">Password</Label>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          {...form.register('password')}
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
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        <LogIn aria-hidden />
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
