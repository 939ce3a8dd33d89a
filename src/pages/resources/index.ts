export { PlaybookPage } from './PlaybookPage';
export { ResourcesHubPage } from './ResourcesHubPage';
export { WebinarPage } from './WebinarPage';
