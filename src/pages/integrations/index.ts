// the five /integrations/{slug} pages: their own area (components live in ../products)
export { IntegrationPage } from '../products/IntegrationPage';
