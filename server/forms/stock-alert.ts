/**
 * The back-in-stock form as a plain POST, answered 303 with a notice (lib/notices.ts). The address
 * goes to the shop service and never into a URL: the notice says what happened, not to whom.
 */
import { z } from 'zod';
import { isHttpError } from '@/lib/http/errors';
import { ID_PATTERN } from '@/lib/ids';
import type { Notice } from '@/lib/notices';
import { catalogClient } from '../services';
import { field, formRoute, returnPath, seeOther, withNotice } from './form-post';

/** The shape the shop service checks too; the upper bound is RFC 5321's. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;

const stockAlertForm = z.object({ articleId: z.string().regex(ID_PATTERN), email: z.string().trim().max(254).regex(EMAIL) });

/** POST /api/forms/stock-alert/ (pages/api/forms/stock-alert.ts). */
export const stockAlertFormRoute = formRoute(async (req, res, ctx, locale) => {
  const back = returnPath(req.body, req.headers, locale);
  const articleId = field(req.body, 'articleId');
  const form = stockAlertForm.safeParse({ articleId, email: field(req.body, 'email') ?? '' });
  if (!form.success) {
    const emailWrong = form.error.issues.some((issue) => issue.path[0] === 'email');
    return seeOther(res, withNotice(back, emailWrong ? 'stock-alert-invalid' : 'form-invalid'));
  }
  let notice: Notice = 'stock-alert-saved';
  try {
    await catalogClient().stockAlert(ctx, form.data.articleId, { email: form.data.email });
  } catch (error) {
    notice =
      isHttpError(error) && error.kind === 'bad-request'
        ? 'stock-alert-invalid'
        : isHttpError(error) && error.kind === 'not-found'
          ? 'error'
          : 'stock-alert-unavailable';
    ctx.log.info({ kind: isHttpError(error) ? error.kind : 'unknown' }, 'stock alert not saved');
  }
  seeOther(res, withNotice(back, notice));
});
