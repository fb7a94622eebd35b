import { PageList } from '@/features/page-admin/page-list';

export default function AboutPagesPage() {
  return <PageList kind="about" />;
}
