import { toast } from './toast';

/**
 * The toasts of publishing or unpublishing a page, from its editor or its list: the page as
 * the server answered tells whether the change took; a failed request says so.
 */
export function toastPublishResult(publish: boolean, page: { is_published: boolean }): void {
  if (page.is_published !== publish)
    toast.error('Action failed', 'Could not update publish state.');
  else if (publish) toast.success('Published', 'Page is now live.');
  else toast.success('Unpublished', 'Page is now a draft.');
}

export function toastPublishFailed(): void {
  toast.error('Error', 'Server error updating publish state.');
}
