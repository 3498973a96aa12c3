/** An arrow pointing back along the reading direction; CSS mirrors it in right-to-left text. */
export function BackIcon() {
  return (
    <svg
      className="public-icon public-icon--directional"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M15 5l-7 7 7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
