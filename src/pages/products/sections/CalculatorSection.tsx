import type { ReactNode } from 'react';
import { RevealSection } from '../../../components/RevealSection';
import type { CalculatorIntro } from '../../../content/products/blokkey';

export function CalculatorSection({ intro, children }: { intro: CalculatorIntro; children: ReactNode }) {
  return (
    <RevealSection id="calculator" title={intro.title} intro={intro.text}>
      {children}
    </RevealSection>
  );
}
