-- Solana (#14). Addresses: EVM ones stay lowercase; Solana ones are base58 as written, which is case-sensitive.
-- A Solana chain is indexed per address (getSignaturesForAddress, then getTransaction), not block by block: its
-- transactions go to the same tables as EVM ones (block_number is the slot, hash the signature, tx_index the place
-- in the slot as this server orders it), and index_cursors keeps the newest transaction stored (block_number: its
-- slot, block_hash: its signature), which tells a chain that was reset.

-- How far each Solana address (a wallet, or one of its token accounts) has been read: the newest signature stored.
create table history_address_cursors (
  chain_id text not null,
  address text not null,
  signature text not null,
  slot bigint not null,
  updated_at timestamptz not null default now(),
  primary key (chain_id, address)
);

-- The page order (block time, chain, block, index) must name one transaction: a page boundary between two
-- transactions at the same place would skip one. EVM blocks give each transaction its own index; the Solana
-- indexer numbers transactions within a slot and this index holds it to that.
create unique index history_transactions_place on history_transactions (chain_id, block_number, tx_index);
