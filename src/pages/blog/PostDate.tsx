import { formatPostDate, isoPostDate } from '../../shared/blog/dates';

/** 'February 18, 2025' in a <time>; an unreadable date renders empty, or the fallback when one is given */
export function PostDate({ value, fallback, className }: { value: string; fallback?: string; className?: string }) {
  const text = formatPostDate(value);
  if (!text) return fallback ? <span className={className}>{fallback}</span> : null;
  return (
    <time dateTime={isoPostDate(value)} className={className}>
      {text}
    </time>
  );
}
