import { LeadDetail } from '@/features/leads/lead-detail';

export default function AdminLeadDetailPage() {
  return <LeadDetail basePath="/admin" />;
}
