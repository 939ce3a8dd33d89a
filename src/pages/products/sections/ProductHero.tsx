import type { ReactNode } from 'react';
import { LinkButton } from '../../../components/Button';
import { PageHero } from '../../../components/PageHero';
import type { ProductHero as ProductHeroContent } from '../../../content/products/blokkey';

/** the product page's first block: eyebrow, h1, lead, demo and trial buttons, illustration or video */
export function ProductHero({ hero, aside }: { hero: ProductHeroContent; aside?: ReactNode }) {
  return (
    <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} aside={aside}>
      <LinkButton to={hero.primaryCta.href} size="lg">
        {hero.primaryCta.label}
      </LinkButton>
      <LinkButton to={hero.secondaryCta.href} variant="secondary" size="lg">
        {hero.secondaryCta.label}
      </LinkButton>
    </PageHero>
  );
}
