import { contactForm } from '@/server/forms/contact';

/** POST /api/forms/contact/ (server/forms/contact.ts). A message is 2,000 characters, up to 6 bytes each once encoded. */
export default contactForm;

export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };
