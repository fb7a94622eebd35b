import { PartnerPerformanceFigures } from '@/components/partner-performance';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The partner screen's performance section. */
export function PartnerPerformanceSection() {
  return (
    <Card className="mt-6 min-w-0">
      <CardHeader>
        <CardTitle>Performance</CardTitle>
        <CardDescription>
          What became of the leads each partner received in the period: acceptance among answered or
          expired leads, win rate among jobs won or lost.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <PartnerPerformanceFigures label="Partner performance" />
      </CardContent>
    </Card>
  );
}
