export { AboutPage } from './AboutPage';
export { CareersPage } from './CareersPage';
