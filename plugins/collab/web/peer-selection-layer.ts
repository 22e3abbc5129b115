import { rectOf, type CanvasLayer, type Frame } from '../../../web/plugin-api/index.js';
import type { Peer, PeerSelection } from '../protocol.js';
import { others, presence } from './presence.js';

/** Each other editor's selected range on this sheet, outlined in their colour, with a light fill. */
export const peerSelectionLayer: CanvasLayer = {
  id: 'collab.peer-selections',
  z: 45,
  changes: presence,
  prepare(sheet) {
    const shown = others(presence.value).filter((peer) => peer.selection?.sheetId === sheet.id);
    if (shown.length === 0) return undefined;
    return {
      draw: (frame) => shown.forEach((peer) => drawSelection(frame, peer, peer.selection as PeerSelection)),
      // A peer's selection moving redraws the rows it left and those it reached, not the whole grid.
      bounds: shown.map((peer) => peer.selection as PeerSelection),
    };
  },
};

function drawSelection(frame: Frame, peer: Peer, selection: PeerSelection): void {
  const { ctx, visible } = frame;
  if (selection.bottom < visible.top || selection.top > visible.bottom || selection.right < visible.left || selection.left > visible.right) return;
  const box = rectOf(frame, selection);
  ctx.save();
  ctx.globalAlpha = 0.12;
  ctx.fillStyle = peer.color;
  ctx.fillRect(box.x, box.y, box.w, box.h);
  ctx.globalAlpha = 1;
  ctx.strokeStyle = peer.color;
  ctx.lineWidth = 2;
  ctx.strokeRect(Math.round(box.x) + 1, Math.round(box.y) + 1, Math.round(box.w) - 2, Math.round(box.h) - 2);
  ctx.restore();
}
