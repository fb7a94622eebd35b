import { useState, type FormEvent } from 'react';
import { PencilLine } from 'lucide-react';
import { COUNTIES } from '@shared/counties';
import { LEAD_FIELD_LABELS, type LeadFieldName } from '@shared/lead-fields';
import { leadUpdateSchema, QUOTE_SELECT_FIELDS, type LeadUpdate } from '@shared/lead-schema';
import { DEFAULT_QUOTE_OPTIONS } from '@shared/quote-options';
import { fieldErrors as zodFieldErrors } from '@shared/text-schema';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage, fieldErrors } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useUpdateLead } from '../api/use-update-lead';
import type { LeadRow } from '../lead-row';
import { FieldError } from './field-error';

type EditableField = Exclude<LeadFieldName, 'url_type'>;
type SelectField = keyof typeof QUOTE_SELECT_FIELDS;

const CONTACT_FIELDS = ['first_name', 'last_name', 'email', 'mobile_number'] as const;
const PROPERTY_FIELDS = [
  'property_address',
  'county',
  'eircode',
  'property_type',
  'window_type',
  'number_of_windows',
  'window_material',
  'glazing_type',
  'preferred_timeframe',
] as const;
const INPUT_TYPES: Partial<Record<EditableField, string>> = {
  email: 'email',
  mobile_number: 'tel',
};

function valuesOf(lead: LeadRow): Record<EditableField, string> {
  return {
    first_name: lead.first_name,
    last_name: lead.last_name,
    email: lead.email,
    mobile_number: lead.mobile,
    additional_info: lead.additionalInfo,
    property_address: lead.property_address,
    property_type: lead.property_type,
    window_type: lead.window_type,
    number_of_windows: lead.number_of_windows,
    preferred_timeframe: lead.preferred_timeframe,
    window_material: lead.window_material,
    glazing_type: lead.glazing_type,
    county: lead.county,
    eircode: lead.eircode,
  };
}

/** The choices of a select field: the offered options, plus the lead's own value if it is another. */
function choices(field: EditableField, current: string): string[] {
  const offered: readonly string[] =
    field === 'county'
      ? COUNTIES
      : field in QUOTE_SELECT_FIELDS
        ? DEFAULT_QUOTE_OPTIONS[QUOTE_SELECT_FIELDS[field as SelectField]]
        : [];
  return current && !offered.includes(current) ? [current, ...offered] : [...offered];
}

const isSelect = (field: EditableField) => field === 'county' || field in QUOTE_SELECT_FIELDS;

/**
 * Staff correct what the homeowner typed. Only changed fields are sent, checked with the
 * shared schema first; each change lands in the timeline as old → new.
 */
export function LeadEditDialog({ lead }: { lead: LeadRow }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(() => valuesOf(lead));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateLead();

  function openDialog(next: boolean) {
    if (next) {
      setValues(valuesOf(lead));
      setErrors({});
    }
    setOpen(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const original = valuesOf(lead);
    const changes = Object.fromEntries(
      (Object.keys(values) as EditableField[])
        .filter((field) => values[field].trim() !== original[field].trim())
        .map((field) => [field, values[field]]),
    );
    if (Object.keys(changes).length === 0) return setOpen(false);
    const parsed = leadUpdateSchema.safeParse(changes);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    update.mutate(
      { id: lead.id, changes: changes as LeadUpdate },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success('Details saved', `Lead #${lead.id} is corrected.`);
        },
        onError: (failure) => {
          const server = fieldErrors(failure);
          setErrors(Object.keys(server).length > 0 ? server : { form: errorMessage(failure) });
        },
      },
    );
  }

  function field(name: EditableField) {
    const id = `edit-${name}`;
    const error = errors[name];
    const common = {
      id,
      name,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
    };
    const set = (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      // The message was about the old value.
      if (error) setErrors(({ [name]: _fixed, ...rest }) => rest);
    };
    return (
      <div key={name} className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{LEAD_FIELD_LABELS[name].text}</Label>
        {isSelect(name) ? (
          <NativeSelect {...common} onChange={(event) => set(event.target.value)}>
            {values[name] === '' ? <option value="">Not given</option> : null}
            {choices(name, valuesOf(lead)[name]).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        ) : name === 'additional_info' ? (
          <Textarea {...common} rows={3} onChange={(event) => set(event.target.value)} />
        ) : (
          <Input
            {...common}
            type={INPUT_TYPES[name] ?? 'text'}
            onChange={(event) => set(event.target.value)}
          />
        )}
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  }

  return (
    <>
      <Button variant="outline" onClick={() => openDialog(true)}>
        <PencilLine aria-hidden />
        Edit details
      </Button>
      <Dialog
        open={open}
        onOpenChange={openDialog}
        title={`Edit lead #${lead.id}`}
        description="Correct the contact and property details. Each change is kept in the timeline."
        className="max-w-2xl"
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" form="lead-edit-form" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save changes'}
            </Button>
          </>
        }
      >
        <form id="lead-edit-form" onSubmit={submit} noValidate className="flex flex-col gap-5">
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold text-slate-900">Contact</legend>
            {CONTACT_FIELDS.map(field)}
          </fieldset>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold text-slate-900">Property</legend>
            {PROPERTY_FIELDS.map(field)}
          </fieldset>
          {field('additional_info')}
          <FieldError id="lead-edit-form-error" message={errors.form ?? errors.body} />
        </form>
      </Dialog>
    </>
  );
}
