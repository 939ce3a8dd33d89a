import { IconCardGrid } from '../../../components/CardGrid';
import type { BenefitsSection as Benefits } from '../../../content/products/blokkey';
import { ProductSection } from './ProductSection';

export function BenefitsSection({ benefits, id = 'benefits' }: { benefits: Benefits; id?: string }) {
  return (
    <ProductSection id={id} title={benefits.title} intro={benefits.text}>
      <IconCardGrid items={benefits.items} columns={benefits.items.length % 3 === 0 ? 3 : 4} />
    </ProductSection>
  );
}
