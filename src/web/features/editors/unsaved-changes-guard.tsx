import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Asks before unsaved edits are lost: in-app navigation through the router's
 * blocker, closing or reloading the tab through the browser's own beforeunload prompt.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  // Set once "Discard changes" lets the navigation go, so closing the dialog does not stop it.
  const leaving = useRef(false);
  if (!blocked) leaving.current = false;
  return (
    <ConfirmDialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocked && !leaving.current) blocker.reset();
      }}
      title="Leave without saving?"
      description="You have unsaved changes on this page. They will be lost if you leave now."
      cancelLabel="Stay on page"
      confirmLabel="Discard changes"
      destructive
      onConfirm={() => {
        leaving.current = true;
        if (blocked) blocker.proceed();
      }}
    />
  );
}
