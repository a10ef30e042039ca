/** The repository root. */
export declare const ROOT: string
/** The packages a dapp installs, lowest first. */
export declare const PUBLISHED_PACKAGES: readonly string[]
/** Builds and packs every published package into `outDir`: package name → tarball path. */
export declare function packPackages(outDir: string): Promise<Record<string, string>>
/** The package an operator installs (the `foyer` command). */
export declare const SERVER_PACKAGE: string
/** Builds (frame page and server bundle) and packs the server package into `outDir`: the tarball path. */
export declare function packServer(outDir: string): Promise<string>
