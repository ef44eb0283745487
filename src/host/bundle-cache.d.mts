// Types of bundle-cache.mjs (cached esbuild bundles of TypeScript entry points; see there).

/** Which bundle: the TypeScript entry file, a cache name (file-name safe) and optionally the cache folder. */
export interface BundleOptions {
  /** Absolute or cwd-relative path of the entry module (e.g. `src/cli/index.ts`). */
  readonly entry: string;
  /** Name of the bundle in the cache (`cli`, `playtest-worker`). */
  readonly name: string;
  /** Cache folder; default `<repo>/node_modules/.cache/rulebench`. */
  readonly cacheDir?: string;
}

/** The default cache folder: `<repo>/node_modules/.cache/rulebench`. */
export function defaultBundleCacheDir(): string;

/** The path of an up-to-date cached bundle (every source file unchanged since it was built), or null. */
export function findCachedBundle(opts: BundleOptions): string | null;

/** Builds the bundle into the cache and returns its path; rejects without esbuild or when the sources do not build. */
export function buildBundle(opts: BundleOptions): Promise<string>;

/** The cached bundle, built first when missing or out of date; null when it cannot be built (use tsx instead). */
export function ensureBundle(opts: BundleOptions): Promise<string | null>;
