// @ts-check
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What a build reads: files and folders (taken whole) relative to the repository, minus generated files the build
 * itself rewrites, plus the environment variables it reads.
 * @typedef {object} Inputs
 * @property {readonly string[]} paths
 * @property {readonly string[]} [skip]
 * @property {RegExp} [env]
 */

/** Paths use `/` on every system: they go into the fingerprint and are compared with the bundler's. */
const slash = (/** @type {string} */ p) => p.split(path.sep).join('/');

/**
 * The files of `inputs.paths` under `root`, sorted; a path that does not exist is left out.
 * @param {string} root
 * @param {Inputs} inputs
 * @returns {string[]}
 */
export function inputFiles(root, inputs) {
  const skip = new Set(inputs.skip);
  const files = inputs.paths.flatMap((p) => {
    const full = path.join(root, p);
    if (!existsSync(full)) return [];
    if (!statSync(full).isDirectory()) return [slash(p)];
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => slash(path.relative(root, path.join(entry.parentPath, entry.name))));
  });
  return [...new Set(files)].filter((f) => !skip.has(f)).sort();
}

/**
 * A hash of the input files' names and contents and of the matching environment variables: equal hashes, equal
 * build.
 * @param {string} root
 * @param {Inputs} inputs
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
export function fingerprint(root, inputs, env = process.env) {
  const hash = createHash('sha256');
  for (const file of inputFiles(root, inputs)) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  const pattern = inputs.env;
  if (pattern) {
    const vars = Object.keys(env)
      .filter((name) => pattern.test(name))
      .sort();
    for (const name of vars) hash.update(`${name}=${env[name]}\0`);
  }
  return hash.digest('hex');
}

/**
 * `entry` and the files it imports by relative path, followed through their own imports: a config file and its
 * local plugins.
 * @param {string} root
 * @param {string} entry
 * @returns {string[]}
 */
export function localImports(root, entry) {
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ file) => {
    if (seen.has(file) || !existsSync(path.join(root, file))) return;
    seen.add(file);
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const [, spec] of source.matchAll(/(?:from|import\()\s*['"](\.\.?\/[^'"]+)['"]/g)) {
      visit(slash(path.join(path.dirname(file), spec ?? '')));
    }
  };
  visit(slash(entry));
  return [...seen];
}

/**
 * The files among `files` (relative to the repository) that no path of `inputs` covers: a build that reads one
 * of them would not be rebuilt when it changes.
 * @param {readonly string[]} files
 * @param {Inputs} inputs
 * @returns {string[]}
 */
export function uncovered(files, inputs) {
  return files.filter(
    (file) => !inputs.paths.some((p) => file === p || file.startsWith(`${p.replace(/\/$/, '')}/`)),
  );
}
