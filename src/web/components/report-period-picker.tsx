import { REPORT_DAYS } from '@shared/report-period';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';

/** The period of a staff report: the last 7, 30 or 90 days, or two Irish dates. */
export type ReportPeriod = { days: number } | { from: string; to: string };

/** What the report's API reads (src/shared/report-period.ts). */
export function reportPeriodQuery(period: ReportPeriod): string {
  return 'days' in period ? `days=${period.days}` : `from=${period.from}&to=${period.to}`;
}

/** Shown instead of figures while "Dates…" waits for its two days. */
export const CHOOSE_DATES = 'Choose the first and last day.';

/**
 * The chosen period (the last 30 days at first; null while "Dates…" lacks a day) and the
 * state its picker edits.
 */
export function useReportPeriod() {
  const [choice, setChoice] = useState('30');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  let period: ReportPeriod | null = { days: Number(choice) };
  if (choice === 'range') period = from && to ? { from, to } : null;
  return { period, picker: { choice, setChoice, from, setFrom, to, setTo } };
}

type PickerState = ReturnType<typeof useReportPeriod>['picker'];

/** Period: Last 7/30/90 days or Dates…, with From and To when dates are chosen. */
export function ReportPeriodPicker({
  choice,
  setChoice,
  from,
  setFrom,
  to,
  setTo,
  className,
}: PickerState & { className?: string }) {
  const id = useId();
  return (
    <div className={cn('flex flex-wrap items-end gap-3', className)}>
      <div className="space-y-1">
        <Label htmlFor={`${id}-period`}>Period</Label>
        <NativeSelect
          id={`${id}-period`}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          {REPORT_DAYS.map((days) => (
            <option key={days} value={String(days)}>
              Last {days} days
            </option>
          ))}
          <option value="range">Dates…</option>
        </NativeSelect>
      </div>
      {choice === 'range' && (
        <>
          <div className="space-y-1">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />
          </div>
        </>
      )}
    </div>
  );
}
