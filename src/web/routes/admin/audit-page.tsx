import { AuditScreen } from '@/features/audit/audit-screen';

export default function AuditPage() {
  return <AuditScreen />;
}
