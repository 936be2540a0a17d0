import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from './server/builtHost';

// docs/deploy.md and the Dockerfile cannot drift from the code: the table names every environment variable the
// host reads, and the image copies what exists and starts the host as CI does (Docker itself is not run here).

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(dir, file));
}

/** Every environment variable a source reads: env.X, env['X'], `const { X } = env`, and helpers called as f(env, 'X'). */
function variablesRead(source: string): string[] {
  const patterns = [/\benv\.([A-Z][A-Z0-9_]+)/g, /\benv\[\s*['"]([A-Z][A-Z0-9_]+)['"]\s*\]/g, /\(\s*env\s*,\s*['"]([A-Z][A-Z0-9_]+)['"]/g];
  const found = patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
  for (const [, names] of source.matchAll(/const\s*\{([^}]*)\}\s*=\s*(?:process\.)?env\b/g)) {
    found.push(...names.split(',').map((name) => name.split(':')[0].trim()));
  }
  return found.filter(Boolean);
}

/** The first column of the table under "## Environment variables". */
function documentedVariables(): string[] {
  const section = read('docs/deploy.md').split('## Environment variables')[1].split('\n## ')[0];
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((match) => match[1]);
}

describe('docs/deploy.md', () => {
  test('its one table names every environment variable the host reads, and no other', () => {
    const read = new Set(sourceFiles('demo-host').flatMap((file) => variablesRead(readFileSync(join(ROOT, file), 'utf8'))));
    const documented = documentedVariables();
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...read].sort());
  });

  test('the README links it', () => {
    expect(read('README.md')).toContain('(docs/deploy.md)');
  });
});

interface Instruction {
  stage: number;
  keyword: string;
  args: string;
}

function dockerfile(): Instruction[] {
  const lines = read('Dockerfile')
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));
  let stage = -1;
  return lines.map((line) => {
    const [, keyword, args] = /^(\w+)\s+(.*)$/.exec(line.trim())!;
    if (keyword === 'FROM') stage += 1;
    return { stage, keyword, args };
  });
}

/** Whether .dockerignore keeps a repository path out of the build context (its patterns are names and globs of names). */
function ignored(path: string): boolean {
  const patterns = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const parts = path.split('/');
  return patterns.some((pattern) => {
    const name = pattern.replace(/^\*\*\//, '');
    const glob = new RegExp(`^${name.replace(/\./g, '\\.').replace(/\*/g, '.*')}$`);
    return pattern.startsWith('**/') || pattern.startsWith('*') ? parts.some((part) => glob.test(part)) : glob.test(parts[0]);
  });
}

/** What the build stage makes itself: node_modules (npm ci, then pruned) and dist/ (npm run build). */
const MADE_IN_BUILD = ['node_modules', 'dist'];

describe('the Dockerfile', () => {
  const instructions = dockerfile();
  const runtime = Math.max(...instructions.map((i) => i.stage));
  const copies = (stage: number) => instructions.filter((i) => i.stage === stage && i.keyword === 'COPY').map((i) => i.args.split(/\s+/));

  test('the build stage installs everything, builds, then prunes the dev dependencies, as CI does', () => {
    const runs = instructions.filter((i) => i.stage === 0 && i.keyword === 'RUN').map((i) => i.args);
    expect(runs.join(' && ')).toMatch(/npm ci\b.*&& npm run build && npm prune --omit=dev/);
    // CI's fresh clone takes the packages its own `npm ci` installed (hard links), then builds and prunes.
    expect(read('.ci/run')).toMatch(/^npm ci\b/m);
    expect(read('.ci/run')).toMatch(/cp -al "\$repo\/node_modules" node_modules\n(?:[^\n]*\n)?\s*npm run build\b[^\n]*\n\s*npm prune --omit=dev/);
  });

  test('every file the build stage copies from the context exists and is not left out by .dockerignore', () => {
    const sources = copies(0)
      .filter((args) => !args[0].startsWith('--from'))
      .flatMap((args) => args.slice(0, -1))
      .filter((source) => source !== '.');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(existsSync(join(ROOT, source)), source).toBe(true);
      expect(ignored(source), source).toBe(false);
    }
  });

  test('the runtime stage copies exactly what the pruned host reads, each made by the build stage or in the context', () => {
    const fromBuild = copies(runtime).map((args) => {
      expect(args[0]).toBe('--from=build');
      return relative('/app', args[1]);
    });
    expect(fromBuild.sort()).toEqual(['demo-host/demo/pages', 'dist', 'node_modules', 'package.json']);
    for (const source of fromBuild.filter((path) => !MADE_IN_BUILD.includes(path))) {
      expect(existsSync(join(ROOT, source)), source).toBe(true);
      expect(ignored(source), source).toBe(false);
    }
    for (const made of MADE_IN_BUILD) expect(ignored(made), `${made} comes from the build stage, never the context`).toBe(true);
  });

  test('runs as a non-root user, checks /healthz with node, and starts the host as CI starts it from a fresh clone', () => {
    const last = (keyword: string) => instructions.filter((i) => i.stage === runtime && i.keyword === keyword).at(-1)?.args;
    expect(last('USER')).toBe('node');
    expect(last('HEALTHCHECK')).toMatch(/CMD \["node", "-e", ".*\/healthz/);
    expect(last('ENV')).toMatch(/NODE_ENV=production PORT=8080 DATA_DIR=\/data/);
    expect(last('EXPOSE')).toBe('8080');
    const command = JSON.parse(last('CMD')!) as string[];
    expect(command).toEqual(['node', 'dist/host/main.mjs']);
    expect(read('.ci/run')).toMatch(/NODE_ENV=production [^\n]*\\\n[^\n]*\\\n\s*node dist\/host\/main\.mjs /);
  });
});
