import type { ReactNode } from 'react';
import { blogCopy } from './copy';

function StatePanel({ title, children, role }: { title: string; children?: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <div className="card mx-auto max-w-xl px-6 py-12 text-center" role={role}>
      <h2 className="text-2xl font-semibold">{title}</h2>
      {children}
    </div>
  );
}

/** the list could not be read */
export function BlogListError() {
  return (
    <StatePanel title={blogCopy.listError.title} role="alert">
      <p className="mt-3 text-slate-300">{blogCopy.listError.text}</p>
    </StatePanel>
  );
}

/** nothing matches the search text or tag */
export function BlogNoMatch({ search, tag }: { search: string; tag: string }) {
  return (
    <StatePanel title={blogCopy.noMatchTitle}>
      <p className="mt-3 text-slate-300">{blogCopy.noMatchText(search, tag)}</p>
    </StatePanel>
  );
}

/** no published posts at all */
export function BlogEmpty() {
  return <StatePanel title={blogCopy.empty} />;
}
