import { execFileSync } from 'node:child_process';
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

  it('keeps docs/ to at most 20,000 words (as wc -w counts them)', () => {
    const words = markdownFiles(path.join(root, 'docs')).reduce(
      (sum, file) => sum + readFileSync(file, 'utf8').split(/\s+/).filter(Boolean).length,
      0,
    );
    expect(words).toBeLessThanOrEqual(20_000);
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

/**
 * Every tracked text file a reader opens: the source folders, the tests, the scripts, the docs and the files at the top
 * of the repository (not package-lock.json, not the translations and assets under public/, not patches/ of upstream code).
 */
const sourceFolders = [
  'browser',
  'canvas',
  'components',
  'deploy',
  'dev-services',
  'docs',
  'e2e',
  'lib',
  'pages',
  'scripts',
  'server',
  'services',
  'store',
  'styles',
  'tests',
];
const binary = /\.(png|jpe?g|gif|webp|avif|heic|ico|woff2?|ttf|pdf|zip|gz)$/i;
const trackedFiles = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && !binary.test(file) && file !== 'package-lock.json')
  .filter((file) => !file.includes('/') || sourceFolders.includes(file.split('/')[0] ?? ''))
  .filter((file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile());

/**
 * What a new owner cannot follow: the team's issue numbers and rounds of work (they live outside the repository), and the
 * product spec and conventions cited by their names outside the repository instead of docs/spec.md and docs/conventions.md.
 */
const outsideReferences: [string, RegExp][] = [
  ['an issue number', /\bissues? #?\d+/i],
  ['a finding of an issue', /\bfindings? \d+/i],
  ['an item of an issue', /(?:^|['"`(]|\/\/ |\* |# )items? \d+(?:(?:, | and )\d+)*:/i],
  ['a round of work', /\b(last|this|previous|next) round\b/i],
  ['a task number', /\btask \d+/i],
  ['the spec by a name outside the repository (use docs/spec.md §n)', /\bSPEC(?: ?§|\.md\b)/],
  ['the conventions by a name outside the repository (use docs/conventions.md §n)', /\bCONVENTIONS\b/],
];

export function outsideReferenceProblems(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      outsideReferences.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${file}:${index + 1}: ${what}: ${line.trim()}`),
    );
}

describe('references a new owner can follow', () => {
  it('finds the source, the tests and the docs', () => {
    expect(trackedFiles).toEqual(
      expect.arrayContaining(['README.md', 'docs/spec.md', 'proxy.ts', 'pages/_app.tsx', 'tests/docs/links.test.ts', 'e2e/no-js.spec.ts']),
    );
  });

  it('no tracked text file cites an issue, a round of work, or the spec and conventions outside the repository', () => {
    const problems = trackedFiles.flatMap((file) => outsideReferenceProblems(file, readFileSync(path.join(root, file), 'utf8')));
    expect(problems).toEqual([]);
  });
});

/**
 * Every repository path a doc names in code (`server/env.ts`, `e2e/no-js.spec.ts`, or a bare `no-js.spec.ts`) exists:
 * a path under a top-level folder or a top-level file must exist as written; a bare file name must be the name of some
 * tracked file. docs/spec.md is the product contract, copied verbatim, and is not checked.
 */
const topLevel = new Set(trackedFiles.map((file) => file.split('/')[0] ?? ''));
const trackedNames = new Set(
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .map((file) => path.basename(file)),
);

export function namedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\n]+)`/g)]
    .map((m) => (m[1] ?? '').trim().replace(/[:#].*$/, ''))
    .filter((name) => name !== '' && !/[\s<>*{}$|()[\]=,'"…]/.test(name) && !name.startsWith('/') && !name.startsWith('.next'))
    .filter((name) =>
      name.includes('/') ? topLevel.has(name.split('/')[0] ?? '') : /^[\w.-]+\.(tsx?|mjs|cjs|js|json|md|conf|ya?ml)$/.test(name),
    )
    .map((name) => name.replace(/\/$/, ''));
}

function missingPaths(file: string): string[] {
  return namedPaths(readFileSync(file, 'utf8'))
    .filter((name) => (name.includes('/') || topLevel.has(name) ? !existsSync(path.join(root, name)) : !trackedNames.has(name)))
    .map((name) => `${relative(file)}: ${name}`);
}

describe('paths the docs name', () => {
  it.each(files.filter((file) => relative(file) !== 'docs/spec.md').map((file) => [relative(file), file]))(
    '%s names only paths that exist',
    (_, file) => {
      expect(missingPaths(file)).toEqual([]);
    },
  );

  it('tells a repository path from code', () => {
    const markdown = '`server/env.ts` `lib/gone.ts` `no-js.spec.ts` `npm run check` `a.b` `x(y)` `docs/spec.md#x` `pages/`';
    expect(namedPaths(markdown)).toEqual(['server/env.ts', 'lib/gone.ts', 'no-js.spec.ts', 'docs/spec.md', 'pages']);
  });
});

/**
 * Every `docs/….md` a tracked source file or doc names (a comment's pointer to its why) exists, at a heading that exists;
 * "Lighthouse's docs/….md" is another project's.
 */
export function docReferences(text: string): string[] {
  return [...text.matchAll(/(?<!'s[\s/*]*)\bdocs\/[\w/.-]+?\.md(?:#[\w-]+)?/g)].map((m) => m[0]);
}

describe('docs the code points to', () => {
  it('names only docs and headings that exist', () => {
    const problems = trackedFiles
      .filter((file) => file !== 'tests/docs/links.test.ts')
      .flatMap((file) =>
        docReferences(readFileSync(path.join(root, file), 'utf8')).flatMap((reference) => {
          const [doc = '', anchor] = reference.split('#', 2);
          if (!existsSync(path.join(root, doc))) return [`${file}: ${reference} (no such file)`];
          if (anchor && !headingAnchors(readFileSync(path.join(root, doc), 'utf8')).has(anchor))
            return [`${file}: ${reference} (no such heading)`];
          return [];
        }),
      );
    expect(problems).toEqual([]);
  });

  it('finds a doc and its heading in a comment', () => {
    expect(
      docReferences("// why: docs/testing.md#what-axe-checks, and docs/adr/0018-forms-first.md; Lighthouse's docs/throttling.md."),
    ).toEqual(['docs/testing.md#what-axe-checks', 'docs/adr/0018-forms-first.md']);
  });
});

describe('the link checker itself', () => {
  it('finds inline links and reference definitions, not code', () => {
    const markdown = ['See [a](docs/a.md#x) and ![b](img.png "t").', '`[c](c.md)`', '```', '[d](d.md)', '```', '[e]: ./e.md'].join('\n');
    expect(linkTargets(markdown)).toEqual(['docs/a.md#x', 'img.png', './e.md']);
  });

  it('tells an issue number, a round and an outside spec from plain English and the docs in the repository', () => {
    // Written with ~ for a space and | for nothing, so that this file does not itself cite what it checks for.
    const bad = [
      '// (issue~26 item 3)',
      '# Issue~9: paint',
      ' * finding~6b',
      'Not done in this~round',
      'task~4',
      "test.describe('item~1: the badge')",
      'per SPEC~§8',
      'CONVEN|TIONS §4',
      'see SP|EC.md',
    ].map((line) => line.replace('~', ' ').replace('|', ''));
    const good = [
      'an issue with the cache',
      'tissue 12',
      'docs/spec.md §8',
      'docs/conventions.md §4',
      'Math.round(x)',
      'rounded',
      'the round trip',
      'items 1 and 2 of the list',
      'Conventions',
    ];
    expect(bad.map((line) => outsideReferenceProblems('f', line).length)).toEqual(bad.map(() => 1));
    expect(good.flatMap((line) => outsideReferenceProblems('f', line))).toEqual([]);
  });

  it('makes GitHub-style anchors', () => {
    const anchors = headingAnchors('# §8 Errors and how they are mapped\n## `npm test`: what runs\n## Same\n## Same\n');
    expect([...anchors]).toEqual(['8-errors-and-how-they-are-mapped', 'npm-test-what-runs', 'same', 'same-1']);
  });
});
