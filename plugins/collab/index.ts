/**
 * Co-editing (issue 36), host-neutral. Edits travel as commands (protocol.ts); the server keeps one
 * authoritative copy of each open document and every client's copy is the server's confirmed document
 * plus its own pending commands run again on top.
 *
 * Server side, `RoomCore` (room.ts), one per open document:
 *   const room = new RoomCore({ plugins: serverPlugins, document, seq, veto? });
 *   const result = room.submit(clientId, { userId, name }, clientCommand);
 *   if ('rejected' in result) send { type: 'rejected', localId, reason: result.rejected, duplicate: result.duplicate }
 *   else make `result` durable, then send { type: 'command', command: result } to every socket (the author included).
 *   room.document / room.seq: the welcome's document and seq; room.appliedSerial(origin): the welcome's
 *   `applied` for a tab reconnecting with `origin=` in its socket URL; room.commandsSince(seq).
 *   `veto(clientId, { id, params }, document)` refuses a command (locked cells in a shadow), params as run.
 *   A command whose baseSeq is older than the log (LOG_LIMIT commands) is refused with a reason to reload.
 *
 * Client side, `ClientSync` (client-sync.ts), one per editor kernel:
 *   const sync = new ClientSync({ kernel, send: (message) => socket.send(JSON.stringify(message)), origin });
 *   socket.onmessage = (e) => sync.receive(JSON.parse(e.data)); socket.onclose = () => sync.disconnected();
 *   Every command run on the kernel (bus source 'command') is captured, kept pending and sent; remote
 *   commands come in through the bus as source 'remote' (pending ones taken back as 'take-back', both
 *   marked `remote` on the ExecutedCommand): the engine follows them like commands, undo does not record them.
 *   sync.undo() / sync.redo() replace the kernel's undo (own commands only; `collab.apply-patches`).
 *   sync.notices$ (overwritten by a named author, dropped with a reason, undo skipped), sync.offline$,
 *   sync.undoState$, sync.seq, sync.confirmed, sync.pendingCount.
 *
 * Transforms: each command's `rebase` (kernel CommandDefinition) or the kernel's rebasePositions.
 */
export { collabPlugin } from './manifest.js';
export { applyPatchesCommand, type ApplyPatchesParams } from './apply-patches.js';
export { ClientSync, type ClientSyncOptions, type CollabNotice } from './client-sync.js';
export { LOG_LIMIT, RoomCore, type Author, type RoomOptions, type RoomPlugin, type RoomVeto, type SubmitResult } from './room.js';
export * from './messages.js';
export * from './protocol.js';
