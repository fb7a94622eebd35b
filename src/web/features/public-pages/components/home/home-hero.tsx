import { CheckCircle2, ShieldCheck, Users } from 'lucide-react';
import type { HomeContent } from '@shared/default-content';
import { Container } from '../page-section';
import { ScrollToFormButton } from './scroll-to-form-button';

/** A window with a sunrise behind it: the hero's picture, drawn so it costs no download. */
function WindowIllustration() {
  return (
    <svg viewBox="0 0 400 360" aria-hidden className="h-auto w-full drop-shadow-2xl">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#bfdbfe" />
          <stop offset="1" stopColor="#eff6ff" />
        </linearGradient>
      </defs>
      <rect x="40" y="20" width="320" height="320" rx="18" fill="#1e3a8a" />
      <rect x="58" y="38" width="284" height="284" rx="8" fill="url(#hero-sky)" />
      <circle cx="270" cy="120" r="42" fill="#fde68a" />
      <path d="M58 262 Q150 196 220 236 T342 214 V322 H58 Z" fill="#a7f3d0" />
      <path d="M58 290 Q170 238 342 270 V322 H58 Z" fill="#34d399" opacity="0.7" />
      <rect x="191" y="38" width="18" height="284" fill="#1e3a8a" />
      <rect x="58" y="171" width="284" height="18" fill="#1e3a8a" />
      <path d="M80 60 L130 60 L80 120 Z" fill="#fff" opacity="0.45" />
      <path d="M226 200 L262 200 L226 246 Z" fill="#fff" opacity="0.35" />
      <rect x="24" y="332" width="352" height="16" rx="6" fill="#cbd5e1" />
    </svg>
  );
}

/** The top of the home page: badge, the page's one h1, promises and the main call to action. */
export function HomeHero({ content }: { content: HomeContent }) {
  const { hero } = content;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -right-40 -top-40 size-[36rem] rounded-full bg-brand-100/70 blur-3xl"
      />
      <Container className="relative grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
        <div>
          {hero.badge ? (
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200">
              <span aria-hidden className="size-2 rounded-full bg-accent-500" />
              {hero.badge}
            </p>
          ) : null}
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            {hero.titleLine1}{' '}
            <span className="block bg-gradient-to-r from-brand-700 to-accent-600 bg-clip-text text-transparent">
              {hero.titleEmphasis}
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600 sm:text-xl">
            {hero.subtitle}
          </p>
          {hero.bullets.length > 0 ? (
            <ul className="mt-6 space-y-2.5">
              {hero.bullets.map((bullet, index) => (
                <li key={index} className="flex items-start gap-2.5 text-slate-800">
                  <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {bullet}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-8 flex flex-col gap-5 sm:flex-row sm:items-center">
            <ScrollToFormButton label={content.cta.buttonText} className="h-13 px-7 text-base" />
            {hero.statLabel ? (
              <p className="flex items-center gap-3 text-sm text-slate-600">
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                  <Users aria-hidden className="size-5" />
                </span>
                <span>
                  <strong className="block text-base text-slate-900">
                    {hero.statCount.toLocaleString('en-IE')}
                  </strong>
                  {hero.statLabel}
                </span>
              </p>
            ) : null}
          </div>
        </div>
        <div className="relative mx-auto hidden w-full max-w-md lg:block">
          <WindowIllustration />
          {content.features.trustLogos[0] ? (
            // Repeats the trust strip further down, so screen readers skip it here.
            <div
              aria-hidden
              className="absolute -left-6 bottom-16 flex items-center gap-3 rounded-xl bg-white px-4 py-3 shadow-lg ring-1 ring-slate-200"
            >
              <span className="flex size-9 items-center justify-center rounded-full bg-accent-500/15 text-accent-700">
                <ShieldCheck className="size-5" />
              </span>
              <span className="text-sm font-semibold text-slate-800">
                {content.features.trustLogos[0]}
              </span>
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
