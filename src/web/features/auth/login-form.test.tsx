import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast as sonner } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { endSession } from '@/lib/session';
import { LoginForm } from './login-form';

const ADMIN = { id: 1, email: 'ann@example.ie', name: 'Ann', role_id: 1 };

function renderLogin(from?: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '*', element: <p>Landed</p> },
    ],
    { initialEntries: [{ pathname: '/login', state: from ? { from } : null }] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  endSession();
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => sonner.dismiss());

// Each test drives the whole form; allow for a machine busy with other builds.
describe('LoginForm', { timeout: 20_000 }, () => {
  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    // With the e-mail typed, the password alone is missing: still both asked for, no call made.
    sonner.dismiss();
    await user.type(screen.getByLabelText('Email'), 'ann@example.ie');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in, says so and goes back to the remembered page', async () => {
    fetchMock.mockResolvedValue(Response.json({ token: 'tok', user: ADMIN }));
    const user = userEvent.setup();
    const router = renderLogin('/admin/leads?status=new');
    await user.type(screen.getByLabelText('Email'), ' Ann@Example.ie ');
    await user.type(screen.getByLabelText('Password'), 'secret-pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Landed')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/admin/leads?status=new',
    );
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ann@example.ie',
      password: 'secret-pw',
    });
    expect(JSON.parse(localStorage.getItem('unauth')!)).toEqual({ token: 'tok', user: ADMIN });
  });

  it("shows the server's message, or that the answer had no token", async () => {
    window.history.pushState({}, '', '/login');
    fetchMock.mockResolvedValueOnce(
      Response.json({ message: 'Invalid email or password' }, { status: 401 }),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ann@example.ie');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    fetchMock.mockResolvedValueOnce(Response.json({ user: ADMIN }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login response did not include a token',
    );
    expect(localStorage.getItem('unauth')).toBeNull();
    window.history.pushState({}, '', '/');
  });
});
