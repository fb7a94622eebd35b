import { LeadSettingsScreen } from '@/features/settings/lead-settings-screen';

export default function SettingsPage() {
  return <LeadSettingsScreen />;
}
