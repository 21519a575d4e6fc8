import { execSync } from 'node:child_process';

/** docs/conventions.md §9: kebab-case file names outside pages/. */
it('names every source file in kebab-case outside pages/', () => {
  const files = execSync('git ls-files --cached --others --exclude-standard', { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.startsWith('pages/') && !/\.config\.\w+$/.test(file));
  const offenders = files.filter((file) => {
    const name = file
      .split('/')
      .pop()!
      .replace(/\.(test|spec|d)\./, '.')
      .replace(/\.(ts|tsx|mjs)$/, '');
    return !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name);
  });
  expect(offenders).toEqual([]);
});
