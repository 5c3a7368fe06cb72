-- Issue 34: staff sign in by role, and every look at a patient's health information is logged.
--
-- Roles live in public.user_roles, one per account: 'admin' is the Owner (ADMIN_EMAILS and
-- private.is_admin() keep meaning the Owner), 'front_desk', 'optometrist', 'optician'.
-- private.has_permission(p) answers the permission table of lib/auth/permissions.ts (a test
-- compares the two cell by cell), and every policy that said "admin" now asks for the
-- permission its table belongs to.

alter table public.user_roles drop constraint user_roles_role_check;
alter table public.user_roles add constraint user_roles_role_check
  check (role in ('admin', 'front_desk', 'optometrist', 'optician'));
create unique index user_roles_one_role on public.user_roles (user_id);

-- ADMIN_EMAILS are Owners: signing in makes them one again whatever role they held.
create or replace function public.assign_admin_role(user_id uuid) returns void
language sql volatile security definer set search_path = '' as $$
  insert into public.user_roles (user_id, role) values (assign_admin_role.user_id, 'admin')
  on conflict (user_id) do update set role = 'admin';
$$;

-- The caller's role, or null for a customer or a visitor.
create function private.staff_role() returns text
language sql stable security definer set search_path = '' as $$
  select role from public.user_roles where user_id = (select auth.uid());
$$;

create function private.role_has_permission(role text, permission text) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce(role_has_permission.permission = any (case role_has_permission.role
    when 'admin' then array['catalogue', 'clinic', 'shifts', 'shifts.own', 'day-sheet', 'day-sheet.own', 'orders',
                            'prescriptions', 'analytics', 'analytics.contact', 'staff']
    when 'front_desk' then array['clinic', 'shifts', 'shifts.own', 'day-sheet', 'day-sheet.own', 'orders', 'analytics.contact']
    when 'optometrist' then array['shifts.own', 'day-sheet.own', 'prescriptions']
    when 'optician' then array['catalogue', 'orders', 'prescriptions']
  end), false);
$$;

create function private.has_permission(permission text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select private.role_has_permission(r.role, has_permission.permission)
                   from public.user_roles r where r.user_id = (select auth.uid())), false);
$$;
revoke all on function private.staff_role() from public;
revoke all on function private.has_permission(text) from public;
revoke all on function private.role_has_permission(text, text) from public;
grant execute on function private.staff_role() to anon, authenticated, service_role;
grant execute on function private.has_permission(text) to anon, authenticated, service_role;
grant execute on function private.role_has_permission(text, text) to anon, authenticated, service_role;

-- The last Owner can be neither demoted nor removed (the Staff page says so first).
create function private.keep_an_owner() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.role = 'admin' and (tg_op = 'DELETE' or new.role <> 'admin')
     and not exists (select 1 from public.user_roles where role = 'admin' and id <> old.id) then
    -- Deleting the whole account row cascades here too; the last Owner keeps it.
    raise exception 'The last Owner cannot be removed or demoted.' using errcode = 'check_violation';
  end if;
  return coalesce(new, old);
end;
$$;
create trigger user_roles_keep_an_owner before update or delete on public.user_roles
  for each row execute function private.keep_an_owner();

-- A staff account may be linked to the schedule's record of that optometrist or optician.
alter table public.staff add column user_id uuid unique references auth.users (id) on delete set null;

-- Every policy that asked for the admin now asks for its table's permission.
do $$
declare
  pol record;
  need text;
  expr text;
begin
  for pol in
    select schemaname, tablename, policyname, qual, with_check from pg_policies
    where coalesce(qual, '') || coalesce(with_check, '') like '%private.is_admin()%'
  loop
    need := case
      when pol.tablename in ('products', 'brands', 'categories', 'product_changes') then $q$private.has_permission('catalogue')$q$
      when pol.tablename = 'objects' and coalesce(pol.qual, pol.with_check) like '%product-images%' then $q$private.has_permission('catalogue')$q$
      when pol.tablename = 'objects' and coalesce(pol.qual, pol.with_check) like '%prescriptions%' then $q$private.has_permission('prescriptions')$q$
      when pol.tablename in ('clinics', 'clinic_hours', 'closures', 'holiday_openings', 'booking_rules', 'service_lengths', 'clinic_closures')
        then $q$private.has_permission('clinic')$q$
      when pol.tablename in ('staff', 'staff_shifts') then $q$private.has_permission('shifts')$q$
      when pol.tablename = 'schedule_changes' then $q$(private.has_permission('clinic') or private.has_permission('shifts'))$q$
      when pol.tablename in ('bookings', 'booking_frames') then $q$private.has_permission('day-sheet')$q$
      when pol.tablename in ('orders', 'order_items') and pol.policyname like '%read%' then $q$(private.has_permission('orders') or private.has_permission('prescriptions'))$q$
      when pol.tablename in ('orders', 'order_items', 'payments', 'receipts', 'cart_items') then $q$private.has_permission('orders')$q$
      when pol.tablename in ('order_lens', 'prescription_uploads') then $q$private.has_permission('prescriptions')$q$
      when pol.tablename in ('phone_calls', 'form_submissions') then $q$(private.has_permission('analytics') or private.has_permission('analytics.contact'))$q$
      when pol.tablename = 'user_roles' then $q$private.has_permission('staff')$q$
      else null -- profiles and anything unnamed: the Owner, as before
    end;
    if need is null then continue; end if;
    expr := format('alter policy %I on %I.%I', pol.policyname, pol.schemaname, pol.tablename);
    if pol.qual is not null then
      expr := expr || ' using (' || replace(pol.qual, 'private.is_admin()', need) || ')';
    end if;
    if pol.with_check is not null then
      expr := expr || ' with check (' || replace(pol.with_check, 'private.is_admin()', need) || ')';
    end if;
    execute expr;
  end loop;
end;
$$;

-- An Optometrist reads their own day sheet (bookings with them) and keeps their own shifts.
create policy bookings_own_day_sheet on public.bookings for select to authenticated
  using ((select private.has_permission('day-sheet.own'))
         and optometrist_id in (select s.id from public.staff s where s.user_id = (select auth.uid())));
create policy staff_shifts_own_insert on public.staff_shifts for insert to authenticated
  with check ((select private.has_permission('shifts.own'))
              and staff_id in (select s.id from public.staff s where s.user_id = (select auth.uid())));
create policy staff_shifts_own_update on public.staff_shifts for update to authenticated
  using ((select private.has_permission('shifts.own'))
         and staff_id in (select s.id from public.staff s where s.user_id = (select auth.uid())))
  with check ((select private.has_permission('shifts.own'))
              and staff_id in (select s.id from public.staff s where s.user_id = (select auth.uid())));
create policy staff_shifts_own_delete on public.staff_shifts for delete to authenticated
  using ((select private.has_permission('shifts.own'))
         and staff_id in (select s.id from public.staff s where s.user_id = (select auth.uid())));

-- Invitations: a one-time link (only its SHA-256 is kept) that lives 7 days.
create table private.staff_invitations (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(email) and length(email) between 3 and 254),
  role text not null check (role in ('admin', 'front_desk', 'optometrist', 'optician')),
  staff_id uuid references public.staff (id) on delete set null,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  used_at timestamptz
);
create index staff_invitations_staff_idx on private.staff_invitations (staff_id);
create index staff_invitations_invited_by_idx on private.staff_invitations (invited_by);
create index staff_invitations_email_idx on private.staff_invitations (email);
alter table private.staff_invitations enable row level security;
create policy staff_invitations_deny_all on private.staff_invitations for all to anon, authenticated using (false) with check (false);

-- The access log: who opened which patient's health information, when, from where, and
-- whether they were let. Append-only for everyone, the table's owner included; kept 10 years.
create table public.access_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  user_id uuid,
  actor_email text check (length(actor_email) <= 254),
  role text check (role in ('owner', 'front_desk', 'optometrist', 'optician', 'patient', 'guest')),
  kind text not null check (kind in ('prescription', 'prescription-file', 'exam-reference', 'upload-file',
                                     'birth-date', 'family', 'receipt', 'data-download')),
  subject_id text not null check (length(subject_id) between 1 and 200),
  patient_email text check (length(patient_email) <= 254),
  client_address text check (length(client_address) <= 64),
  allowed boolean not null,
  keep_until date not null default (current_date + interval '10 years')::date
);
create index access_log_at_idx on public.access_log (at desc, id desc);
create index access_log_patient_idx on public.access_log (lower(patient_email), at desc);
create index access_log_user_idx on public.access_log (user_id, at desc);
alter table public.access_log enable row level security;
-- Read by the Owner only. Rows are written by the server's named system operation
-- (lib/access-log) and nobody else: a row a person could write would be a forged look.
grant select on public.access_log to authenticated;
create policy access_log_owner_read on public.access_log for select to authenticated
  using ((select private.has_permission('staff')));

create function private.access_log_append_only() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception 'The access log is append-only.' using errcode = 'insufficient_privilege';
end;
$$;
create trigger access_log_append_only before update or delete on public.access_log
  for each row execute function private.access_log_append_only();
create trigger access_log_no_truncate before truncate on public.access_log
  for each statement execute function private.access_log_append_only();

-- "Who has looked at my information": the role (never the name), what and when, for the
-- caller's own confirmed address only.
create function private.own_access_log(max_rows integer default 50)
returns table (at timestamptz, role text, kind text, subject_id text)
language sql stable security definer set search_path = '' as $$
  select l.at, l.role, l.kind, l.subject_id from public.access_log l
  join auth.users u on u.id = (select auth.uid()) and u.email_confirmed_at is not null
  where lower(l.patient_email) = lower(u.email) and l.allowed
    and l.role in ('owner', 'front_desk', 'optometrist', 'optician')
  order by l.at desc, l.id desc
  limit least(greatest(max_rows, 1), 200);
$$;
revoke all on function private.own_access_log(integer) from public;
grant execute on function private.own_access_log(integer) to authenticated, service_role;

-- The analytics tabs by role: the Owner all; Front desk the phone calls and form
-- submissions; whoever handles orders or prescriptions the Orders tab (where orders are found).
create function private.analytics_table_allowed(table_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.has_permission('analytics')
    or (analytics_table_allowed.table_name in ('phone_calls', 'form_submissions') and private.has_permission('analytics.contact'))
    or (analytics_table_allowed.table_name = 'orders' and (private.has_permission('orders') or private.has_permission('prescriptions')));
$$;
revoke all on function private.analytics_table_allowed(text) from public;
grant execute on function private.analytics_table_allowed(text) to authenticated, service_role;

create or replace function private.analytics_counts() returns table (table_name text, n bigint)
language sql stable security definer set search_path = '' as $$
  select c.table_name, c.n from private.row_counts c where private.analytics_table_allowed(c.table_name);
$$;
create or replace function private.analytics_days(tab_table text, since date)
returns table (day text, n bigint, total numeric)
language sql stable security definer set search_path = '' as $$
  select to_char(d.day, 'YYYY-MM-DD'), d.n, d.total from private.daily_counts d
  where private.analytics_table_allowed(tab_table) and d.table_name = tab_table and d.day >= since and d.n > 0;
$$;

-- Issue 33's receipts trigger function was created without a fixed search_path (the advisor test
-- asks every function of ours for one).
alter function private.receipts_immutable() set search_path = '';
