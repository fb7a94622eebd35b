import {
  ArchiveRestore,
  Building2,
  History,
  FileText,
  Home,
  Info,
  LayoutDashboard,
  ListChecks,
  Settings,
  Users,
  ClipboardList,
  Flag,
  Megaphone,
  type LucideIcon,
} from 'lucide-react';
import { ROLE_IDS } from '@shared/roles';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Highlight only on this exact path (the dashboards), not on pages below it. */
  end?: boolean;
}

export interface PanelNav {
  title: string;
  roleLabel: string;
  items: NavItem[];
}

/** The one nav data object both sidebars are drawn from. */
export const PANEL_NAV = {
  admin: {
    title: 'Admin Panel',
    roleLabel: 'Admin',
    items: [
      { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, end: true },
      { label: 'Lead Management', to: '/admin/leads', icon: ClipboardList },
      { label: 'User Management', to: '/admin/users', icon: Users },
      { label: 'Partner Installers', to: '/admin/partners', icon: Building2 },
      { label: 'Bad-lead Credits', to: '/admin/credits', icon: Flag },
      { label: 'Campaigns', to: '/admin/campaigns', icon: Megaphone },
      { label: 'Home Page Management', to: '/admin/home-editor', icon: Home },
      { label: 'About Page Management', to: '/admin/about-editor', icon: Info },
      { label: 'How It Works Management', to: '/admin/how-it-works-editor', icon: FileText },
      { label: 'Bin', to: '/admin/bin', icon: ArchiveRestore },
      { label: 'Audit Log', to: '/admin/audit', icon: History },
      { label: 'Settings', to: '/admin/settings', icon: Settings },
    ],
  },
  manager: {
    title: 'Manager Panel',
    roleLabel: 'Manager',
    items: [
      { label: 'Dashboard', to: '/manager', icon: LayoutDashboard, end: true },
      { label: 'My Leads', to: '/manager/leads', icon: ListChecks },
    ],
  },
} as const satisfies Record<'admin' | 'manager', PanelNav>;

/** The admin sidebar for admins, the manager one for everyone else. */
export function navForRole(roleId: number | null): PanelNav {
  return roleId === ROLE_IDS.admin ? PANEL_NAV.admin : PANEL_NAV.manager;
}
