// Simple geometric marks drawn for this site (no third-party icon files).
type IconProps = { className?: string };

const common = {
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  'aria-hidden': true,
  focusable: false,
} as const;

export function FacebookMark({ className }: IconProps) {
  return (
    <svg {...common} className={className} fill="currentColor">
      <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z" />
    </svg>
  );
}

export function InstagramMark({ className }: IconProps) {
  return (
    <svg {...common} className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function LinkedInMark({ className }: IconProps) {
  return (
    <svg {...common} className={className} fill="currentColor">
      <rect x="3" y="9" width="4" height="12" />
      <circle cx="5" cy="5" r="2" />
      <path d="M10 9h4v2a4.5 4.5 0 0 1 7 3.5V21h-4v-6a2 2 0 0 0-4 0v6h-3Z" />
    </svg>
  );
}

export function YouTubeMark({ className }: IconProps) {
  return (
    <svg {...common} className={className} fill="currentColor">
      <path d="M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3Zm7 1v6l5-3Z" />
    </svg>
  );
}
