import { useParams } from 'react-router';
import { InvalidSlug } from '@/features/editors/editor-shell';
import { isEditorSlug } from '@/features/editors/editor-paths';
import { HowItWorksEditor } from '@/features/editors/how-it-works-editor';

export default function HowItWorksEditorPage() {
  const { slug = '' } = useParams();
  if (!isEditorSlug(slug)) return <InvalidSlug kind="how-it-works" />;
  // Keyed by slug so moving to another page starts from a fresh editor.
  return <HowItWorksEditor key={slug} slug={slug} />;
}
