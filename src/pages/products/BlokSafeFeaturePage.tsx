// the three BlokSafe capability pages: a module of their own, so their chunk carries only BlokSafe's copy
import { bloksafeSubpages } from '../../content/products/bloksafeSubpages';
import { ProductFeaturePage } from './ProductFeaturePage';

export function BlokSafeFeaturePage() {
  return <ProductFeaturePage pages={bloksafeSubpages} />;
}
