import { useParams } from 'react-router';
import { InvalidSlug } from '@/features/editors/editor-shell';
import { isEditorSlug } from '@/features/editors/editor-paths';
import { HomeEditor } from '@/features/editors/home-editor';

export default function HomeEditorPage() {
  const { slug = '' } = useParams();
  if (!isEditorSlug(slug)) return <InvalidSlug kind="index" />;
  // Keyed by slug so moving to another page starts from a fresh editor.
  return <HomeEditor key={slug} slug={slug} />;
}
