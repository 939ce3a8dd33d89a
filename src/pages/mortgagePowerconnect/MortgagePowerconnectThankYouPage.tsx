import CircleCheck from 'lucide-react/icons/circle-check';
import { LinkButton } from '../../components/Button';
import { PageMeta } from '../../components/PageMeta';
import { mortgagePowerconnect } from '../../content/mortgagePowerconnect';

/** /mortgage-powerconnect/thank-you: where the form provider sends visitors after a sign-up */
export function MortgagePowerconnectThankYouPage() {
  const { thankYouPage, links, meta } = mortgagePowerconnect;
  return (
    <section className="flex min-h-[80vh] items-center bg-[radial-gradient(ellipse_at_top,_rgba(56,189,248,0.14),_transparent_60%)] pt-32 pb-20">
      <PageMeta title={meta.thankYou.title} description={meta.thankYou.description} robots="noindex" />
      <div className="container-page">
        <div className="card mx-auto max-w-2xl p-8 text-center sm:p-12">
          <span className="mx-auto inline-flex h-16 w-16 items-center justify-center rounded-full bg-emerald-400/10 ring-1 ring-emerald-400/40">
            <CircleCheck className="h-9 w-9 text-emerald-400" aria-hidden="true" />
          </span>
          <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{thankYouPage.title}</h1>
          <div className="mt-6 space-y-4 text-lg text-slate-300">
            {thankYouPage.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <LinkButton to={links.home.href} variant="secondary" size="lg">
              {links.home.label}
            </LinkButton>
            <LinkButton to={links.product.href} size="lg">
              {links.product.label}
            </LinkButton>
          </div>
        </div>
      </div>
    </section>
  );
}
