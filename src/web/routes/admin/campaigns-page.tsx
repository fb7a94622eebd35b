import { CampaignsScreen } from '@/features/campaigns/campaigns-screen';

export default function CampaignsPage() {
  return <CampaignsScreen />;
}
