import { NavLink } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import type { NavItem } from './nav-items';

interface PanelNavProps {
  items: readonly NavItem[];
  /** Icons only, each with a tooltip naming it (the collapsed sidebar). */
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function PanelNav({ items, collapsed = false, onNavigate }: PanelNavProps) {
  return (
    <ul className="flex flex-col gap-1 p-2">
      {items.map((item) => (
        <li key={item.to}>
          <Tooltip content={item.label} disabled={!collapsed}>
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              // A plain string (not NavLink's function form): the tooltip's Slot merges class strings.
              // NavLink marks the open page with aria-current="page", which styles it.
              className={cn(
                'flex h-10 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900',
                'aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 aria-[current=page]:hover:bg-brand-100',
                collapsed && 'w-8 justify-center px-0',
              )}
            >
              <item.icon aria-hidden className="size-[1.125rem] shrink-0" />
              <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>
            </NavLink>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
