-- One-time links the embedded auth e-mails to a user: a password reset (30 minutes) and the
-- confirmation of the address (3 days). The link holds a random 256-bit token; only its SHA-256
-- is stored, so the table never holds a usable link. Using a link sets used_at in the same
-- statement that checks it (single use, also under concurrent clicks). Hosted mode uses
-- Supabase Auth's own recovery and confirmation instead; this table stays empty there.

create table private.auth_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references auth.users (id) on delete cascade,
  purpose text not null check (purpose in ('password-reset', 'confirm-email')),
  -- The address the link went to: confirming checks it is still the account's address.
  email text not null check (length(email) <= 254),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index auth_links_user_idx on private.auth_links (user_id, purpose);
create index auth_links_expires_idx on private.auth_links (expires_at);
alter table private.auth_links enable row level security;
revoke all on private.auth_links from anon, authenticated;
create policy auth_links_deny_all on private.auth_links as restrictive for all to anon, authenticated using (false) with check (false);
