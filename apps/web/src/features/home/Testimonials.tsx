/*
 * docs/product.md#home: three student testimonials. PLACEHOLDERS: replace with real students' words, names and
 * programmes, published with their written consent, before launch.
 */
const TESTIMONIALS = [
  {
    quote:
      'I did not know where to start. They helped me choose a programme taught in English, checked every document twice and prepared me for the visa interview.',
    name: 'Chiamaka O.',
    detail: 'Lagos, Nigeria · Clinical Medicine (MBBS)',
  },
  {
    quote:
      'What I valued most was the honesty: they told me which scholarship I had a real chance for, and I got it. They even reminded me about the residence permit when I arrived.',
    name: 'Kwame A.',
    detail: 'Kumasi, Ghana · Civil Engineering',
  },
  {
    quote:
      'My parents could follow every step and ask questions on WhatsApp. The year of Chinese language before my degree was the best advice I received.',
    name: 'Ibrahim S.',
    detail: 'Kano, Nigeria · International Trade',
  },
] as const;

export function Testimonials() {
  return (
    <section className="section section-alt" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="section-head">
          <span className="eyebrow">Testimonials</span>
          <h2 id="testimonials-title">What our students say</h2>
        </div>
        <ul className="testimonials" role="list">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="testimonial">
                <blockquote>
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption>
                  <span className="avatar" aria-hidden="true">
                    {t.name.charAt(0)}
                  </span>
                  <span>
                    <strong>{t.name}</strong>
                    <br />
                    <span className="muted">{t.detail}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
