import { ArrowLeft, CheckCircle2, Clock, Mail, MessageSquare, Users } from 'lucide-react';
import { SITE } from '@shared/site';
import { buttonClasses } from '@/components/ui/button';
import { BACK_HOME_ATTRIBUTE } from '@/features/public-pages/campaign';
import { Island } from '@/features/public-pages/island';
import { SentRequestNote } from '@/features/quote-form/sent-request';
import { ThankYouFigures } from '@/features/public-pages/components/thank-you-figures';
import { useDocumentMeta } from '@/features/public-pages/use-document-meta';
import { PhoneCodeSlot } from '@/features/phone-verification/phone-code-slot';

/** What the service promises the homeowner, in the order the homeowner will see them happen. */
const NEXT_STEPS = [
  {
    icon: Clock,
    title: 'First quote in about 45 minutes',
    text: 'Matched installers are reviewing your request now.',
  },
  {
    icon: Users,
    title: '3-5 quotes within 2 hours',
    text: 'Up to 5 verified installers near you will send competitive quotes.',
  },
  {
    icon: Mail,
    title: 'E-mail and SMS notifications',
    text: 'We will e-mail and text you as each quote arrives, so you do not miss one.',
  },
] as const;

/** Where a homeowner lands after sending the quote form. */
export function ThankYouPage() {
  useDocumentMeta('Thank you', 'Your quote request has been received.', { noindex: true });
  return (
    <section className="bg-gradient-to-b from-accent-500/10 via-white to-white px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-accent-600 text-white shadow-lg shadow-accent-600/30">
          <CheckCircle2 aria-hidden className="size-9" />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Thank you! Your quote request is on its way
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-600">
          We have received your details and pass them only to verified installers in your area.
        </p>
      </div>
      <PhoneCodeSlot />

      {/* The request's reference and its page, beside SPEC's text. */}
      <Island name="sent-request">
        <SentRequestNote />
      </Island>

      <ol className="mx-auto mt-12 grid max-w-4xl gap-5 md:grid-cols-3">
        {NEXT_STEPS.map(({ icon: StepIcon, title, text }) => (
          <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <StepIcon aria-hidden className="size-5" />
            </span>
            <h2 className="mt-4 font-semibold text-slate-900">{title}</h2>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ol>

      <Island name="thank-you-figures">
        <ThankYouFigures />
      </Island>

      <div className="mx-auto mt-12 flex max-w-2xl flex-col items-center gap-4 text-center">
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <MessageSquare aria-hidden className="size-4 text-brand-700" />
          Questions? Call us on{' '}
          <a
            href={`tel:${SITE.phone.replace(/[^\d+]/g, '')}`}
            className="font-semibold text-brand-700"
          >
            {SITE.phone}
          </a>
        </p>
        {/* The browser points it at the campaign's home page when the request came from one. */}
        <a href="/" {...{ [BACK_HOME_ATTRIBUTE]: '' }} className={buttonClasses('outline', 'lg')}>
          <ArrowLeft aria-hidden />
          Back to Home
        </a>
      </div>
    </section>
  );
}
