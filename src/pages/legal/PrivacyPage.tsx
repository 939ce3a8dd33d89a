import { privacyPolicy } from '../../content/legal/privacy';
import { LegalDocumentView } from './LegalDocumentView';

/** /privacy and /privacy-policy: a module of its own, so its chunk carries only this document */
export const PrivacyPage = () => <LegalDocumentView doc={privacyPolicy} />;
