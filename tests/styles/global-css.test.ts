import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { theme } from '@/styles/theme';

const root = join(__dirname, '../..');
const css = readFileSync(join(root, 'styles/global.css'), 'utf8');

/** The declarations of the first rule whose selector is exactly `selector`. */
function declarations(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|\\n|})\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  if (!match) throw new Error(`no rule for ${selector}`);
  return Object.fromEntries(
    match[1]!
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
  );
}

/** Every .ts and .tsx file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('styles/global.css', () => {
  it('gives badges every theme colour as background and text', () => {
    for (const [name, value] of Object.entries(theme.colors)) {
      expect(declarations(`.badge-list > [data-bg='${name}']`)).toEqual({ background: value });
      expect(declarations(`.badge-list > [data-fg='${name}']`)).toEqual({ color: value });
    }
  });

  it('uses the theme’s font, size, colours and focus ring', () => {
    expect(declarations('body')).toMatchObject({
      'font-family': theme.font.family,
      'font-size': theme.font.size.md,
      color: theme.colors.ink900,
      background: theme.colors.base2,
    });
    expect(declarations(':focus-visible')['box-shadow']).toBe(theme.focus);
  });

  it('declares the metric-matched fallback the theme’s font family names', () => {
    expect(theme.font.family).toContain("'Mulish Fallback'");
    expect(css).toMatch(/@font-face\s*\{\s*font-family:\s*'Mulish Fallback'/);
  });

  it('gives bold text fallback faces of its own, from a bold face, not a synthetic bold of the regular one', () => {
    const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => match[1] ?? '');
    const weightOf = (face: string) => /font-weight:\s*(\d+)/.exec(face)?.[1];
    expect(faces.map(weightOf)).toEqual(['400', '700', '800']);
    for (const face of faces.filter((f) => weightOf(f) !== '400')) {
      expect(face).toMatch(/src:\s*local\('Arial Bold'\)/);
      expect(face).toMatch(/size-adjust:\s*10[0-9.]+%/);
    }
  });

  it('is the only place of @font-face and universal rules: none in a styled-components global style', () => {
    const offenders = ['components', 'pages', 'styles']
      .flatMap((dir) => sources(join(root, dir)))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return /createGlobalStyle/.test(text) && /@font-face|(^|[\s,{])\*\s*[,{]|^\s*:focus-visible/m.test(text);
      });
    expect(offenders).toEqual([]);
  });
});
