import { PartnerPerformanceFigures } from '@/components/partner-performance';
import { SectionCard } from './dashboard-parts';

/** The admin dashboard's partner figures, the same as the partner screen's. */
export function PartnerPerformanceCard() {
  return (
    <SectionCard
      title="Partner Performance"
      description="Leads, acceptance, time to accept, quotes, wins, credits and expiries per partner"
    >
      <PartnerPerformanceFigures label="Partner performance on the dashboard" />
    </SectionCard>
  );
}
