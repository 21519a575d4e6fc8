import { isLocale } from '@/lib/locales';
import { serverContext } from '../server-context';
import { loadShell } from '../page-props';
import { shellHash, shellScriptBody } from '../shell-data-script';
import { ApiError, apiRoute } from './handler';
import { param as one } from '../catalog/not-found';
import { sendHashedScript } from './hashed-script';

const HASH = /^[0-9a-f]{8}$/;

/**
 * GET /api/shell/{locale}/{hash}/: the shell of a locale as a script that sets `self.__NF_SHELL__` before Next's own scripts run
 * (docs/adr/0011, server/shell-data-script.ts). Immutable at the current hash; another hash (the shop's data changed since the page was
 * rendered) gets the current shell for a minute; a shell with a failed part is never stored.
 */
export const shellRoute = apiRoute(['GET', 'HEAD'], async (req, res) => {
  const locale = one(req.query.locale);
  const requested = one(req.query.hash);
  if (!isLocale(locale) || !HASH.test(requested)) throw new ApiError(404, 'Unknown shell');
  const { shell, complete } = await loadShell(serverContext(req, locale));
  const hash = complete ? shellHash(shell) : undefined;
  sendHashedScript(res, shellScriptBody(shell), !hash ? 'incomplete' : hash === requested ? 'current' : 'other');
});
