import { CreditsScreen } from '@/features/credits/credits-screen';

export default function CreditsPage() {
  return <CreditsScreen />;
}
