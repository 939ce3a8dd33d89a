export { ContactPage } from './ContactPage';
export { DemoPage } from './DemoPage';
export { FreeTrialPage } from './FreeTrialPage';
