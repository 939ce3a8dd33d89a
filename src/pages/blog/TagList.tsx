/** a post's tags as small chips (the list shows up to 3, the post page up to 2) */
export function TagList({ tags, max }: { tags: string[]; max: number }) {
  const shown = tags.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-400/10 px-2.5 py-0.5 text-xs font-medium text-brand-200 ring-1 ring-brand-400/30">
          {tag}
        </li>
      ))}
    </ul>
  );
}
