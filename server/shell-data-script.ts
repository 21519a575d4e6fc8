/**
 * The shell (menu, footer, badges, site settings, fees) as a script of its own on full page loads
 * (docs/adr/0011-shell-out-of-page-data.md): the document links it instead of leaving a copy in `__NEXT_DATA__`, and the browser keeps it
 * for every later first load of the same locale until the shop's data changes (the URL holds a hash of the content).
 */
import { toLocale, type Locale } from '@/lib/locales';
import type { ShellData } from '@/services/shop/models';
import { contentHash } from './content-hash';

/** In the order the script writes them. */
const PARTS = ['menu', 'footer', 'badges', 'settings', 'fees'] as const satisfies readonly (keyof ShellData)[];

interface PartText {
  json: string;
  hash: string;
}

/**
 * Each part's JSON and hash, once per part object: the shop client hands out the same objects until its cache reloads an answer
 * (lib/cache/cached.ts L1, services/shop/client.ts mapOnce), while the shell object around them is new on every request.
 */
const texts = new WeakMap<object, PartText>();

function partText(part: object): PartText {
  let text = texts.get(part);
  if (!text) {
    const json = JSON.stringify(part);
    text = { json, hash: contentHash(json) };
    texts.set(part, text);
  }
  return text;
}

/** Every part loaded: a shell with a failed part (its page is `no-store`) is never cached for good. */
function completeParts(shell: ShellData | null | undefined): object[] | undefined {
  if (!shell) return undefined;
  const parts = PARTS.map((name) => shell[name]);
  return parts.every((part): part is NonNullable<typeof part> => part !== null) ? parts : undefined;
}

/** The content hash of a complete shell; undefined when a part is missing. */
export function shellHash(shell: ShellData | null | undefined): string | undefined {
  const parts = completeParts(shell);
  return parts && contentHash(parts.map((part) => partText(part).hash).join(''));
}

/** Where the browser loads a complete shell from (`server/api-handlers/shell.ts`); undefined when it stays in the page data. */
export function shellScriptUrl(locale: Locale, shell: ShellData | null | undefined): string | undefined {
  const hash = shellHash(shell);
  return hash && `/api/shell/${locale}/${hash}/`;
}

/** The global the script sets (read by `store/preload.ts` firstPageShell). */
const SHELL_GLOBAL = '__NF_SHELL__';

/** The script: `self.__NF_SHELL__={…}`, the same data the server rendered with (a failed part as null). */
export function shellScriptBody(shell: ShellData): string {
  const fields = PARTS.map((name) => {
    const part = shell[name];
    return `${JSON.stringify(name)}:${part === null ? 'null' : partText(part).json}`;
  });
  return `self.${SHELL_GLOBAL}={${fields.join(',')}};\n`;
}

/** What `__NEXT_DATA__` holds before the document serialises it (the part this module reads and writes). */
export interface PageData {
  locale?: string;
  props?: { pageProps?: { shell?: ShellData | null } };
}

/**
 * Takes a complete shell out of the page data before it is serialised and returns its script's URL (the document loads it before Next's
 * scripts). A shell with a failed part stays inline: its page is `no-store` and an immutable script would keep the gap.
 */
export function moveShellToScript(data: PageData): string | undefined {
  const pageProps = data.props?.pageProps;
  const url = shellScriptUrl(toLocale(data.locale), pageProps?.shell);
  if (!pageProps || !url) return undefined;
  // The props object is this request's own; the shell's parts are shared and left alone.
  pageProps.shell = null;
  return url;
}
