import { useEffect, useId, useState } from 'react';
import type { ContentPage, PageKind } from '@shared/content-schema';
import { normalizePageUrl } from '@shared/url-variants';
import { Input } from '@/components/ui/input';
import { contentApi } from '@/lib/content-api';
import { toast } from '@/lib/toast';

interface UrlCellProps {
  kind: PageKind;
  page: ContentPage;
  onUpdated: (page: ContentPage) => void;
}

/** The editable URL of a row: normalised and sent on blur or Enter, only when it changed (SPEC 5). */
export function UrlCell({ kind, page, onUpdated }: UrlCellProps) {
  const errorId = useId();
  const [value, setValue] = useState(page.url);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => setValue(page.url), [page.url]);

  async function commit() {
    const next = normalizePageUrl(value, kind);
    setValue(next);
    if (next === page.url) {
      setError(null);
      return;
    }
    setSaving(true);
    try {
      onUpdated(await contentApi.update(kind, page.id, { url: next }));
      setError(null);
      toast.success('URL updated');
    } catch (caught) {
      setValue(page.url);
      // The toast text is fixed by SPEC 8; the reason stays next to the field.
      setError(caught instanceof Error ? caught.message : null);
      toast.error('Update failed', 'Could not update URL.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="w-44 xl:w-56">
      <Input
        aria-label={`URL of page ${page.url}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-9 font-mono text-sm sm:text-sm"
        value={value}
        disabled={saving}
        spellCheck={false}
        autoCapitalize="off"
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
          if (event.key === 'Escape') {
            setValue(page.url);
            setError(null);
          }
        }}
      />
      {error ? (
        <p id={errorId} className="mt-1 max-w-64 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
