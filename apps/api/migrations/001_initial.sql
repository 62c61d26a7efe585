-- The API server's state. Addresses are stored lowercase; CAIP-2 chain ids as text (e.g. 'eip155:31337').

-- History index: how far each chain has been read, and the hash of that block to notice a chain reset.
create table index_cursors (
  chain_id text primary key,
  block_number bigint not null,
  block_hash text not null,
  updated_at timestamptz not null default now()
);

create table history_transactions (
  chain_id text not null,
  hash text not null,
  block_number bigint not null,
  block_time timestamptz not null,
  tx_index integer not null,
  sender text not null,
  recipient text,
  created_contract text,
  nonce bigint not null,
  status text not null,
  selector text,
  primary key (chain_id, hash)
);

-- position: -1 for the native value of the transaction, otherwise the log index of an ERC-20 Transfer.
create table history_transfers (
  chain_id text not null,
  hash text not null,
  position integer not null,
  token_address text,
  from_address text not null,
  to_address text not null,
  amount numeric(78, 0) not null,
  token_name text,
  token_symbol text,
  token_decimals integer not null,
  primary key (chain_id, hash, position)
);

-- Which addresses a transaction concerns, with the page order copied in so a page is one index scan.
create table history_participants (
  chain_id text not null,
  address text not null,
  hash text not null,
  block_time timestamptz not null,
  block_number bigint not null,
  tx_index integer not null,
  primary key (chain_id, address, hash)
);
create index history_participants_page on history_participants
  (address, block_time desc, chain_id desc, block_number desc, tx_index desc);

-- Names (label.zone) and the addresses they point to, by ENSIP-11 coin type.
create table profile_names (
  name text primary key,
  registered_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  attributes jsonb not null default '{}'::jsonb
);

create table profile_addresses (
  name text not null references profile_names (name) on delete cascade,
  coin_type bigint not null,
  address text not null,
  created_at timestamptz not null default now(),
  primary key (name, coin_type)
);
create index profile_addresses_address on profile_addresses (address);

-- Smart-session permission grants; times in unix seconds as the API answers them.
create table smart_sessions (
  pci text primary key,
  account text not null,
  project_id text not null,
  expiry bigint not null,
  created_at bigint not null,
  permissions jsonb not null default '[]'::jsonb,
  policies jsonb not null default '[]'::jsonb,
  context text,
  revoked_at bigint
);
create index smart_sessions_account on smart_sessions (account);

create table analytics_events (
  event_id text primary key,
  project_id text not null,
  event text not null,
  url text not null,
  domain text not null,
  address text,
  occurred_at timestamptz not null,
  props jsonb not null,
  origin text,
  sdk_type text,
  sdk_version text,
  received_at timestamptz not null default now()
);
create index analytics_events_project on analytics_events (project_id, occurred_at);
