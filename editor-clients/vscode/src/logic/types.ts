/**
 * The JSON shapes of the semnet/* results (graph/views.py on the server).
 * Pure types: no vscode import, so logic modules and their tests share them.
 */

export interface Position {
  line: number;
  character: number;
}

export interface Range {
  start: Position;
  end: Position;
}

export interface EndpointInfo {
  ref: string;
  kind: string;
  title?: string;
  uri?: string;
  range?: Range;
}

export type Direction = "out" | "in" | "both";

export interface EdgeInfo {
  id: string;
  kind: string;
  origin: string;
  directed: boolean;
  weight: number;
  reason?: string;
  direction: Direction | string;
  other: EndpointInfo;
  createdAt: string;
  validAt?: string;
  invalidAt?: string;
  expiredAt?: string;
  attrs?: Record<string, unknown>;
}

export interface NeighborsResult {
  endpoint: EndpointInfo;
  edges: EdgeInfo[];
}

export interface SubgraphEdge {
  id: string;
  kind: string;
  origin: string;
  src: string;
  dst: string;
  directed: boolean;
  weight: number;
  reason?: string;
  createdAt: string;
  validAt?: string;
  invalidAt?: string;
  attrs?: Record<string, unknown>;
}

export interface SubgraphResult {
  seed: EndpointInfo;
  nodes: EndpointInfo[];
  edges: SubgraphEdge[];
  truncated: boolean;
}

export interface EventInfo {
  id: number;
  edgeId: string;
  runId?: string;
  event: string;
  invalidAtBefore?: string;
  invalidAtAfter?: string;
  causedByEdgeId?: string;
  createdAt: string;
}

export interface HistoryResult {
  events: EventInfo[];
}

/** An endpoint given by reference, or by a position in a document. */
export type EndpointParam =
  | { ref: string }
  | { textDocument: { uri: string }; position: Position };
