import { PageList } from '@/features/page-admin/page-list';

export default function HomePagesPage() {
  return <PageList kind="index" />;
}
