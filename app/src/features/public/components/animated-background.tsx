/** Slowly drifting colour fields behind a public page; purely decorative and still under reduced motion. */
export function AnimatedBackground() {
  return (
    <div className="animated-bg" aria-hidden="true" data-testid="animated-background">
      <span className="animated-bg__blob animated-bg__blob--one" />
      <span className="animated-bg__blob animated-bg__blob--two" />
      <span className="animated-bg__blob animated-bg__blob--three" />
    </div>
  );
}
