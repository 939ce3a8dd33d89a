import { useId } from 'react';
import { site } from '../content/site';

/** the brand mark (shield with a key slot) and word mark */
export function Logo({ className = '' }: { className?: string }) {
  // the header and the footer both show the mark: each needs its own gradient id, or the page has a duplicate id
  const gradientId = `${useId()}logo-g`;
  return (
    <span className={`inline-flex items-center gap-2 font-bold text-white ${className}`}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#38bdf8" />
            <stop offset="1" stopColor="#8b5cf6" />
          </linearGradient>
        </defs>
        <path d="M16 2 4 7v8c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V7L16 2Z" fill={`url(#${gradientId})`} />
        <circle cx="16" cy="14" r="3.5" fill="#050810" />
        <rect x="14.5" y="16" width="3" height="7" rx="1.2" fill="#050810" />
      </svg>
      <span className="text-lg tracking-tight">{site.brand}</span>
    </span>
  );
}
