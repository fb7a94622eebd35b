import type { ElementType } from 'react';
import { cn } from '@/lib/cn';

interface TruncatedTextProps {
  text: string;
  /** How many lines before the text is cut; the full text is on hover. */
  lines?: 1 | 2;
  as?: ElementType;
  className?: string;
}

/** A name or address that may be long: cut with an ellipsis, the whole text in `title`. */
export function TruncatedText({
  text,
  lines = 1,
  as: Tag = 'span',
  className,
}: TruncatedTextProps) {
  return (
    <Tag
      title={text}
      className={cn(
        'block min-w-0 break-words',
        lines === 1 ? 'truncate' : 'line-clamp-2',
        className,
      )}
    >
      {text}
    </Tag>
  );
}
