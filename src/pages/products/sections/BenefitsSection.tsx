import { IconCardGrid } from '../../../components/CardGrid';
import { RevealSection } from '../../../components/RevealSection';
import type { BenefitsSection as Benefits } from '../../../content/products/blokkey';

export function BenefitsSection({ benefits, id = 'benefits' }: { benefits: Benefits; id?: string }) {
  return (
    <RevealSection id={id} title={benefits.title} intro={benefits.text}>
      <IconCardGrid items={benefits.items} columns={benefits.items.length % 3 === 0 ? 3 : 4} />
    </RevealSection>
  );
}
