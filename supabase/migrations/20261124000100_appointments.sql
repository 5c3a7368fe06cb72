-- Exam bookings at real times. A booking row is one person's appointment in one exam room;
-- a family request shares a group_id. The database itself refuses two live appointments
-- that overlap in one room of one clinic, so concurrent bookings cannot double-book.

create extension if not exists btree_gist with schema extensions;

alter table public.bookings
  add column group_id uuid,
  add column starts_at timestamptz,
  add column ends_at timestamptz,
  add column room smallint,
  add column date_of_birth date,
  add column manage_token_hash text check (manage_token_hash ~ '^[0-9a-f]{64}$'),
  add column cancelled_at timestamptz,
  -- Requests from before real times (a day only) keep all three empty.
  add constraint bookings_slot_shape check (
    (starts_at is null and ends_at is null and room is null)
    or (starts_at is not null and ends_at > starts_at and ends_at - starts_at <= interval '10 hours' and room between 1 and 9)
  ),
  add constraint bookings_birth_date check (date_of_birth is null or date_of_birth between date '1900-01-01' and preferred_date),
  add constraint bookings_one_per_room exclude using gist (
    location with =, room with =, tstzrange(starts_at, ends_at, '[)') with &&
  ) where (starts_at is not null and status <> 'cancelled');

update public.bookings set group_id = id where group_id is null;
alter table public.bookings alter column group_id set not null, alter column group_id set default gen_random_uuid();

create index bookings_group_idx on public.bookings (group_id);
create index bookings_manage_token_idx on public.bookings (manage_token_hash) where manage_token_hash is not null;
create index bookings_upcoming_idx on public.bookings (starts_at, location) where starts_at is not null and status <> 'cancelled';

-- Visitors no longer write bookings directly (the API would let them pick any room or
-- time); the server books through private.take_appointment after checking the schedule.
drop policy bookings_insert on public.bookings;
revoke insert on public.bookings from anon, authenticated;

-- Frames a patient asked to have ready at the visit: a snapshot of name and brand, and the
-- product while it exists (deleted → null, shown as unavailable).
create table public.booking_frames (
  group_id uuid not null,
  position smallint not null check (position between 1 and 4),
  product_id uuid references public.products (id) on delete set null,
  product_name text not null check (length(btrim(product_name)) between 1 and 200),
  brand_name text check (length(brand_name) <= 120),
  primary key (group_id, position)
);
create index booking_frames_product_idx on public.booking_frames (product_id);
alter table public.booking_frames enable row level security;
grant select on public.booking_frames to authenticated;
create policy booking_frames_admin_read on public.booking_frames for select to authenticated
  using ((select private.is_admin()));

-- Days a clinic closes beyond its weekly hours and the statutory holidays (set by an admin).
create table public.clinic_closures (
  location text not null check (location in ('steeles', 'goreway')),
  closed_on date not null,
  reason text check (length(reason) <= 200),
  created_at timestamptz not null default now(),
  primary key (location, closed_on)
);
alter table public.clinic_closures enable row level security;
grant select on public.clinic_closures to anon, authenticated;
grant insert, update, delete on public.clinic_closures to authenticated;
-- When a clinic is closed is public information, like its opening hours.
create policy clinic_closures_read on public.clinic_closures for select to anon, authenticated using (true);
create policy clinic_closures_admin_insert on public.clinic_closures for insert to authenticated
  with check ((select private.is_admin()));
create policy clinic_closures_admin_update on public.clinic_closures for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy clinic_closures_admin_delete on public.clinic_closures for delete to authenticated
  using ((select private.is_admin()));

-- Busy intervals for the schedule: when and which room, never who.
create function private.busy_times(p_from timestamptz, p_to timestamptz)
returns table (location text, room smallint, starts_at timestamptz, ends_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select b.location, b.room, b.starts_at, b.ends_at
  from public.bookings b
  where b.starts_at is not null and b.status <> 'cancelled' and b.starts_at < p_to and b.ends_at > p_from
$$;

-- Books one person into the first exam room free for the whole interval; null when every
-- room is taken. The exclusion constraint decides, so two requests racing for the last
-- room cannot both win.
create function private.take_appointment(p jsonb, p_rooms integer)
returns smallint
language plpgsql security definer set search_path = '' as $$
declare
  r smallint;
begin
  if (p->>'starts_at')::timestamptz < now() then
    raise exception 'appointment in the past' using errcode = '22023';
  end if;
  for r in 1 .. least(p_rooms, 9) loop
    begin
      insert into public.bookings (
        id, group_id, first_name, last_name, email, phone, date_of_birth, preferred_date, service_type,
        location, notes, starts_at, ends_at, room, manage_token_hash
      ) values (
        (p->>'id')::uuid, (p->>'group_id')::uuid, p->>'first_name', p->>'last_name', lower(p->>'email'), p->>'phone',
        (p->>'date_of_birth')::date, (p->>'preferred_date')::date, p->>'service_type', p->>'location', nullif(p->>'notes', ''),
        (p->>'starts_at')::timestamptz, (p->>'ends_at')::timestamptz, r, p->>'manage_token_hash'
      );
      return r;
    exception when exclusion_violation then
      null; -- this room is taken then; try the next
    end;
  end loop;
  return null;
end $$;

-- The frames to have ready: up to four existing products, in the patient's order.
create function private.hold_frames(p_group uuid, p_products uuid[])
returns table (product_name text, brand_name text)
language sql security definer set search_path = '' as $$
  insert into public.booking_frames (group_id, position, product_id, product_name, brand_name)
  select p_group, row_number() over (order by u.ord), pr.id, pr.name, br.name
  from unnest(p_products[1:4]) with ordinality as u(id, ord)
  join public.products pr on pr.id = u.id
  left join public.brands br on br.id = pr.brand_id
  returning product_name, brand_name
$$;

-- What a manage link may see and do: only the rows carrying its token's hash.
create function private.booking_group(p_token_hash text)
returns table (
  id uuid, group_id uuid, first_name text, last_name text, email text, phone text, service_type text,
  location text, starts_at timestamptz, ends_at timestamptz, room smallint, status text
)
language sql stable security definer set search_path = '' as $$
  select b.id, b.group_id, b.first_name, b.last_name, b.email, b.phone, b.service_type, b.location,
         b.starts_at, b.ends_at, b.room, b.status
  from public.bookings b
  where b.manage_token_hash = p_token_hash and b.starts_at is not null
  order by b.starts_at, b.id
$$;

create function private.cancel_appointment(p_token_hash text, p_id uuid)
returns boolean
language sql security definer set search_path = '' as $$
  with done as (
    update public.bookings set status = 'cancelled', cancelled_at = now()
    where manage_token_hash = p_token_hash and id = p_id and status <> 'cancelled' and starts_at > now()
    returning 1
  )
  select exists (select 1 from done)
$$;

-- Moves one appointment in one statement: the old time is released only if the new one is
-- taken (the row keeps its old values when every room is busy then).
create function private.move_appointment(p_token_hash text, p_id uuid, p_starts timestamptz, p_ends timestamptz, p_rooms integer)
returns smallint
language plpgsql security definer set search_path = '' as $$
declare
  r smallint;
begin
  if p_starts < now() then
    raise exception 'appointment in the past' using errcode = '22023';
  end if;
  for r in 1 .. least(p_rooms, 9) loop
    begin
      update public.bookings
      set starts_at = p_starts, ends_at = p_ends, room = r,
          preferred_date = (p_starts at time zone 'America/Toronto')::date
      where manage_token_hash = p_token_hash and id = p_id and status <> 'cancelled' and starts_at > now();
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

revoke all on function private.busy_times(timestamptz, timestamptz) from public;
revoke all on function private.take_appointment(jsonb, integer) from public;
revoke all on function private.hold_frames(uuid, uuid[]) from public;
revoke all on function private.booking_group(text) from public;
revoke all on function private.cancel_appointment(text, uuid) from public;
revoke all on function private.move_appointment(text, uuid, timestamptz, timestamptz, integer) from public;
-- The schema is not exposed by the Supabase API: only the app's server reaches these.
grant execute on function private.busy_times(timestamptz, timestamptz) to anon, authenticated, service_role;
grant execute on function private.take_appointment(jsonb, integer) to anon, authenticated, service_role;
grant execute on function private.hold_frames(uuid, uuid[]) to anon, authenticated, service_role;
grant execute on function private.booking_group(text) to anon, authenticated, service_role;
grant execute on function private.cancel_appointment(text, uuid) to anon, authenticated, service_role;
grant execute on function private.move_appointment(text, uuid, timestamptz, timestamptz, integer) to anon, authenticated, service_role;
