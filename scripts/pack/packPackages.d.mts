/** The repository root. */
export declare const ROOT: string
/** The packages a dapp installs, lowest first. */
export declare const PUBLISHED_PACKAGES: readonly string[]
/** Builds and packs every published package into `outDir`: package name → tarball path. */
export declare function packPackages(outDir: string): Promise<Record<string, string>>
