// The renderer's list of game kinds (docs/architecture.md "Game kinds": a list, not side-effect registration), one line per kind,
// mirroring src/engine/kinds/index.ts. Each kind's renderer code (components, Pixi scenes, layouts, click
// models, composables) lives in its own folder here: dog/, gassi/, gamsh/.
import { dog } from './dog';
import { gamsh } from './gamsh';
import { gassi } from './gassi';
import type { KindRenderer } from './types';

export type { KindRenderer } from './types';

/** The renderer side of every kind that has one, by kind id (the engine's `GameKind.id`). */
export const RENDERER_KINDS: Readonly<Record<string, KindRenderer>> = { dog, gamsh, gassi };

/** The renderer side of kind `id`; an empty entry (generic table, no replay board) for kinds without one. */
export function rendererOf(id: string): KindRenderer {
  return Object.hasOwn(RENDERER_KINDS, id) ? RENDERER_KINDS[id]! : {};
}
