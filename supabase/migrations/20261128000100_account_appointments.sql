-- A patient's appointments in their account, reminders before each visit, and more than one
-- manage link per visit.
--
-- Bookings carry an address, not an account: the account sees the ones booked with its
-- confirmed address, read inside these functions from auth.users by auth.uid(), never from a
-- value the browser sends.

-- Reminders: per visit (group) the patient can turn them off; slot_set_at is when the current
-- time was chosen (booked or moved), which decides whether a 7-day reminder applies.
alter table public.bookings
  add column reminders boolean not null default true,
  add column slot_set_at timestamptz not null default now();
update public.bookings set slot_set_at = created_at;

-- Manage links beyond the one in the confirmation: every reminder and every change made from
-- the account mails a fresh link (the first link's token was never stored, only its hash).
create table private.manage_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  group_id uuid not null,
  created_at timestamptz not null default now()
);
create index manage_links_group_idx on private.manage_links (group_id, created_at);
alter table private.manage_links enable row level security;
revoke all on private.manage_links from anon, authenticated;
create policy manage_links_deny_all on private.manage_links as restrictive for all to anon, authenticated using (false) with check (false);

-- One row per reminder sent: the primary key makes "once per appointment, kind and time" hold
-- when two servers or two cron runs overlap (the second insert waits, then does nothing). A
-- moved appointment has a new starts_at, so its new time gets its own reminders.
create table private.appointment_reminders (
  booking_id uuid not null references public.bookings (id) on delete cascade,
  kind text not null check (kind in ('day', 'week')),
  starts_at timestamptz not null,
  sent_at timestamptz not null default now(),
  primary key (booking_id, kind, starts_at)
);
alter table private.appointment_reminders enable row level security;
revoke all on private.appointment_reminders from anon, authenticated;
create policy appointment_reminders_deny_all on private.appointment_reminders as restrictive for all to anon, authenticated using (false) with check (false);

-- The visit a manage token opens: its group, by the confirmation's hash or a later link's.
create function private.token_group(p_token_hash text)
returns uuid
language sql stable security definer set search_path = '' as $$
  select coalesce(
    (select b.group_id from public.bookings b where b.manage_token_hash = p_token_hash limit 1),
    (select l.group_id from private.manage_links l where l.token_hash = p_token_hash)
  )
$$;

create or replace function private.booking_group(p_token_hash text)
returns table (
  id uuid, group_id uuid, first_name text, last_name text, email text, phone text, service_type text,
  location text, starts_at timestamptz, ends_at timestamptz, room smallint, status text
)
language sql stable security definer set search_path = '' as $$
  select b.id, b.group_id, b.first_name, b.last_name, b.email, b.phone, b.service_type, b.location,
         b.starts_at, b.ends_at, b.room, b.status
  from public.bookings b
  where b.group_id = private.token_group(p_token_hash) and b.starts_at is not null
  order by b.starts_at, b.id
$$;

create or replace function private.cancel_appointment(p_token_hash text, p_id uuid)
returns boolean
language sql security definer set search_path = '' as $$
  with done as (
    update public.bookings set status = 'cancelled', cancelled_at = now()
    where group_id = private.token_group(p_token_hash) and id = p_id and status <> 'cancelled' and starts_at > now()
    returning 1
  )
  select exists (select 1 from done)
$$;

create or replace function private.move_appointment(p_token_hash text, p_id uuid, p_starts timestamptz, p_ends timestamptz, p_rooms integer)
returns smallint
language plpgsql security definer set search_path = '' as $$
declare
  r smallint;
  g uuid := private.token_group(p_token_hash);
begin
  if p_starts < now() then
    raise exception 'appointment in the past' using errcode = '22023';
  end if;
  for r in 1 .. least(p_rooms, 9) loop
    begin
      update public.bookings
      set starts_at = p_starts, ends_at = p_ends, room = r, slot_set_at = now(),
          preferred_date = (p_starts at time zone 'America/Toronto')::date
      where group_id = g and id = p_id and status <> 'cancelled' and starts_at > now();
      if not found then
        return 0;
      end if;
      return r;
    exception when exclusion_violation then
      null;
    end;
  end loop;
  return null;
end $$;

-- Whether the visit behind a manage link sends reminders. Returns the new setting, or null for
-- a token that opens nothing.
create function private.set_reminders(p_token_hash text, p_on boolean)
returns boolean
language sql security definer set search_path = '' as $$
  with done as (
    update public.bookings set reminders = p_on
    where group_id = private.token_group(p_token_hash)
    returning reminders
  )
  select bool_and(reminders) from done
$$;

-- Whether the visit behind a manage link sends reminders (null: the token opens nothing).
create function private.group_reminders(p_token_hash text)
returns boolean
language sql stable security definer set search_path = '' as $$
  select bool_and(b.reminders) from public.bookings b where b.group_id = private.token_group(p_token_hash)
$$;

-- The bookings under the signed-in user's confirmed address (none while unconfirmed).
create function private.own_bookings()
returns table (
  id uuid, group_id uuid, first_name text, last_name text, service_type text, location text,
  starts_at timestamptz, ends_at timestamptz, status text, reminders boolean, created_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  select b.id, b.group_id, b.first_name, b.last_name, b.service_type, b.location,
         b.starts_at, b.ends_at, b.status, b.reminders, b.created_at
  from auth.users u
  join public.bookings b on lower(b.email) = lower(u.email)
  where u.id = (select auth.uid()) and u.email_confirmed_at is not null and b.starts_at is not null
$$;

-- The frames held for the user's own visits.
create function private.own_booking_frames()
returns table (group_id uuid, seq smallint, product_id uuid, product_name text, brand_name text)
language sql stable security definer set search_path = '' as $$
  select f.group_id, f.position, f.product_id, f.product_name, f.brand_name
  from public.booking_frames f
  where f.group_id in (select o.group_id from private.own_bookings() o)
$$;

-- A fresh manage link for one of the user's own visits, so the account changes it through the
-- manage link's own rules and e-mails. At most 30 an hour per visit: the table cannot be filled.
create function private.own_manage_link(p_booking uuid, p_token_hash text)
returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  g uuid;
begin
  select o.group_id into g from private.own_bookings() o where o.id = p_booking;
  if g is null then
    return false;
  end if;
  if (select count(*) from private.manage_links l where l.group_id = g and l.created_at > now() - interval '1 hour') >= 30 then
    return false;
  end if;
  insert into private.manage_links (token_hash, group_id) values (p_token_hash, g);
  return true;
end $$;

-- Reminders on or off for one of the user's own visits; null when it is not theirs.
create function private.set_own_reminders(p_booking uuid, p_on boolean)
returns boolean
language sql security definer set search_path = '' as $$
  with done as (
    update public.bookings set reminders = p_on
    where group_id = (select o.group_id from private.own_bookings() o where o.id = p_booking)
    returning reminders
  )
  select bool_and(reminders) from done
$$;

-- Claims the reminders due at p_now and returns what each e-mail needs. Claiming inserts the
-- reminder's row in the caller's transaction, which also queues the e-mail: both or neither.
-- The day reminder is due within 24 hours of a live appointment; the week reminder within 7
-- days but more than 24 hours ahead, and only when the time was chosen more than 7 days ahead.
create function private.claim_due_reminders(p_now timestamptz, p_limit integer)
returns table (
  booking_id uuid, kind text, group_id uuid, first_name text, last_name text, email text,
  service_type text, location text, starts_at timestamptz, ends_at timestamptz
)
language sql security definer set search_path = '' as $$
  with due as (
    select b.id, k.kind, b.starts_at
    from public.bookings b
    cross join (values ('day'), ('week')) as k (kind)
    where b.starts_at is not null and b.status <> 'cancelled' and b.reminders and b.starts_at > p_now
      and case k.kind
        when 'day' then b.starts_at <= p_now + interval '24 hours'
        else b.starts_at > p_now + interval '24 hours' and b.starts_at <= p_now + interval '7 days'
             and b.slot_set_at <= b.starts_at - interval '7 days'
      end
      and not exists (
        select 1 from private.appointment_reminders r
        where r.booking_id = b.id and r.kind = k.kind and r.starts_at = b.starts_at
      )
    order by b.starts_at
    limit least(greatest(p_limit, 1), 500)
  ),
  claimed as (
    insert into private.appointment_reminders (booking_id, kind, starts_at)
    select id, kind, starts_at from due
    on conflict do nothing
    returning booking_id, kind
  )
  select b.id, c.kind, b.group_id, b.first_name, b.last_name, b.email, b.service_type, b.location, b.starts_at, b.ends_at
  from claimed c join public.bookings b on b.id = c.booking_id
  order by b.group_id, b.starts_at
$$;

create index bookings_reminders_due_idx on public.bookings (starts_at) where starts_at is not null and status <> 'cancelled' and reminders;

revoke all on function private.token_group(text) from public;
revoke all on function private.set_reminders(text, boolean) from public;
revoke all on function private.group_reminders(text) from public;
revoke all on function private.own_bookings() from public;
revoke all on function private.own_booking_frames() from public;
revoke all on function private.own_manage_link(uuid, text) from public;
revoke all on function private.set_own_reminders(uuid, boolean) from public;
revoke all on function private.claim_due_reminders(timestamptz, integer) from public;
grant execute on function private.token_group(text) to anon, authenticated, service_role;
grant execute on function private.set_reminders(text, boolean) to anon, authenticated, service_role;
grant execute on function private.group_reminders(text) to anon, authenticated, service_role;
grant execute on function private.own_bookings() to authenticated, service_role;
grant execute on function private.own_booking_frames() to authenticated, service_role;
grant execute on function private.own_manage_link(uuid, text) to authenticated, service_role;
grant execute on function private.set_own_reminders(uuid, boolean) to authenticated, service_role;
-- Only the server's own job (system) sends reminders.
grant execute on function private.claim_due_reminders(timestamptz, integer) to service_role;
