import { ConfigError, loadConfig } from '../src/config/config';

/** The problems loadConfig reports for these settings (none: []), for the settings tests. */
export const configProblems = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};
