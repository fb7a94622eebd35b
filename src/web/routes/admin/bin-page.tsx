import { BinScreen } from '@/features/bin/bin-screen';

export default function BinPage() {
  return <BinScreen />;
}
