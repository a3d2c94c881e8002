import { SITE_TEXTS } from '@studychina/contracts';
import { Spinner } from '../../components/Spinner';
import { useAllMajors } from '../../lib/majors';
import { inContentLanguage } from '../../lib/content-language';
import { useLocale, useText } from '../../lib/i18n';
import { initialData } from '../../lib/initial-data';
import { useLoad } from '../../lib/useLoad';
import { ApplyBanner } from './ApplyBanner';
import { HeroCarousel } from './HeroCarousel';
import { fetchHeroes } from './home.api';
import { OtherMajors } from './OtherMajors';
import { ServicesOverview } from './ServicesOverview';
import { Testimonials } from './Testimonials';
import { TrendingMajors } from './TrendingMajors';
import { WhyChooseUs } from './WhyChooseUs';
import './home.css';

/** docs/product.md#home: hero carousel, services, apply banner, trending and other majors, why us, testimonials. */
export function HomePage() {
  const texts = useText(SITE_TEXTS);
  const { locale } = useLocale();
  // Heroes and majors in the page's language (issue 28). Failures are only logged (docs/product.md#home): a
  // failed list shows as an empty one.
  const heroesKey = [inContentLanguage('/heroes', locale)] as const;
  const heroes = useLoad(heroesKey, (signal) => fetchHeroes(heroesKey[0], signal), {
    initialData: initialData(heroesKey),
  });
  const majors = useAllMajors(locale);
  const loadingMajors = majors.status === 'loading';
  const allMajors = majors.data ?? [];
  const trending = allMajors.filter((major) => major.trending === 1);

  return (
    <>
      <h1 className="visually-hidden">{texts.home.title}</h1>
      <HeroCarousel heroes={heroes.status === 'loading' ? null : (heroes.data ?? [])} />
      <ServicesOverview />
      <ApplyBanner />
      <section className="section" aria-labelledby="trending-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">{texts.home.trending.eyebrow}</span>
            <h2 id="trending-title">{texts.home.trending.title}</h2>
          </div>
          {loadingMajors ? (
            <Spinner label={texts.majors.loading} />
          ) : (
            trending.length > 0 && <TrendingMajors majors={trending} />
          )}
        </div>
      </section>
      {allMajors.length > 0 && <OtherMajors majors={allMajors} />}
      <WhyChooseUs />
      <Testimonials />
    </>
  );
}
