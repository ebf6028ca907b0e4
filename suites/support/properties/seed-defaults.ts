/** The fixed seed and run count of property checks, shared by the setup file and the CLI's help. */
export const defaultSeed = 20261101;
export const defaultRuns = 200;
