// one product page per area, so a page carries only its own copy (components live in ../products)
export { BlokSafePage } from '../products/BlokSafePage';
