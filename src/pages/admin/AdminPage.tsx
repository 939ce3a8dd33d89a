import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { AdminConsole } from './AdminConsole';
import { adminCopy } from './copy';
import { AdminNav } from './leads/AdminNav';

/** /admin: the static site generator (served by `site serve` only, never exported or indexed) */
export function AdminPage() {
  return (
    <>
      <PageMeta title={adminCopy.meta.title} description={adminCopy.meta.description} robots="noindex, nofollow" />
      <PageHero eyebrow={adminCopy.hero.eyebrow} title={adminCopy.hero.title} text={adminCopy.hero.text} />
      <div className="container-page py-12 sm:py-16">
        <AdminNav current="/admin" />
        <AdminConsole />
      </div>
    </>
  );
}
