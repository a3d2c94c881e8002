import { useEffect, useState } from 'react';
import type { Hero, Major } from '@studychina/contracts';
import { Spinner } from '../../components/Spinner';
import { ApplyBanner } from './ApplyBanner';
import { HeroCarousel } from './HeroCarousel';
import { fetchAllMajors, fetchHeroes } from './home.api';
import { OtherMajors } from './OtherMajors';
import { ServicesOverview } from './ServicesOverview';
import { Testimonials } from './Testimonials';
import { TrendingMajors } from './TrendingMajors';
import { WhyChooseUs } from './WhyChooseUs';
import './home.css';

/** 'pending' until the fetch ends; failures are only logged (SPEC 8), so they end as an empty list. */
type Load<T> = T[] | 'pending';

/** SPEC 1 and 2 "Home": hero carousel, services, apply banner, trending and other majors, why us, testimonials. */
export function HomePage() {
  const [heroes, setHeroes] = useState<Load<Hero>>('pending');
  const [majors, setMajors] = useState<Load<Major>>('pending');

  useEffect(() => {
    let current = true;
    fetchHeroes().then(
      (list) => current && setHeroes(list),
      (error: unknown) => {
        console.error('heroes failed to load', error);
        if (current) setHeroes([]);
      },
    );
    fetchAllMajors().then(
      (list) => current && setMajors(list),
      (error: unknown) => {
        console.error('majors failed to load', error);
        if (current) setMajors([]);
      },
    );
    return () => {
      current = false;
    };
  }, []);

  const trending = majors === 'pending' ? [] : majors.filter((major) => major.trending === 1);

  return (
    <>
      <h1 className="visually-hidden">Study in China Admissions: study at a university in China</h1>
      <HeroCarousel heroes={heroes === 'pending' ? null : heroes} />
      <ServicesOverview />
      <ApplyBanner />
      <section className="section" aria-labelledby="trending-title">
        <div className="container">
          <div className="section-head">
            <span className="eyebrow">Popular with our students</span>
            <h2 id="trending-title">Trending majors</h2>
          </div>
          {majors === 'pending' ? (
            <Spinner label="Loading majors" />
          ) : (
            trending.length > 0 && <TrendingMajors majors={trending} />
          )}
        </div>
      </section>
      {majors !== 'pending' && majors.length > 0 && <OtherMajors majors={majors} />}
      <WhyChooseUs />
      <Testimonials />
    </>
  );
}
