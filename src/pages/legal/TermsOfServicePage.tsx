import { termsOfService } from '../../content/legal/termsOfService';
import { LegalDocumentView } from './LegalDocumentView';

/** /terms-of-service: a module of its own, so its chunk carries only this document */
export const TermsOfServicePage = () => <LegalDocumentView doc={termsOfService} />;
