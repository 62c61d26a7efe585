-- Retention and quotas (#15 A3): the prune deletes by arrival time and expiry, the quotas count per project and
-- account, and grants are listed per project.
create index analytics_events_received on analytics_events (received_at);
create index smart_sessions_project_account on smart_sessions (project_id, account);
create index smart_sessions_expiry on smart_sessions (expiry);
