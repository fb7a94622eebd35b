import type { ReactNode } from 'react';
import { SITE } from '@shared/site';
import { PageHero } from '@/features/public-pages/components/page-section';
import { useDocumentMeta } from '@/features/public-pages/use-document-meta';
import { RETENTION_MONTHS } from '@shared/consent';

/** When this notice last changed. */
const UPDATED = '22 November 2026';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

const listClass = 'list-disc space-y-1.5 pl-6 marker:text-brand-600';
const linkClass = 'font-medium text-brand-700 underline underline-offset-2';

/** The GDPR privacy notice of the quote service. The consent
 * wording on the form calls it the Privacy Policy, so the page does too. */
export default function PrivacyPage() {
  useDocumentMeta(
    'Privacy Policy',
    `How ${SITE.name} uses the details you give when you request window quotes.`,
  );
  return (
    <>
      <PageHero
        title="Privacy Policy"
        subtitle={`How ${SITE.name} collects, uses and protects your personal data.`}
      />
      <div className="mx-auto max-w-3xl space-y-10 px-4 pb-20 sm:px-6">
        <p className="text-sm text-slate-500">Last updated {UPDATED}</p>

        <Part id="who" title="Who we are">
          <p>
            {SITE.name} is run by {SITE.legalEntity}, a company registered in Ireland (company
            number {SITE.companyNumber}), {SITE.registeredAddress}. We are the controller of the
            personal data you give us through this website.
          </p>
        </Part>

        <Part id="collect" title="What we collect">
          <p>When you request quotes, we collect what you type into the quote form:</p>
          <ul className={listClass}>
            <li>your first and last name, e-mail address and mobile number;</li>
            <li>your property address, county and property type;</li>
            <li>the windows you need: type, number, preferred material, glazing and timeframe;</li>
            <li>anything you add under additional information;</li>
            <li>the page you sent the request from, and the date and time;</li>
            <li>
              how you reached us: the first page you opened, the campaign tags in its address, the
              website that linked to it (its name only) and whether you came from a Google or
              Facebook advert;
            </li>
            <li>your consent, and whether you would like news and offers from us.</li>
          </ul>
          <p>
            Our servers also record your IP address with each request, to protect the service
            against abuse. If you are a member of staff, we keep your sign-in details.
          </p>
        </Part>

        <Part id="use" title="How we use it and who we share it with">
          <p>
            We use your details only to arrange window replacement quotes for you. We pass your
            request to <strong>up to 5 partner installers</strong> who work in your area, so they
            can contact you with quotes. We send you e-mail and SMS updates about your request.
          </p>
          <p>
            We never sell your details. Our partner installers may use them only to quote for your
            job. We use hosting, e-mail and SMS providers who process data on our behalf under
            contract, inside the European Economic Area or with equivalent safeguards.
          </p>
        </Part>

        <Part id="basis" title="Legal basis">
          <p>
            We rely on your <strong>consent</strong>, which you give when you submit the quote form.
            You may withdraw it at any time by e-mailing us; this does not affect what was done
            before you withdrew it. We rely on our legitimate interest in keeping the service secure
            for the technical records described above.
          </p>
        </Part>

        <Part id="retention" title="How long we keep it">
          <p>
            We keep your quote request for as long as we need it to arrange your quotes and answer
            any follow-up, and no longer than {RETENTION_MONTHS} months after you submit it. Then we
            delete it. Security records are kept for a short period only.
          </p>
        </Part>

        <Part id="rights" title="Your rights">
          <p>Under the GDPR you have the right to:</p>
          <ul className={listClass}>
            <li>get a copy of the personal data we hold about you;</li>
            <li>have it corrected if it is wrong, or deleted;</li>
            <li>restrict or object to how we use it;</li>
            <li>receive it in a portable format;</li>
            <li>withdraw your consent at any time.</li>
          </ul>
          <p>
            You can also complain to the Data Protection Commission (
            <a
              href="https://www.dataprotection.ie"
              className={linkClass}
              rel="noreferrer"
              target="_blank"
            >
              www.dataprotection.ie
            </a>
            ), though we would appreciate the chance to put things right first.
          </p>
        </Part>

        <Part id="storage" title="Cookies and browser storage">
          <p>
            We do not use advertising or tracking cookies. Your browser keeps a copy of our page
            text so the site loads faster on your next visit; it contains no personal data. For the
            length of your visit (until you close the tab) it also remembers how you reached us,
            which is sent with your quote request if you make one.
          </p>
        </Part>

        <Part id="contact" title="Contact us">
          <p>
            For any question about your data or to use your rights, e-mail{' '}
            <a href={`mailto:${SITE.privacyEmail}`} className={linkClass}>
              {SITE.privacyEmail}
            </a>{' '}
            or write to {SITE.legalEntity}, {SITE.registeredAddress}. We reply within one month.
          </p>
          <p>
            <a href="/" className={linkClass}>
              Back to the home page
            </a>
          </p>
        </Part>
      </div>
    </>
  );
}
