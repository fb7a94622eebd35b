import { useState } from 'react';
import { Columns3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuLabel,
} from '@/components/ui/dropdown-menu';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';
import { HIDEABLE_LEAD_COLUMNS } from './lead-columns';

function storedHidden(): Set<string> {
  const stored = readJson<unknown>(STORAGE_KEYS.leadColumns);
  return new Set(
    Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [],
  );
}

/**
 * The lead table's hidden columns, kept in this browser. Hidden ones are stored (not the
 * shown ones), so a column added later shows until someone hides it.
 */
export function useHiddenLeadColumns() {
  const [hidden, setHidden] = useState(storedHidden);
  function toggle(id: string, shown: boolean) {
    setHidden((current) => {
      const next = new Set(current);
      if (shown) next.delete(id);
      else next.add(id);
      writeJson(STORAGE_KEYS.leadColumns, [...next]);
      return next;
    });
  }
  return { hidden: hidden as ReadonlySet<string>, toggle };
}

/** The Columns menu: a checkbox per column that can be hidden. */
export function LeadColumnMenu({
  hidden,
  onToggle,
}: {
  hidden: ReadonlySet<string>;
  onToggle: (id: string, shown: boolean) => void;
}) {
  return (
    <DropdownMenu
      trigger={
        <Button variant="outline" className="h-10 px-4">
          <Columns3 aria-hidden />
          Columns
        </Button>
      }
    >
      <DropdownMenuLabel>Show columns</DropdownMenuLabel>
      {HIDEABLE_LEAD_COLUMNS.map((column) => (
        <DropdownMenuCheckboxItem
          key={column.id}
          checked={!hidden.has(column.id)}
          onCheckedChange={(checked) => onToggle(column.id, checked === true)}
          // The menu stays open, so several columns can be changed at once.
          onSelect={(event) => event.preventDefault()}
        >
          {column.header}
        </DropdownMenuCheckboxItem>
      ))}
    </DropdownMenu>
  );
}
