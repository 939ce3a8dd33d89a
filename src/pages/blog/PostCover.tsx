import { useId } from 'react';
import { ImageWithFallback } from '../../components/ImageWithFallback';
import { site } from '../../content/site';

interface PostCoverProps {
  image: string;
  /** shown on the branded placeholder */
  label?: string;
  /** a card's cover loads lazily; the post page's loads at once */
  priority?: boolean;
  className?: string;
}

/** a post's featured image, or the branded placeholder when it has none (both 16:9, decorative) */
export function PostCover({ image, label, priority = false, className = '' }: PostCoverProps) {
  const gradientId = useId();
  if (image) {
    return (
      <ImageWithFallback
        src={image}
        alt=""
        width={1200}
        height={675}
        loading={priority ? 'eager' : 'lazy'}
        className={`aspect-[16/9] w-full bg-ink-850 object-cover ${className}`}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      data-placeholder="true"
      className={`relative flex aspect-[16/9] w-full flex-col items-center justify-center gap-3 overflow-hidden bg-[radial-gradient(ellipse_at_top_left,_rgba(56,189,248,0.28),_transparent_55%),radial-gradient(ellipse_at_bottom_right,_rgba(139,92,246,0.28),_transparent_55%)] bg-ink-850 ${className}`}
    >
      <svg
        width="56"
        height="56"
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
        className="drop-shadow-[0_0_24px_rgba(56,189,248,0.45)]"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#38bdf8" />
            <stop offset="1" stopColor="#8b5cf6" />
          </linearGradient>
        </defs>
        <path d="M16 2 4 7v8c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V7L16 2Z" fill={`url(#${gradientId})`} />
        <circle cx="16" cy="14" r="3.5" fill="#0e1526" />
        <rect x="14.5" y="16" width="3" height="7" rx="1.2" fill="#0e1526" />
      </svg>
      <span className="text-sm font-semibold uppercase tracking-[0.2em] text-slate-300">{label || site.brand}</span>
    </div>
  );
}
