import type { ReactNode } from 'react';
import type { CalculatorIntro } from '../../../content/products/blokkey';
import { ProductSection } from './ProductSection';

export function CalculatorSection({ intro, children }: { intro: CalculatorIntro; children: ReactNode }) {
  return (
    <ProductSection id="calculator" title={intro.title} intro={intro.text}>
      {children}
    </ProductSection>
  );
}
