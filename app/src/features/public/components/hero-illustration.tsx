/** A decorative board: a parabola on axes beside a chat bubble and a hand-drawn stroke. */
export function HeroIllustration() {
  return (
    <svg className="landing__illustration" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <rect x="8" y="8" width="304" height="224" rx="18" className="hero-art__board" />
      <path d="M40 190H280M60 40V210" className="hero-art__axis" />
      <path d="M70 60C110 190 170 190 210 60" className="hero-art__curve" />
      <circle cx="140" cy="157" r="5" className="hero-art__point" />
      <rect x="200" y="120" width="92" height="56" rx="12" className="hero-art__bubble" />
      <path d="M214 138h64M214 152h44" className="hero-art__lines" />
      <path d="M92 214c14-8 30 6 44-2s28-10 44-2" className="hero-art__ink" />
    </svg>
  );
}
