import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { COUNTIES } from '@shared/counties';
import { partnerSchema, type Partner, type PartnerInput } from '@shared/partner-schema';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { applyServerErrors } from '@/lib/apply-server-errors';

type PartnerFormValues = z.input<typeof partnerSchema>;
type County = (typeof COUNTIES)[number];

interface PartnerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The partner to edit; none to add one. The screen keys the dialog by it. */
  partner?: Partner;
  /** Saves and says so; rethrows a failure so its field messages show here. */
  onSave: (input: PartnerInput) => Promise<void>;
}

const EMPTY: PartnerFormValues = {
  name: '',
  contact_name: '',
  email: '',
  mobile: '',
  counties: [],
  daily_cap: 10,
  is_active: true,
  years_trading: null,
  insured_until: null,
  seai_registered: false,
};

const FIELDS = [
  'name',
  'contact_name',
  'email',
  'mobile',
  'counties',
  'daily_cap',
  'years_trading',
  'insured_until',
] as const;

function valuesOf(partner: Partner | undefined): PartnerFormValues {
  if (!partner) return EMPTY;
  return {
    name: partner.name,
    contact_name: partner.contact_name,
    email: partner.email,
    mobile: partner.mobile,
    counties: partner.counties as County[],
    daily_cap: partner.daily_cap,
    is_active: partner.is_active,
    years_trading: partner.years_trading,
    insured_until: partner.insured_until,
    seai_registered: partner.seai_registered,
  };
}

/** Add or edit a partner installer: details, the counties served and a daily cap. */
export function PartnerDialog({ open, onOpenChange, partner, onSave }: PartnerDialogProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PartnerFormValues, unknown, PartnerInput>({
    resolver: zodResolver(partnerSchema),
    defaultValues: valuesOf(partner),
  });

  const submit = handleSubmit(async (input) => {
    try {
      await onSave(input);
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(error, FIELDS, setError);
    }
  });

  const textField = (
    key: 'name' | 'contact_name' | 'email' | 'mobile',
    label: string,
    type = 'text',
  ) => (
    <Field label={label} error={errors[key]?.message}>
      {(field) => <Input type={type} {...field} {...register(key)} />}
    </Field>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !isSubmitting && onOpenChange(next)}
      title={partner ? 'Edit Partner' : 'Add Partner'}
      description="Leads from the counties you tick go to this installer, up to the daily cap."
      className="max-w-2xl"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="partner-form" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : partner ? 'Save Partner' : 'Add Partner'}
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
          {textField('name', 'Company name')}
          {textField('contact_name', 'Contact name')}
          {textField('email', 'Email', 'email')}
          {textField('mobile', 'Mobile', 'tel')}
        </div>
        <Controller
          control={control}
          name="counties"
          render={({ field: { value, onChange } }) => (
            <fieldset aria-describedby={errors.counties ? 'partner-counties-error' : undefined}>
              <div className="flex items-center justify-between">
                <legend className="text-sm font-medium text-slate-800">Counties served</legend>
                <Button
                  variant="link"
                  size="sm"
                  onClick={() => onChange(value.length === COUNTIES.length ? [] : [...COUNTIES])}
                >
                  {value.length === COUNTIES.length ? 'Clear all' : 'Select all'}
                </Button>
              </div>
              <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
                {COUNTIES.map((county) => (
                  <label key={county} className="flex items-center gap-2 text-sm text-slate-700">
                    <Checkbox
                      checked={value.includes(county)}
                      onChange={() =>
                        onChange(
                          value.includes(county)
                            ? value.filter((entry) => entry !== county)
                            : [...value, county],
                        )
                      }
                    />
                    {county}
                  </label>
                ))}
              </div>
              {errors.counties ? (
                <p id="partner-counties-error" className="mt-1 text-sm text-red-700">
                  {errors.counties.message}
                </p>
              ) : null}
            </fieldset>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Daily cap (leads per day)" error={errors.daily_cap?.message}>
            {(field) => (
              <Input type="number" min={1} max={1000} {...field} {...register('daily_cap')} />
            )}
          </Field>
          <Controller
            control={control}
            name="is_active"
            render={({ field: { value, onChange } }) => (
              <div className="flex items-center gap-3 pt-6">
                <Switch id="partner-active" checked={value} onCheckedChange={onChange} />
                <Label htmlFor="partner-active">
                  {value ? 'Active: receives leads' : 'Paused'}
                </Label>
              </div>
            )}
          />
        </div>
        {/* The public profile homeowners see on their request page. */}
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-medium text-slate-800">
            Public profile (shown to homeowners; optional)
          </legend>
          <Field label="Years trading" error={errors.years_trading?.message}>
            {(field) => (
              <Input
                type="number"
                min={0}
                max={200}
                {...field}
                {...register('years_trading', {
                  setValueAs: (value: unknown) => (value === '' || value === null ? null : value),
                })}
              />
            )}
          </Field>
          <Field label="Insured until" error={errors.insured_until?.message}>
            {(field) => (
              <Input
                type="date"
                {...field}
                {...register('insured_until', {
                  setValueAs: (value: unknown) => (value === '' ? null : value),
                })}
              />
            )}
          </Field>
          <Controller
            control={control}
            name="seai_registered"
            render={({ field: { value, onChange } }) => (
              <div className="flex items-center gap-3 sm:pt-6">
                <Switch id="partner-seai" checked={Boolean(value)} onCheckedChange={onChange} />
                <Label htmlFor="partner-seai">SEAI-registered contractor</Label>
              </div>
            )}
          />
        </fieldset>
      </form>
    </Dialog>
  );
}
