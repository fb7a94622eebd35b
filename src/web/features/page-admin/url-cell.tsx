import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { urlSchema, type ContentPage, type PageKind } from '@shared/content-schema';
import { normalizePageUrl } from '@shared/url-variants';
import { Input } from '@/components/ui/input';
import { errorMessage, fieldErrors } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useUpdatePage } from './api/use-update-page';

const urlFormSchema = z.object({ url: urlSchema });
type UrlForm = z.infer<typeof urlFormSchema>;

interface UrlCellProps {
  kind: PageKind;
  page: ContentPage;
  /** Width classes; a fixed column width in the table by default. */
  className?: string;
}

/** The editable URL of a row: normalised and sent on blur or Enter, only when it changed. */
export function UrlCell({ kind, page, className = 'w-44 xl:w-56' }: UrlCellProps) {
  const errorId = useId();
  const updatePage = useUpdatePage(kind);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<UrlForm>({
    resolver: zodResolver(urlFormSchema),
    // Follows the page after each save; an edit in progress is kept.
    values: { url: page.url },
    resetOptions: { keepDirtyValues: true },
  });

  /** The refusal shows next to the field; the toast text is fixed product copy. */
  function refuse(message: string) {
    setValue('url', page.url);
    setError('url', { type: 'server', message });
    toast.error('Update failed', 'Could not update URL.');
  }

  const commit = handleSubmit(
    async ({ url }) => {
      const next = normalizePageUrl(url, kind);
      setValue('url', next);
      if (next === page.url) {
        clearErrors('url');
        return;
      }
      try {
        await updatePage.mutateAsync({ id: page.id, body: { url: next } });
        clearErrors('url');
        toast.success('URL updated');
      } catch (caught) {
        refuse(fieldErrors(caught).url ?? errorMessage(caught));
      }
    },
    (invalid) => refuse(invalid.url?.message ?? 'Could not update URL.'),
  );

  const error = errors.url?.message;
  const field = register('url', { onBlur: () => void commit() });
  return (
    <div className={className}>
      <Input
        aria-label={`URL of page ${page.url}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-9 font-mono text-sm sm:text-sm"
        disabled={updatePage.isPending}
        spellCheck={false}
        autoCapitalize="off"
        {...field}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
          if (event.key === 'Escape') {
            setValue('url', page.url);
            clearErrors('url');
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
