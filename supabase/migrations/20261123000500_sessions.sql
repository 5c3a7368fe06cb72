-- Embedded auth's server-side sessions: each sign-in gets a fresh id carried in the signed
-- cookie; sign-out (or an admin) revokes it, so a copied cookie stops working at once.
-- Supabase Auth keeps its own sessions; this table is unused there and stays private.

create table private.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_id_idx on private.sessions (user_id);
alter table private.sessions enable row level security;
revoke all on private.sessions from anon, authenticated;
create policy sessions_deny_all on private.sessions as restrictive for all to anon, authenticated using (false) with check (false);
