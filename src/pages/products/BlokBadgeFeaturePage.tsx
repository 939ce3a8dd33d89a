// the three BlokBadge capability pages: a module of their own, so their chunk carries only BlokBadge's copy
import { blokbadgeSubpages } from '../../content/products/blokbadgeSubpages';
import { ProductFeaturePage } from './ProductFeaturePage';

export function BlokBadgeFeaturePage() {
  return <ProductFeaturePage pages={blokbadgeSubpages} />;
}
