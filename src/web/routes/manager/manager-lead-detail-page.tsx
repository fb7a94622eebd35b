import { LeadDetail } from '@/features/leads/lead-detail';
import { LeadDeliveryCard, sendableByHand } from '@/features/partners/lead-delivery-card';

export default function ManagerLeadDetailPage() {
  return (
    <LeadDetail
      basePath="/manager"
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
