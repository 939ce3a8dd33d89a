// the three BlokBadge capability pages: an area of their own, so each carries only BlokBadge's copy
import { blokbadgeSubpages } from '../../content/products/blokbadgeSubpages';
import { ProductFeaturePage } from '../products/ProductFeaturePage';

export function BlokBadgeFeaturePage() {
  return <ProductFeaturePage pages={blokbadgeSubpages} />;
}
