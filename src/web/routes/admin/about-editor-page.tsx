import { useParams } from 'react-router';
import { InvalidSlug } from '@/features/editors/editor-shell';
import { isEditorSlug } from '@/features/editors/editor-paths';
import { AboutEditor } from '@/features/editors/about-editor';

export default function AboutEditorPage() {
  const { slug = '' } = useParams();
  if (!isEditorSlug(slug)) return <InvalidSlug kind="about" />;
  // Keyed by slug so moving to another page starts from a fresh editor.
  return <AboutEditor key={slug} slug={slug} />;
}
