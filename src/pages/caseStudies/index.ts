// Icons are imported one by one (lucide-react/icons/<name>): through the package index esbuild puts every
// icon the site uses into one chunk shared by all pages, which would push these pages past the 100 KB budget.
export { CaseStudiesPage } from './CaseStudiesPage';
export { CaseStudyPage } from './CaseStudyPage';
export { RealtrisCaseStudyPage } from './RealtrisCaseStudy';
