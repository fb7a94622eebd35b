import { LeadList } from '@/features/leads/lead-list';

export default function ManagerLeadsPage() {
  return <LeadList basePath="/manager" />;
}
