import { LeadList } from '@/features/leads/lead-list';

export default function AdminLeadsPage() {
  return <LeadList basePath="/admin" />;
}
