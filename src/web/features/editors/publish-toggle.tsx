import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { PublishState } from './use-content-editor';

interface PublishToggleProps {
  published: boolean;
  state: PublishState;
  disabled: boolean;
  onChange: (publish: boolean) => void;
}

const STATUS_LABELS = {
  publishing: 'Publishing...',
  unpublishing: 'Unpublishing...',
} as const;

/** The publish switch and its status badge: Published, Draft, Publishing..., Unpublishing... */
export function PublishToggle({ published, state, disabled, onChange }: PublishToggleProps) {
  const id = useId();
  const label = state === 'idle' ? (published ? 'Published' : 'Draft') : STATUS_LABELS[state];
  return (
    <div className="flex items-center gap-3">
      <Switch
        id={id}
        checked={published}
        disabled={disabled || state !== 'idle'}
        onCheckedChange={onChange}
      />
      <Label htmlFor={id}>Publish page</Label>
      <Badge tone={state !== 'idle' ? 'blue' : published ? 'green' : 'yellow'} aria-live="polite">
        {label}
      </Badge>
    </div>
  );
}
