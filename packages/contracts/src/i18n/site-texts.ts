import { MAJORS_PAGE, NAV_LABELS, majorsPageLabel } from '../messages.js';

/**
 * The English catalogue of the site's shell and home page (issue 17): header, footer, home sections,
 * majors labels. It is in the home page's first download, so it holds only what a first visit shows; the
 * French translation (./site-texts.fr.ts) is loaded by French visitors only (`@studychina/contracts/fr`).
 * NAV_LABELS and MAJORS_PAGE are the product's own texts, reused as they are.
 */
export const SITE_TEXTS = {
  nav: NAV_LABELS,
  header: {
    menu: 'Menu',
    mainNav: 'Main',
    language: 'Language',
    switchTo: { en: 'English', fr: 'Français' },
    /** The page banner's Home / page trail (components/PageBanner). */
    breadcrumb: 'Breadcrumb',
    /** The spinner while a page's code downloads (app/Layout). */
    loadingPage: 'Loading page',
  },
  footer: {
    phone: 'Phone',
    email: 'E-mail',
    services: 'Services',
    company: 'Company',
    followUs: 'Follow us',
    tagline: 'Admission support for African students in China.',
  },
  majors: {
    ...MAJORS_PAGE,
    pageLabel: majorsPageLabel,
    seeAll: 'See all majors',
    loading: 'Loading majors',
    pager: 'Majors pages',
  },
  home: {
    title: 'Study in China Admissions: study at a university in China',
    hero: {
      fallbackTitle: 'Study in China',
      fallbackSubtitle:
        'Admission to Chinese universities and polytechnics for students from Nigeria and across Africa.',
      applyNow: 'Apply now',
      browseMajors: 'Browse majors',
      showSlide: (n: number, title: string) => `Show slide ${n}: ${title}`,
      loading: 'Loading highlights',
      label: 'Highlights',
      slideOf: (n: number, count: number) => `${n} of ${count}`,
    },
    services: {
      eyebrow: 'What we do',
      title: 'Our services',
      lead: 'From your first question about studying in China to doing business there, one team follows you.',
      admission: 'Programme choice, applications, scholarships, JW202 and your X1 study visa, step by step.',
      business: 'Market research, trade fairs, partners and negotiations for African businesses in China.',
      goods: 'Buying goods and technology in China, inspection, shipping and customs compliance.',
      translation: 'English–Chinese translation of legal documents, certificates and business contracts.',
    },
    apply: {
      eyebrow: 'Admissions are open',
      title: 'Your degree in China starts with one application',
      text: 'Fill in the form once: we check your documents, match you with suitable universities and scholarships, and follow your case until you receive your admission letter and visa papers.',
      applyNow: 'Apply now',
      howItWorks: 'How admission works',
      video: 'Short animation: studying in China, from admission to graduation',
    },
    trending: {
      eyebrow: 'Popular with our students',
      title: 'Trending majors',
      carousel: 'Trending majors',
      pause: 'Pause scrolling',
      resume: 'Resume scrolling',
    },
    why: {
      eyebrow: 'Why choose us',
      title: 'A partner you can check',
      reasons: [
        {
          title: 'Honest advice',
          text: 'We tell you which programmes and scholarships fit your results and budget, and which do not, before you pay anything.',
        },
        {
          title: 'Recognised institutions only',
          text: 'We work with universities and polytechnics authorised to admit international students, in English- and Chinese-taught programmes.',
        },
        {
          title: 'Every document checked',
          text: 'Incomplete or inconsistent documents are the commonest reason for delays: we review each one before it is sent.',
        },
        {
          title: 'People on both sides',
          text: 'Advisers who know Nigeria and Africa, and a team in Guangzhou who know Chinese universities and offices.',
        },
        {
          title: 'Clear fees',
          text: 'Our fees are agreed in writing at the start; tuition and school fees are paid to the schools.',
        },
        {
          title: 'Support after arrival',
          text: 'Residence permit, bank account, SIM card and settling in: we stay reachable on WhatsApp.',
        },
      ],
    },
    testimonials: {
      eyebrow: 'Testimonials',
      title: 'What our students say',
      quotes: [
        {
          quote:
            'I did not know where to start. They helped me choose a programme taught in English, checked every document twice and prepared me for the visa interview.',
          detail: 'Lagos, Nigeria · Clinical Medicine (MBBS)',
        },
        {
          quote:
            'What I valued most was the honesty: they told me which scholarship I had a real chance for, and I got it. They even reminded me about the residence permit when I arrived.',
          detail: 'Kumasi, Ghana · Civil Engineering',
        },
        {
          quote:
            'My parents could follow every step and ask questions on WhatsApp. The year of Chinese language before my degree was the best advice I received.',
          detail: 'Kano, Nigeria · International Trade',
        },
      ],
    },
  },
};
export type SiteTexts = typeof SITE_TEXTS;
