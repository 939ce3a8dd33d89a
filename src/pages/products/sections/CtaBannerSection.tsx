import { CtaPanel } from '../../../components/CtaPanel';
import { Reveal } from '../../../components/Reveal';
import type { CtaBanner } from '../../../content/products/blokkey';

/** a product page's call-to-action panel, animated in once visible */
export function CtaBannerSection({ cta, id }: { cta: CtaBanner; id: string }) {
  return (
    <Reveal>
      <CtaPanel cta={cta} id={id} />
    </Reveal>
  );
}
