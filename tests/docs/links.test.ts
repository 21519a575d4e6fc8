import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The README and everything under docs/ link only to files that exist in the repository, at headings that exist; the
 * README stays short enough to read in five minutes; nothing points outside the repository.
 */
const root = path.resolve(__dirname, '../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return name.endsWith('.md') ? [file] : [];
  });
}

const files = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))];
const relative = (file: string) => path.relative(root, file);

/** The text a reader sees as prose: no fenced blocks, no inline code, no HTML comments. */
function prose(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
}

/** Link targets: inline links and images `[text](target "title")` and reference definitions `[id]: target`. */
export function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? '');
  const definitions = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1] ?? '');
  return [...inline, ...definitions];
}

/** GitHub's heading anchors: lowercase, punctuation other than `-` and `_` dropped, spaces as `-`, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading = ''] of withoutFences.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const text = heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/[`*]/g, '');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const [, id = ''] of markdown.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(id);
  return anchors;
}

const external = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

function brokenLinks(file: string): string[] {
  const markdown = readFileSync(file, 'utf8');
  const problems: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (external(target)) continue;
    const [rawPath = '', anchor] = target.split('#', 2);
    const linkPath = decodeURIComponent(rawPath);
    const resolved = linkPath === '' ? file : path.resolve(path.dirname(file), linkPath);
    if (!resolved.startsWith(root + path.sep)) {
      problems.push(`${relative(file)}: ${target} leaves the repository`);
      continue;
    }
    if (!existsSync(resolved)) {
      problems.push(`${relative(file)}: ${target} (no such file)`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && !headingAnchors(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor))) {
      problems.push(`${relative(file)}: ${target} (no such heading)`);
    }
  }
  return problems;
}

describe('documentation links', () => {
  it('finds the README and the docs', () => {
    expect(files.map(relative)).toEqual(expect.arrayContaining(['README.md', 'docs/spec.md', 'docs/conventions.md']));
  });

  it.each(files.map((file) => [relative(file), file]))('%s links only to files and headings that exist', (_, file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it('keeps the README to at most 1,000 words (as wc -w counts them)', () => {
    const words = readFileSync(path.join(root, 'README.md'), 'utf8').split(/\s+/).filter(Boolean).length;
    expect(words).toBeLessThanOrEqual(1000);
  });

  it('points at nothing outside the repository', () => {
    const outside = files.filter((file) => /\.\.\/shared|\/work\/shared/.test(readFileSync(file, 'utf8'))).map(relative);
    expect(outside).toEqual([]);
  });
});

describe('the link checker itself', () => {
  it('finds inline links and reference definitions, not code', () => {
    const markdown = ['See [a](docs/a.md#x) and ![b](img.png "t").', '`[c](c.md)`', '```', '[d](d.md)', '```', '[e]: ./e.md'].join('\n');
    expect(linkTargets(markdown)).toEqual(['docs/a.md#x', 'img.png', './e.md']);
  });

  it('makes GitHub-style anchors', () => {
    const anchors = headingAnchors('# §8 Errors and how they are mapped\n## `npm test`: what runs\n## Same\n## Same\n');
    expect([...anchors]).toEqual(['8-errors-and-how-they-are-mapped', 'npm-test-what-runs', 'same', 'same-1']);
  });
});
