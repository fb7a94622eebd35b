import { useEffect, useState, type FormEvent } from 'react';
import { COUNTIES } from '@shared/counties';
import type { Partner, PartnerInput } from '@shared/partner-schema';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api-client';

interface PartnerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The partner to edit; none to add one. */
  partner?: Partner;
  onSave: (input: PartnerInput) => Promise<void>;
}

const EMPTY: PartnerInput = {
  name: '',
  contact_name: '',
  email: '',
  mobile: '',
  counties: [],
  daily_cap: 10,
  is_active: true,
};

/** Add or edit a partner installer: details, the counties served and a daily cap. */
export function PartnerDialog({ open, onOpenChange, partner, onSave }: PartnerDialogProps) {
  const [form, setForm] = useState<PartnerInput>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setForm(
      partner ? { ...partner, counties: partner.counties as PartnerInput['counties'] } : EMPTY,
    );
  }, [open, partner]);

  const set = <K extends keyof PartnerInput>(key: K, value: PartnerInput[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  function toggleCounty(county: (typeof COUNTIES)[number]) {
    set(
      'counties',
      form.counties.includes(county)
        ? form.counties.filter((c) => c !== county)
        : [...form.counties, county],
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave(form);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors);
    } finally {
      setSaving(false);
    }
  }

  const field = (
    key: 'name' | 'contact_name' | 'email' | 'mobile',
    label: string,
    type = 'text',
  ) => (
    <div className="space-y-1.5">
      <Label htmlFor={`partner-${key}`}>{label}</Label>
      <Input
        id={`partner-${key}`}
        type={type}
        value={form[key]}
        aria-invalid={Boolean(errors[key])}
        onChange={(event) => set(key, event.target.value)}
      />
      {errors[key] ? <p className="text-xs text-red-600">{errors[key]}</p> : null}
    </div>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={partner ? 'Edit Partner' : 'Add Partner'}
      description="Leads from the counties you tick go to this installer, up to the daily cap."
      className="max-w-2xl"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="partner-form" disabled={saving}>
            {saving ? 'Saving...' : partner ? 'Save Partner' : 'Add Partner'}
          </Button>
        </>
      }
    >
      <form
        id="partner-form"
        onSubmit={(event) => void submit(event)}
        className="space-y-4"
        noValidate
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {field('name', 'Company name')}
          {field('contact_name', 'Contact name')}
          {field('email', 'Email', 'email')}
          {field('mobile', 'Mobile', 'tel')}
        </div>
        <fieldset>
          <div className="flex items-center justify-between">
            <legend className="text-sm font-medium text-slate-800">Counties served</legend>
            <Button
              variant="link"
              size="sm"
              onClick={() =>
                set('counties', form.counties.length === COUNTIES.length ? [] : [...COUNTIES])
              }
            >
              {form.counties.length === COUNTIES.length ? 'Clear all' : 'Select all'}
            </Button>
          </div>
          <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
            {COUNTIES.map((county) => (
              <label key={county} className="flex items-center gap-2 text-sm text-slate-700">
                <Checkbox
                  checked={form.counties.includes(county)}
                  onChange={() => toggleCounty(county)}
                />
                {county}
              </label>
            ))}
          </div>
          {errors.counties ? <p className="mt-1 text-xs text-red-600">{errors.counties}</p> : null}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor="partner-cap">Daily cap (leads per day)</Label>
            <Input
              id="partner-cap"
              type="number"
              min={1}
              max={1000}
              value={form.daily_cap}
              aria-invalid={Boolean(errors.daily_cap)}
              onChange={(event) => set('daily_cap', Number.parseInt(event.target.value, 10) || 0)}
            />
            {errors.daily_cap ? <p className="text-xs text-red-600">{errors.daily_cap}</p> : null}
          </div>
          <div className="flex items-center gap-3 pt-6">
            <Switch
              id="partner-active"
              checked={form.is_active}
              onCheckedChange={(checked) => set('is_active', checked)}
            />
            <Label htmlFor="partner-active">
              {form.is_active ? 'Active: receives leads' : 'Paused'}
            </Label>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
