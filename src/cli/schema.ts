// `rulebench schema <kind>`: the JSON Schema (draft-7) of a kind's ruleset files, for editors (monaco-yaml).
import { findKind, KINDS, rulesetJsonSchema } from '../engine';
import { UsageError, parse } from './args';

/** Prints the JSON Schema of the kind's ruleset files. */
export async function schemaCommand(argv: readonly string[]): Promise<number> {
  const { positionals } = parse(argv, {});
  const kind = positionals.length === 1 ? findKind(positionals[0]) : undefined;
  if (!kind)
    throw new UsageError(
      `schema needs one kind: ${Object.keys(KINDS).join(', ')}${positionals[0] ? ` (got "${positionals[0]}")` : ''}`,
    );
  process.stdout.write(`${JSON.stringify(rulesetJsonSchema(kind), null, 2)}\n`);
  return 0;
}
