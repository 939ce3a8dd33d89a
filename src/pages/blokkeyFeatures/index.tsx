// the three BlokKey capability pages: an area of their own, so each carries only BlokKey's copy
import { blokkeySubpages } from '../../content/products/blokkeySubpages';
import { ProductFeaturePage } from '../products/ProductFeaturePage';

export function BlokKeyFeaturePage() {
  return <ProductFeaturePage pages={blokkeySubpages} />;
}
