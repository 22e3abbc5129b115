/** Toolbar icons with no dependable text glyph (fonts on many machines lack ⎙ and 🔗). */

export function PrintIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.3">
      <path d="M3.5 5V1.5h7V5" />
      <rect x="1" y="5" width="12" height="5" rx="1" />
      <path d="M3.5 8.5h7v4h-7z" fill="#fff" />
    </svg>
  );
}

export function LinkIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.4">
      <path d="M6 8a2.5 2.5 0 0 0 3.5 0l2.3-2.3a2.5 2.5 0 0 0-3.5-3.5L7.2 3.3" />
      <path d="M8 6a2.5 2.5 0 0 0-3.5 0L2.2 8.3a2.5 2.5 0 0 0 3.5 3.5l1.1-1.1" />
    </svg>
  );
}

export function PaintIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.3">
      <rect x="1.5" y="1.5" width="9" height="3.5" rx="0.8" />
      <path d="M10.5 3.2h2v3.3H6.5v2" />
      <rect x="5.5" y="8.5" width="2" height="4.5" fill="currentColor" />
    </svg>
  );
}
