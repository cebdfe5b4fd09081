/** The RoofBid mark and name; the mark uses the brand accent, the name stays ink. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={className ?? 'flex items-center gap-2'}>
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#ef4b3e" />
        <path
          d="M10 34 32 14l22 20"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M18 31v19h28V31"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeLinejoin="round"
        />
        <path d="M28 50V39h8v11" fill="#fff" />
      </svg>
      <span className="text-xl font-bold tracking-tight text-ink">
        Roof<span className="text-brand-700">Bid</span>
      </span>
    </span>
  );
}
