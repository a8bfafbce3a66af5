import { accent, image } from './no-connection-image.css.ts';

/** A cloud with a broken link. Decorative: the overlay's heading and text say what it means. */
export function NoConnectionImage() {
  return (
    <svg
      className={image}
      viewBox="0 0 120 120"
      fill="none"
      stroke="currentColor"
      strokeWidth="5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M34 84h52a20 20 0 0 0 3-39.8A28 28 0 0 0 35.4 40 22 22 0 0 0 34 84Z" />
      <path className={accent} d="m50 56 20 20M70 56 50 76" />
      <path d="M60 92v12M48 104h24" />
    </svg>
  );
}
