/**
 * A deal is only a deal while it can be bought: a sold-out product page shows no deal badge ("Toppfynd")
 * and no announced reduction ("−54 %") above its disabled button.
 */

/** Badge ids that announce a deal (cms/v1/badges). */
const DEAL_BADGE_IDS: readonly string[] = ['top-deal'];

/** The badge ids to show: all of them while the article can be ordered, else all but the deals. */
export function offerBadgeIds(ids: readonly string[], orderable: boolean): string[] {
  return orderable ? [...ids] : ids.filter((id) => !DEAL_BADGE_IDS.includes(id));
}
