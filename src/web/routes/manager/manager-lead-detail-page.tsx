import { LeadDetail } from '@/features/leads/lead-detail';

export default function ManagerLeadDetailPage() {
  return <LeadDetail basePath="/manager" />;
}
