import CircleCheck from 'lucide-react/icons/circle-check';
import { useEffect, useRef } from 'react';
import { LinkButton } from '../../components/Button';
import { mortgagePowerconnect } from '../../content/mortgagePowerconnect';

/** replaces the booth form after a submission; takes focus so screen readers announce it */
export function BoothThankYou() {
  const { thankYouInline, links } = mortgagePowerconnect;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center py-6 text-center" data-testid="booth-thank-you">
      <CircleCheck className="h-14 w-14 text-emerald-400" aria-hidden="true" />
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold outline-none">
        {thankYouInline.title}
      </h3>
      <p className="mt-3 max-w-md text-slate-300">{thankYouInline.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <LinkButton to={links.home.href} variant="secondary">
          {links.home.label}
        </LinkButton>
        <LinkButton to={links.product.href}>{links.product.label}</LinkButton>
      </div>
    </div>
  );
}
