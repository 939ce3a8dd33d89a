// one product page per area, so a page carries only its own copy (components live in ../products)
export { BlokKeyPage } from '../products/BlokKeyPage';
