// The list of game kinds (docs/architecture.md "Game kinds": a list, not side-effect registration). A new kind is one folder plus one line here.
import type { GameKind } from '../core/types';
import { dog } from './dog';
import { gamsh } from './gamsh';
import { gassi } from './gassi';

/** Every kind the engine can play, by id. */
export const KINDS: Readonly<Record<string, GameKind<any, any, any>>> = { dog, gamsh, gassi };

/** The kind with this id, or undefined. */
export function findKind(id: string): GameKind<any, any, any> | undefined {
  return Object.hasOwn(KINDS, id) ? KINDS[id] : undefined;
}
