import { privacyPolicy } from '../../content/legal/privacy';
import { supportTerms } from '../../content/legal/supportTerms';
import { termsOfService } from '../../content/legal/termsOfService';
import { LegalDocumentView } from './LegalDocumentView';

export const PrivacyPage = () => <LegalDocumentView doc={privacyPolicy} />;
export const SupportTermsPage = () => <LegalDocumentView doc={supportTerms} />;
export const TermsOfServicePage = () => <LegalDocumentView doc={termsOfService} />;
