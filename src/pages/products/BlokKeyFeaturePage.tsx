// the three BlokKey capability pages: a module of their own, so their chunk carries only BlokKey's copy
import { blokkeySubpages } from '../../content/products/blokkeySubpages';
import { ProductFeaturePage } from './ProductFeaturePage';

export function BlokKeyFeaturePage() {
  return <ProductFeaturePage pages={blokkeySubpages} />;
}
