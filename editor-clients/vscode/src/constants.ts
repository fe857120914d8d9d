/**
 * Names shared with the semnet language server, mirrored here once
 * (the server's side is `docs/protocol.md`). Nothing else in the extension
 * spells a method or a server command.
 */

/** Custom requests (params and results are camelCase JSON). */
export const Methods = {
  neighbors: "semnet/neighbors",
  contradicting: "semnet/contradicting",
  subgraph: "semnet/subgraph",
  paths: "semnet/paths",
  history: "semnet/history",
  pending: "semnet/pending",
  stats: "semnet/stats",
  render: "semnet/render",
  grounding: "semnet/grounding",
} as const;

/**
 * Commands the server executes (`workspace/executeCommand`). The language
 * client registers these ids itself from the server's capabilities, so the
 * extension never registers a VS Code command with one of these ids.
 */
export const ServerCommands = {
  promote: "semnet.promote",
  dismiss: "semnet.dismiss",
  rebuild: "semnet.rebuild",
  stats: "semnet.stats",
  neighbors: "semnet.neighbors",
} as const;

/** Commands this extension contributes (package.json `contributes.commands`). */
export const ClientCommands = {
  showContradicting: "semnet.showContradicting",
  showSubgraph: "semnet.showSubgraph",
  showHistory: "semnet.showHistory",
  rebuildGraph: "semnet.rebuildGraph",
  restartServer: "semnet.server.restart",
  refreshNeighbors: "semnet.neighbors.refresh",
  refreshPending: "semnet.pending.refresh",
  promotePending: "semnet.pending.promote",
  dismissPending: "semnet.pending.dismiss",
  openEndpoint: "semnet.openEndpoint",
} as const;

export const Views = {
  neighbors: "semnet.neighbors",
  pending: "semnet.pending",
} as const;

/** `contextValue` of a pending edge in the Pending view (package.json menus use it). */
export const PENDING_EDGE_CONTEXT = "semnet.pendingEdge";

/** Diagnostics the server publishes carry this source and `data: {edgeId}`. */
export const DIAGNOSTIC_SOURCE = "semnet";

export const CLIENT_ID = "semnet";
export const CLIENT_NAME = "semnet";
export const HISTORY_SCHEME = "semnet-history";
