import type {
  AboutContentInput,
  HomeContentInput,
  HowItWorksContentInput,
  PageKind,
} from './content-schema.js';
import type { ColorName, IconName } from './icons.js';
import { DEFAULT_QUOTE_OPTIONS, resolveQuoteOptions, type QuoteOptions } from './quote-options.js';
import { SITE } from './site.js';
import type {
  AboutFigurePlace,
  FigureBinding,
  HomeFigurePlace,
  HowItWorksFigurePlace,
} from './live-figures.js';
import { DEFAULT_PRICE_TABLE, SEAI_GRANTS_URL } from './price-guide.js';

/** Built-in page copy: what a visitor sees until an admin publishes a variant. */
export const DEFAULT_HOME_CONTENT = {
  bannerText: 'Free, no-obligation quotes from verified window installers across Ireland',
  hero: {
    badge: "Ireland's window quote service",
    titleLine1: 'Replace your windows for',
    titleEmphasis: 'up to 40% less',
    subtitle:
      'Tell us about your home once. Up to 5 verified local installers send you 3-5 competitive quotes, usually within 2 hours.',
    bullets: [
      'Free and no obligation',
      'Up to 5 verified installers',
      'First quote in about 45 minutes',
    ],
    statCount: 2847,
    statLabel: 'homeowners got quotes this year',
  },
  indexIntro: {
    heading: 'Why homeowners compare window quotes with us',
    paragraph:
      'New windows are a big investment. Prices for the same job can differ by thousands of euro between installers, so comparing a few quotes is the surest way to a fair price. We pass your request to 50+ vetted companies across Ireland and let them compete for your job.',
    highlights: [
      'Save up to 40% by comparing',
      '50+ verified companies nationwide',
      'Response within 2 hours',
    ],
  },
  quoteForm: {
    urgencyBanner: 'Installers are booking up: request your free quotes today',
    cardTitle: 'Get your free window quotes',
    cardSubtitle: 'Takes 2 minutes. Compare 3-5 quotes from verified local installers.',
    trustIndicators: ['No obligation', 'Verified installers', 'Your details stay private'],
    labels: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      mobile: 'Mobile Number',
      additionalInfo: 'Additional Information',
      submitText: 'Get My Free Quotes',
      submittingText: 'Submitting...',
    },
    placeholders: {
      firstName: 'Mary',
      lastName: 'Murphy',
      email: 'mary@example.ie',
      mobile: '087 123 4567',
      additionalInfo:
        'Tell us about the windows you want replaced, access, or anything else installers should know.',
      propertyAddress: 'Street and town',
    },
    layout: { rows: 4, columns: 2 },
  },
  quoteDefaults: {
    property_address: '',
    property_type: '',
    window_type: '',
    number_of_windows: '',
    preferred_timeframe: '',
    window_material: '',
    glazing_type: '',
  },
  quoteOptions: structuredClone(DEFAULT_QUOTE_OPTIONS) as unknown as QuoteOptions,
  features: {
    title: 'Everything you need to choose the right installer',
    subtitle: 'One short form, several competitive quotes, and no pressure to accept any of them.',
    items: [
      {
        icon: 'Shield' as IconName,
        title: 'Verified installers',
        description:
          'Every partner is checked for insurance, trading history and customer reviews before they can quote.',
      },
      {
        icon: 'Clock' as IconName,
        title: 'Fast responses',
        description:
          'Most homeowners hear from the first installer in about 45 minutes, and all within 2 hours.',
      },
      {
        icon: 'CreditCard' as IconName,
        title: 'Save up to 40%',
        description:
          'Installers compete for your job, so you see the real market price before you commit.',
      },
      {
        icon: 'Lock' as IconName,
        title: 'Your data protected',
        description:
          'Your details go only to up to 5 matched installers, never sold on, in line with GDPR.',
      },
    ],
    testimonials: [
      {
        rating: 5,
        quote:
          'Four quotes in one afternoon and the one we chose was nearly €2,000 below the first price we had been given.',
        name: 'Siobhán K.',
        role: 'Homeowner, Galway',
      },
      {
        rating: 5,
        quote:
          'Straightforward from start to finish. The installer was out to measure within the week.',
        name: 'Declan M.',
        role: 'Homeowner, Cork',
      },
      {
        rating: 5,
        quote:
          'We replaced eleven sash windows. Being able to compare quotes side by side made the decision easy.',
        name: 'Aoife R.',
        role: 'Homeowner, Dublin',
      },
    ],
    trustLogos: ['SEAI registered installers', 'Fully insured', 'A-rated glazing'],
  },
  cta: {
    title: 'Ready to compare window quotes?',
    subtitle: 'It takes 2 minutes and there is no obligation to accept any quote.',
    buttonText: 'Get My Free Quotes',
    disclaimer: `Free service. ${SITE.name} is paid by installers, never by homeowners.`,
  },
  seo: { title: '', description: '', image: '' },
  priceGuide: {
    title: 'What will it cost?',
    intro:
      'A rough guide from typical Irish prices for supplying and fitting replacement windows. Your installers quote the real price after measuring.',
    prices: structuredClone(DEFAULT_PRICE_TABLE),
    note: 'Prices vary with size, glazing, access and finish; the estimate is before any grant.',
    grantText:
      'SEAI grants: homes built and first occupied before 2011 may get an SEAI grant for new windows, and from 4 March 2026 windows and external doors have separate grants. Apply and get approval before any work starts, and use an SEAI-registered contractor.',
    grantLinkText: 'See the SEAI windows and doors grants',
    grantUrl: SEAI_GRANTS_URL,
  },
  liveFigures: { bindings: [] as FigureBinding<HomeFigurePlace>[] },
} satisfies Required<HomeContentInput>;

export const DEFAULT_ABOUT_CONTENT = {
  hero: {
    title: `About ${SITE.name}`,
    subtitle:
      'We help Irish homeowners find trusted window installers at a fair price, without the legwork.',
  },
  mission: {
    title: 'Our mission',
    description:
      'Replacing windows should be simple. We connect homeowners with up to 5 verified local installers, so every quote is competitive and every installer is accountable.',
    stats: [
      { number: '50+', label: 'Verified companies' },
      { number: '40%', label: 'Average savings up to' },
      { number: '2 hrs', label: 'Typical response time' },
      { number: '26', label: 'Counties covered' },
    ],
  },
  values: {
    title: 'What we stand for',
    items: [
      {
        icon: 'Shield' as IconName,
        title: 'Trust',
        description: 'We vet every installer before they can quote for your home.',
      },
      {
        icon: 'Eye' as IconName,
        title: 'Transparency',
        description: 'Clear quotes, no hidden fees, and no obligation to accept.',
      },
      {
        icon: 'Heart' as IconName,
        title: 'Care',
        description: 'Real people answer your questions, by phone or e-mail.',
      },
    ],
  },
  story: {
    title: 'Our story',
    paragraphs: [
      'We started after replacing the windows in our own homes and finding that quotes for the same job varied by thousands of euro.',
      'Today we work with more than 50 window companies across Ireland, from single-town family firms to national installers, and help thousands of homeowners every year.',
    ],
  },
  commitment: {
    title: 'Our commitment to you',
    items: [
      'Your request goes to no more than 5 installers.',
      'Your details are never sold to third parties.',
      'You are never under any obligation to accept a quote.',
    ],
  },
  cta: {
    title: 'Start comparing quotes today',
    subtitle: 'Tell us about your windows and get up to 5 free quotes.',
    buttonText: 'Get Free Quotes',
  },
  seo: { title: '', description: '', image: '' },
  liveFigures: { bindings: [] as FigureBinding<AboutFigurePlace>[] },
} satisfies Required<AboutContentInput>;

export const DEFAULT_HOW_IT_WORKS_CONTENT = {
  hero: {
    title: 'How it works',
    subtitle: 'Three simple steps from request to new windows, with no cost and no obligation.',
  },
  steps: {
    title: 'Get quotes in three steps',
    items: [
      {
        step: '1',
        icon: 'FileText' as IconName,
        title: 'Tell us about your windows',
        description: 'Fill in our 2-minute form with your property, the windows you need and when.',
      },
      {
        step: '2',
        icon: 'Users' as IconName,
        title: 'We match you with installers',
        description: 'Up to 5 verified installers near you receive your request straight away.',
      },
      {
        step: '3',
        icon: 'MessageSquare' as IconName,
        title: 'Compare 3-5 quotes',
        description:
          'Installers contact you with quotes, the first usually in about 45 minutes. Choose the one that suits you.',
      },
    ],
  },
  benefits: {
    title: 'Why use our service',
    items: [
      {
        icon: 'CreditCard' as IconName,
        title: 'Save up to 40%',
        description: 'Competition between installers brings the price down.',
        color: 'green' as ColorName,
      },
      {
        icon: 'Clock' as IconName,
        title: 'Quotes within 2 hours',
        description: 'No chasing installers for days.',
        color: 'blue' as ColorName,
      },
      {
        icon: 'Shield' as IconName,
        title: 'Verified companies',
        description: 'Every partner is insured and checked.',
        color: 'purple' as ColorName,
      },
      {
        icon: 'Heart' as IconName,
        title: 'Completely free',
        description: 'Our service costs homeowners nothing.',
        color: 'orange' as ColorName,
      },
    ],
  },
  cta: {
    title: 'Ready to get started?',
    subtitle: 'Request your free window replacement quotes in 2 minutes.',
    buttonText: 'Get My Free Quotes',
  },
  seo: { title: '', description: '', image: '' },
  liveFigures: { bindings: [] as FigureBinding<HowItWorksFigurePlace>[] },
} satisfies Required<HowItWorksContentInput>;

export type HomeContent = typeof DEFAULT_HOME_CONTENT;
export type AboutContent = typeof DEFAULT_ABOUT_CONTENT;
export type HowItWorksContent = typeof DEFAULT_HOW_IT_WORKS_CONTENT;

export interface PageContentByKind {
  index: HomeContent;
  about: AboutContent;
  'how-it-works': HowItWorksContent;
}

export const DEFAULT_CONTENT: PageContentByKind = {
  index: DEFAULT_HOME_CONTENT,
  about: DEFAULT_ABOUT_CONTENT,
  'how-it-works': DEFAULT_HOW_IT_WORKS_CONTENT,
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Defaults overlaid with what is set: objects merge key by key, anything else replaces. */
function overlay<T>(defaults: T, value: unknown): T {
  if (!isPlainObject(defaults) || !isPlainObject(value)) {
    return (value === undefined || value === null ? defaults : value) as T;
  }
  const merged: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults)) merged[key] = overlay(defaults[key], value[key]);
  return merged as T;
}

/** Partial stored content made whole with the built-in defaults, field by field. */
export function resolveContent<K extends PageKind>(
  kind: K,
  content: unknown,
): PageContentByKind[K] {
  const merged = overlay(structuredClone(DEFAULT_CONTENT[kind]), content);
  if (kind === 'index') {
    const home = merged as HomeContent;
    home.quoteOptions = resolveQuoteOptions(home.quoteOptions);
  }
  return merged;
}
