/** docs/product.md#home: what we actually do differently, no invented figures. */
const REASONS = [
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
] as const;

export function WhyChooseUs() {
  return (
    <section className="section" aria-labelledby="why-title">
      <div className="container">
        <div className="section-head">
          <span className="eyebrow">Why choose us</span>
          <h2 id="why-title">A partner you can check</h2>
        </div>
        <ul className="why-grid" role="list">
          {REASONS.map((reason) => (
            <li key={reason.title}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
