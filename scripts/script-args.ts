// Command-line options of the lab scripts (scripts/*.ts): `--name value` pairs after the script's path.

/** The value after `--name` in `argv` (default: this process's arguments), or `dflt` when the option is absent. */
export function scriptOption(name: string, dflt: string, argv: readonly string[] = process.argv.slice(2)): string {
  const i = argv.indexOf('--' + name);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1]! : dflt;
}
