import { LeadDetail } from '@/features/leads/lead-detail';
import { LeadDeliveryCard } from '@/features/partners/lead-delivery-card';

export default function AdminLeadDetailPage() {
  return (
    <LeadDetail
      basePath="/admin"
      extra={(leadId, lead) => (
        <LeadDeliveryCard
          key={leadId}
          leadId={leadId}
          canSend={lead.consent}
          county={lead.county}
        />
      )}
    />
  );
}
