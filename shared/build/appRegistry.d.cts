/** An app of shared/apps.json, as the build config and the scripts use it. */
export interface App {
  /** Module Federation name, e.g. 'mfe_jobs'. */
  name: string;
  /** Its folder at the repository root, e.g. 'mfe-jobs'. */
  folder: string;
  /** Default port of its dev server and static server. */
  port: number;
  /** Title of the app's own HTML page. */
  pageTitle: string;
  isHost: boolean;
}

/** The shell first, then each remote in registry order. */
export declare const APPS: readonly App[];
export declare const HOST: App;
export declare const REMOTES: readonly App[];
export declare function appInFolder(folder: string): App | undefined;
/** Throws one error listing every problem of `registry`; returns it unchanged when it is valid. */
export declare function checkAppRegistry<Registry>(registry: Registry, source?: string): Registry;
