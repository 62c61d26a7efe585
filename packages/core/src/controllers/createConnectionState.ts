import { proxy } from 'valtio/vanilla'
import { type ConnectionControllerState, initialConnectionState } from './initialConnectionState.ts'

/** The connection state a core starts from (`initialConnectionState`), as a valtio proxy. */
export function createConnectionState(): ConnectionControllerState {
  return proxy<ConnectionControllerState>(initialConnectionState())
}
