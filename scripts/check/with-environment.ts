/**
 * Runs work with some variables of this process's environment set (a string) or removed
 * (undefined), then puts them back as they were, however the work ends. Vitest's workers inherit
 * the environment: this is how one run's settings reach them without leaking into the next run
 * of the same process (the kill table runs the suite many times in one).
 */
export async function withEnvironment<T>(values: Record<string, string | undefined>, work: () => Promise<T>): Promise<T> {
  const put = (name: string, value: string | undefined) => {
    if (value === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = value;
  };
  const saved = Object.keys(values).map((name) => [name, process.env[name]] as const);
  for (const [name, value] of Object.entries(values)) put(name, value);
  try {
    return await work();
  } finally {
    for (const [name, value] of saved) put(name, value);
  }
}
