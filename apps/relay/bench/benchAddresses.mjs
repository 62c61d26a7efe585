// Where the bench's clients connect from. Linux routes all of 127.0.0.0/8 to loopback, so a client bound to
// 127.0.1.7 (ws's `localAddress`) is, for the relay's per-IP budgets, another machine than one on 127.0.0.3.
// Honest clients are spread so that no address holds more sockets than the relay's default
// maxConnectionsPerIp (250) allows; each attack has an address of its own, as an attacker's machine would.

/** Honest sockets per loopback address (under the default maxConnectionsPerIp of 250). */
export const honestSocketsPerAddress = 200

export const benchAddresses = Object.freeze({
  /** The address of honest socket number `index` (the pairs' dApps and wallets). */
  honest: (index) => `127.0.1.${1 + Math.floor(index / honestSocketsPerAddress)}`,
  /** The dApps whose session proposals wait in the relay's store (see createMailboxCheck). */
  mailbox: (index) => `127.0.2.${1 + Math.floor(index / honestSocketsPerAddress)}`,
  /** The wallets that fetch those proposals at the end, and the cross-relay probe. */
  reader: '127.0.3.1',
  r1: '127.0.0.2',
  r2: '127.0.0.3',
  r3: '127.0.0.4',
})
