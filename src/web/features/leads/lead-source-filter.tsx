import { useState, type FormEvent } from 'react';
import { Megaphone } from 'lucide-react';
import { ATTRIBUTION_LABELS, ATTRIBUTION_MAX } from '@shared/attribution';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface SourceFilter {
  utmSource: string;
  utmCampaign: string;
}

/**
 * The list's UTM source and campaign filters: a button that opens a small form.
 * The Source card's values link here too; the filters in force show as chips beside it.
 */
export function LeadSourceFilter({
  value,
  onChange,
}: {
  value: SourceFilter;
  onChange: (next: SourceFilter) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);

  function openDialog() {
    setDraft(value);
    setOpen(true);
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ utmSource: draft.utmSource.trim(), utmCampaign: draft.utmCampaign.trim() });
    setOpen(false);
  }

  const field = (name: keyof SourceFilter, label: string, placeholder: string) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`lead-filter-${name}`}>{label}</Label>
      <Input
        id={`lead-filter-${name}`}
        value={draft[name]}
        maxLength={ATTRIBUTION_MAX.utm}
        placeholder={placeholder}
        onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.value }))}
      />
    </div>
  );

  return (
    <>
      <Button variant="ghost" size="sm" onClick={openDialog} className="w-fit">
        <Megaphone aria-hidden />
        Source or campaign
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Source or campaign"
        description="Leads whose visit came with these UTM tags. Leave a box empty for any."
      >
        <form onSubmit={apply} className="flex flex-col gap-4">
          {field('utmSource', ATTRIBUTION_LABELS.utm_source, 'facebook')}
          {field('utmCampaign', ATTRIBUTION_LABELS.utm_campaign, 'spring')}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit">Apply</Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
