import { PageList } from '@/features/page-admin/page-list';

export default function HowItWorksPagesPage() {
  return <PageList kind="how-it-works" />;
}
