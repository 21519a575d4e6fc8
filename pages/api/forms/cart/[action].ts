import { cartForm } from '@/server/forms/cart';

/** POST /api/forms/cart/{add|add-all|quantity|remove|rebate}/ (server/forms/cart.ts). */
export default cartForm;

export const config = { api: { bodyParser: { sizeLimit: '4kb' } } };
