import { consentForm } from '@/server/forms/consent';

/** POST /api/forms/consent/ (server/forms/consent.ts). */
export default consentForm;

export const config = { api: { bodyParser: { sizeLimit: '4kb' } } };
