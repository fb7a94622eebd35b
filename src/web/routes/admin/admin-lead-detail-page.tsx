import { LeadDetail } from '@/features/leads/lead-detail';
import { LeadDeliveryCard } from '@/features/partners/lead-delivery-card';

export default function AdminLeadDetailPage() {
  return (
    <LeadDetail
      basePath="/admin"
      extra={(leadId) => <LeadDeliveryCard key={leadId} leadId={leadId} />}
    />
  );
}
