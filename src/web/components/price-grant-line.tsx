import { ExternalLink, Landmark } from 'lucide-react';

/** The SEAI grant line under a price estimate: the editors' text and link. */
export function PriceGrantLine({
  text,
  linkText,
  url,
}: {
  text: string;
  linkText: string;
  url: string;
}) {
  if (!text && !(url && linkText)) return null;
  const cut = linkText.lastIndexOf(' ') + 1;
  const head = linkText.slice(0, cut);
  const last = linkText.slice(cut);
  return (
    <p className="flex gap-2.5 text-sm leading-relaxed text-slate-700">
      <Landmark aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        {text}{' '}
        {url && linkText ? (
          <a
            href={url}
            rel="noopener"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {head}
            {/* The icon stays on the line of the link's last word. */}
            <span className="whitespace-nowrap">
              {last}
              <ExternalLink aria-hidden className="ml-1 inline-block size-3.5 align-[-2px]" />
            </span>
          </a>
        ) : null}
      </span>
    </p>
  );
}
