import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastPublishFailed, toastPublishResult } from './publish-toasts';

describe('the toasts of publishing a page', () => {
  it('says the page is live or a draft when the server’s answer shows the change', async () => {
    toastPublishResult(true, { is_published: true });
    expect(await screen.findByText('Page is now live.')).toBeInTheDocument();
    toastPublishResult(false, { is_published: false });
    expect(await screen.findByText('Page is now a draft.')).toBeInTheDocument();
  });

  it('says the action failed when the answer shows the old state, and a failed request too', async () => {
    toastPublishResult(true, { is_published: false });
    expect(await screen.findByText('Action failed')).toBeInTheDocument();
    expect(screen.getByText('Could not update publish state.')).toBeInTheDocument();

    toastPublishFailed();
    expect(await screen.findByText('Server error updating publish state.')).toBeInTheDocument();
    expect(screen.getByText('Error', { exact: true })).toBeInTheDocument();
  });
});
