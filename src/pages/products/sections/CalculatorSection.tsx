import type { ReactNode } from 'react';
import type { CalculatorIntro } from '../../../content/products/blokkey';
import { RevealSection } from '../../../components/RevealSection';

export function CalculatorSection({ intro, children }: { intro: CalculatorIntro; children: ReactNode }) {
  return (
    <RevealSection id="calculator" title={intro.title} intro={intro.text}>
      {children}
    </RevealSection>
  );
}
