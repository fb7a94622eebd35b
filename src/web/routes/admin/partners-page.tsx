import { PartnersScreen } from '@/features/partners/partners-screen';

export default function PartnersPage() {
  return <PartnersScreen />;
}
