export declare const SYSTEM_NAMES: string[];
export declare const NO_CHROMIUM_MESSAGE: string;

export interface FoundChromium {
  path: string;
  source: 'CHROMIUM_PATH' | 'system' | 'playwright';
}

type Env = Record<string, string | undefined>;

export declare function findChromium(options?: {
  env?: Env;
  isExecutable?: (path: string) => boolean;
  bundledPath?: () => string | undefined;
}): FoundChromium | null;

export interface InstallStep {
  name: string;
  commands: [string, string[]][];
}

export declare function installSteps(options?: {
  isRoot?: boolean;
  isDebian?: boolean;
  playwrightCli?: string;
}): InstallStep[];

export declare function ensureChromium(options?: {
  env?: Env;
  find?: () => FoundChromium | null;
  steps?: InstallStep[];
  runCommand?: (command: string, args: string[]) => void;
}): string;
