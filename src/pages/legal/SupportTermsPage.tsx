import { supportTerms } from '../../content/legal/supportTerms';
import { LegalDocumentView } from './LegalDocumentView';

/** /support-terms: a module of its own, so its chunk carries only this document */
export const SupportTermsPage = () => <LegalDocumentView doc={supportTerms} />;
