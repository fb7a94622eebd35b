import { useId, type ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { useFieldError } from './editor-errors';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Rows of a multi-line field; a single line when left out. */
  rows?: number;
  placeholder?: string;
  inputMode?: 'numeric';
  className?: string;
  /** Where this value sits in the content, to show the validation message for it. */
  errorPath?: string;
  /** A short help text under the field. */
  hint?: ReactNode;
}

export function TextField({
  label,
  value,
  onChange,
  rows,
  placeholder,
  inputMode,
  className,
  errorPath,
  hint,
}: TextFieldProps) {
  const error = useFieldError(errorPath);
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) =>
        rows ? (
          <Textarea
            {...control}
            rows={rows}
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <Input
            {...control}
            value={value}
            placeholder={placeholder}
            inputMode={inputMode}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}

/** A card grouping the fields of one part of a page. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** One entry of a repeated list (a feature, a step, a stat) with its remove button. */
export function ItemCard({
  title,
  onRemove,
  children,
}: {
  title: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-slate-50/60 p-4"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h4 id={id} className="text-sm font-semibold text-slate-700">
          {title}
        </h4>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600 hover:bg-red-50"
          aria-label={`Remove ${title}`}
          onClick={onRemove}
        >
          <Trash2 /> Remove
        </Button>
      </div>
      <div className="space-y-3">{children}</div>
    </div>
  );
}

export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 md:grid-cols-2">{children}</div>;
}
