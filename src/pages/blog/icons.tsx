/** The blog's three small icons, inline: importing lucide's barrel would pull every icon the other pages use into the blog's chunks. */
const base = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  focusable: false,
};

export function SearchIcon({ className }: { className?: string }) {
  return (
    <svg {...base} aria-hidden="true" className={className}>
      <circle cx="11" cy="11" r="8" />
      <path d="m21 21-4.3-4.3" />
    </svg>
  );
}

export function ShareIcon({ className }: { className?: string }) {
  return (
    <svg {...base} aria-hidden="true" className={className}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.59 13.51 6.83 3.98M15.41 6.51l-6.82 3.98" />
    </svg>
  );
}

export function ArrowLeftIcon({ className }: { className?: string }) {
  return (
    <svg {...base} aria-hidden="true" className={className}>
      <path d="m12 19-7-7 7-7M19 12H5" />
    </svg>
  );
}
