import { DEFAULT_LOST_REASONS } from '@shared/lead-owner';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useLeadSettings } from '@/lib/lead-settings';

/** The admin's lost reasons (the defaults until they load). */
export function useLostReasons(): readonly string[] {
  const settings = useLeadSettings();
  return settings.data?.lost_reasons ?? DEFAULT_LOST_REASONS;
}

/** "Lost reason": asked for whenever Lost is chosen. */
export function LostReasonSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (reason: string) => void;
}) {
  const reasons = useLostReasons();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Lost reason</Label>
      <Select
        id={id}
        value={value}
        onValueChange={onChange}
        placeholder="Choose a reason"
        options={reasons.map((reason) => ({ value: reason, label: reason }))}
        className="w-full sm:w-52"
      />
    </div>
  );
}
