import type { RawId } from './parseFrame.ts'

export type OutgoingFrame =
  | { id: RawId; result: unknown }
  | { id: RawId | null; error: { code: number; message: string } }
  | { id: RawId; method: string; params: unknown }

/** Serialises a JSON-RPC frame, splicing the id in as raw JSON text so a 19-digit id stays byte-exact. */
export function formatFrame(frame: OutgoingFrame): string {
  const id = frame.id ?? 'null'
  if ('method' in frame)
    return `{"id":${id},"jsonrpc":"2.0","method":${JSON.stringify(frame.method)},"params":${JSON.stringify(frame.params)}}`
  if ('error' in frame) return `{"id":${id},"jsonrpc":"2.0","error":${JSON.stringify(frame.error)}}`
  return `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(frame.result ?? null)}}`
}
