import { LeadDetail } from '@/features/leads/lead-detail';
import { LeadDeliveryCard, sendableByHand } from '@/features/partners/lead-delivery-card';

export default function AdminLeadDetailPage() {
  return (
    <LeadDetail
      basePath="/admin"
      extra={(leadId, lead) => (
        <LeadDeliveryCard
          key={leadId}
          leadId={leadId}
          canSend={sendableByHand(lead)}
          county={lead.county}
        />
      )}
    />
  );
}
