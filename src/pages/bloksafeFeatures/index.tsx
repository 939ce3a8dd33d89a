// the three BlokSafe capability pages: an area of their own, so each carries only BlokSafe's copy
import { bloksafeSubpages } from '../../content/products/bloksafeSubpages';
import { ProductFeaturePage } from '../products/ProductFeaturePage';

export function BlokSafeFeaturePage() {
  return <ProductFeaturePage pages={bloksafeSubpages} />;
}
