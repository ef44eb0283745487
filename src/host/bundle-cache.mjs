// Cached esbuild bundles of TypeScript entry points (start-up time). The CLI (bin/rulebench.mjs) and
// the playtest worker pool (src/host/playtests.ts) load one pre-built ES module instead of letting tsx resolve
// and transform ~100–250 files on every start — in every worker thread again. A bundle is rebuilt when any of its
// source files changed (content hash), so editing a .ts file never runs stale code. npm packages stay external
// (imported from node_modules at run time) except the few pure-JavaScript ones in `BUNDLED_PACKAGES`, which are
// bundled with everything they import; `import.meta.url`, `.dirname` and `.filename` keep the value of the
// source file they appear in, so path logic such as `PROJECT_ROOT` behaves as under tsx.
//
// Plain JavaScript (types in bundle-cache.d.mts): bin/rulebench.mjs loads it before any TypeScript loader exists.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Bump when the build options below change, so old cache entries are not reused. */
const FORMAT = 4;

/**
 * npm packages built into the bundle instead of imported from node_modules at run time: pure JavaScript with no
 * file lookups of their own, whose loading from node_modules costs more than the rest of a start. `openskill`
 * (the ladder's second rating) pulls in ramda and some 200 small @stdlib CommonJS modules: about 250 ms of CPU
 * per process from node_modules, under 10 ms bundled — and every `rulebench` command and playtest worker loads it.
 * `zod`: about 110 ms from its many ES module files, 45 ms bundled. (`yaml` stays external: the build Node picks
 * is CommonJS that requires Node built-ins, which an ES module bundle cannot do.) Their own files are inputs of
 * the bundle like the sources, so an updated package rebuilds it.
 */
const BUNDLED_PACKAGES = ['openskill', 'zod'];

/**
 * The package name of a bare import specifier (`@scope/name/sub` → `@scope/name`, `name/sub` → `name`).
 * @param {string} spec
 * @returns {string}
 */
function packageName(spec) {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Cache entries of one bundle name older than this are removed when a newer one is written. */
const STALE_MS = 60 * 60_000;

/**
 * The repository root (folder with package.json and node_modules) of this checkout, from this file's location.
 * @returns {string}
 */
function repoRoot() {
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
}

/**
 * The default cache folder: `<repo>/node_modules/.cache/rulebench` (inside node_modules, so bare package imports
 * of the bundle resolve, and `git clean`/fresh clones never see it).
 * @returns {string}
 */
export function defaultBundleCacheDir() {
  return join(repoRoot(), 'node_modules', '.cache', 'rulebench');
}

/**
 * SHA-1 of a file's bytes, or null when it cannot be read.
 * @param {string} file
 * @returns {string | null}
 */
function fileHash(file) {
  try {
    return createHash('sha1').update(readFileSync(file)).digest('hex');
  } catch {
    return null;
  }
}

/**
 * Whether `file` still has the content recorded in a manifest entry: same size and modification time (a `stat`),
 * else the same SHA-1 (a file touched but not changed still counts as unchanged).
 * @param {string} file
 * @param {string} hash
 * @param {number} size
 * @param {number} mtimeMs
 * @returns {boolean}
 */
function unchanged(file, hash, size, mtimeMs) {
  try {
    const st = statSync(file);
    if (st.size === size && st.mtimeMs === mtimeMs) return true;
  } catch {
    return false;
  }
  return fileHash(file) === hash;
}

/**
 * The path of an up-to-date cached bundle of `entry`, or null (never built, a source changed, or unreadable).
 * Synchronous and cheap: reads the manifest and checks the source files it lists (`unchanged`).
 * @param {{ entry: string, name: string, cacheDir?: string }} opts
 * @returns {string | null}
 */
export function findCachedBundle(opts) {
  const dir = opts.cacheDir ?? defaultBundleCacheDir();
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dir, `${opts.name}.json`), 'utf8'));
  } catch {
    return null;
  }
  if (
    !manifest ||
    manifest.format !== FORMAT ||
    manifest.entry !== resolve(opts.entry) ||
    !Array.isArray(manifest.inputs)
  )
    return null;
  for (const [file, hash, size, mtimeMs] of manifest.inputs) if (!unchanged(file, hash, size, mtimeMs)) return null;
  const out = join(dir, manifest.dir, `${opts.name}.mjs`);
  try {
    statSync(out);
  } catch {
    return null;
  }
  return out;
}

/**
 * esbuild plugin: replaces `import.meta.url`, `import.meta.dirname` and `import.meta.filename` in project
 * sources by the values they have in the source file itself.
 * @returns {import('esbuild').Plugin}
 */
function sourceImportMeta() {
  return {
    name: 'rulebench-source-import-meta',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
        if (args.path.split(sep).includes('node_modules')) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.')) return undefined;
        const contents = text
          .replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href))
          .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(dirname(args.path)))
          .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(args.path));
        return { contents, loader: /\.[cm]?ts$/.test(args.path) ? 'ts' : 'js' };
      });
    },
  };
}

/**
 * esbuild plugin: npm packages imported by project sources stay external, except `BUNDLED_PACKAGES`; whatever a
 * bundled package imports is bundled with it.
 * @returns {import('esbuild').Plugin}
 */
function externalPackages() {
  return {
    name: 'rulebench-external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || isAbsolute(args.path)) return undefined;
        if (args.importer.split(sep).includes('node_modules')) return undefined; // inside a bundled package
        if (BUNDLED_PACKAGES.includes(packageName(args.path))) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

/**
 * Builds the bundle of `entry` into the cache (ES module for Node 20, npm packages external but
 * `BUNDLED_PACKAGES`, linked source map)
 * and returns its path; the manifest records the hash of every source file that went in. Safe when several
 * processes build at once (each writes its own folder and renames it into place).
 * @param {{ entry: string, name: string, cacheDir?: string }} opts
 * @returns {Promise<string>}
 * @throws when esbuild is missing or the sources do not build (syntax errors: let tsx report them).
 */
export async function buildBundle(opts) {
  const dir = opts.cacheDir ?? defaultBundleCacheDir();
  const entry = resolve(opts.entry);
  const esbuild = await import('esbuild');
  const root = repoRoot();
  const started = Date.now();
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Code reached only through a dynamic `import()` (a CLI command's module and the packages it alone uses, such
    // as ws for `session` and `join`) goes into chunk files beside the entry, loaded when that import runs.
    splitting: true,
    outdir: dir,
    entryNames: opts.name,
    chunkNames: `${opts.name}-[name]-[hash]`,
    outExtension: { '.js': '.mjs' },
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [externalPackages(), sourceImportMeta()],
  });
  const inputs = Object.keys(result.metafile.inputs)
    .filter((p) => !p.includes(':') || /^[A-Za-z]:[\\/]/.test(p))
    .map((p) => resolve(root, p))
    .sort()
    .map((file) => {
      const st = statSync(file);
      return [file, fileHash(file), st.size, st.mtimeMs];
    });
  const key = createHash('sha1')
    .update(JSON.stringify([FORMAT, esbuild.version, entry, inputs.map(([file, hash]) => [file, hash])]))
    .digest('hex')
    .slice(0, 16);
  const final = join(dir, `${opts.name}-${key}`);
  mkdirSync(dir, { recursive: true });
  const tmp = join(dir, `.tmp-${opts.name}-${process.pid}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(tmp);
  for (const f of result.outputFiles) writeFileSync(join(tmp, relative(dir, f.path)), f.contents);
  // A source saved while esbuild was reading it may be in the bundle in its old version, which the hashes above
  // would not show: such a bundle serves this run only (from its temporary folder), and the next start builds again.
  if (!inputs.every((input) => input[3] < started - 1000)) return join(tmp, `${opts.name}.mjs`);
  try {
    renameSync(tmp, final);
  } catch {
    rmSync(tmp, { recursive: true, force: true }); // another process put the same bundle in place first
  }
  const manifest = join(dir, `${opts.name}.json`);
  const tmpManifest = `${tmp}.json`;
  writeFileSync(tmpManifest, JSON.stringify({ format: FORMAT, entry, dir: `${opts.name}-${key}`, inputs }, null, 1));
  renameSync(tmpManifest, manifest);
  removeStale(dir, opts.name, `${opts.name}-${key}`);
  return join(final, `${opts.name}.mjs`);
}

/**
 * The cached bundle of `entry`, building it first when missing or out of date; null when it cannot be built
 * (no esbuild, a read-only cache folder, a source that does not compile) — callers then fall back to tsx.
 * @param {{ entry: string, name: string, cacheDir?: string }} opts
 * @returns {Promise<string | null>}
 */
export async function ensureBundle(opts) {
  const hit = findCachedBundle(opts);
  if (hit) return hit;
  try {
    return await buildBundle(opts);
  } catch {
    return null;
  }
}

/**
 * Removes other cache folders of bundle `name` that are older than `STALE_MS` (best effort: a process started
 * a moment ago may still be loading a recent one, so those stay).
 * @param {string} dir
 * @param {string} name
 * @param {string} keep
 */
function removeStale(dir, name, keep) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  const now = Date.now();
  for (const e of entries) {
    const mine = e.startsWith(`${name}-`) || e.startsWith(`.tmp-${name}-`); // .tmp-…: one-run bundles, failed renames
    if (!mine || e === keep) continue;
    try {
      if (now - statSync(join(dir, e)).mtimeMs > STALE_MS) rmSync(join(dir, e), { recursive: true, force: true });
    } catch {
      // in use or gone: leave it
    }
  }
}
