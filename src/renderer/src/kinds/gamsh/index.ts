// Gämsh's renderer side (rules: docs/rules/gamsh.md): a real-time table with its own clock (the live
// panel replaces the turn-based table panel), the join page's table of a session seat, the replay board and the replay's time axis.
import type { KindRenderer } from '../types';
import GamshJoin from './GamshJoin.vue';
import GamshLive from './GamshLive.vue';
import GamshReplayBoard from './GamshReplayBoard.vue';
import GamshTimeline from './GamshTimeline.vue';
import { gamshHandText } from './gamsh-words';

/** The Gämsh entry of the renderer's kind list. */
export const gamsh: KindRenderer = {
  livePanel: GamshLive,
  remotePanel: GamshJoin,
  replayBoard: GamshReplayBoard,
  replayTimeline: GamshTimeline,
  handText: gamshHandText,
};
