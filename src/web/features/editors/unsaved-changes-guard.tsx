import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * Asks before unsaved edits are lost (SPEC 4): in-app navigation through the router's
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
  return (
    <Dialog
      open={blocked}
      onOpenChange={(open) => !open && blocked && blocker.reset()}
      title="Leave without saving?"
      className="max-w-md"
      footer={
        <>
          <Button variant="outline" onClick={() => blocked && blocker.reset()}>
            Stay on page
          </Button>
          <Button variant="destructive" onClick={() => blocked && blocker.proceed()}>
            Discard changes
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-600">
        You have unsaved changes on this page. They will be lost if you leave now.
      </p>
    </Dialog>
  );
}
