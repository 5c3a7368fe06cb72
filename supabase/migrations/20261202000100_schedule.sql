-- The clinic's schedule as data the admins edit (issue 32): clinics and their exam rooms,
-- weekly hours, optometrists and opticians with their shifts, closures and special hours
-- (for a clinic, both clinics, or one person's time off), which public holidays a clinic opens
-- on, and the booking rules. Bookings name the optometrist who sees the patient, and the
-- database refuses two live appointments of one optometrist that overlap, as it does for rooms.
-- Anyone reads what the booking page and the clinic pages show; only admins write; the change
-- history is for admins only.

-- A clinic is one record: bookings and closures point here instead of naming the ids in a check.
create table public.clinics (
  id text primary key check (id ~ '^[a-z][a-z0-9-]{1,39}$'),
  rooms smallint not null default 1 check (rooms between 1 and 9),
  position smallint not null default 0,
  updated_at timestamptz not null default now(),
  updated_by text check (length(updated_by) <= 254)
);
-- The two clinics the site opened with (their page copy is in content/clinics.ts).
insert into public.clinics (id, rooms, position) values ('steeles', 2, 1), ('goreway', 1, 2);

alter table public.bookings drop constraint bookings_location_check;
alter table public.bookings add constraint bookings_location_fkey foreign key (location) references public.clinics (id);

-- Opening hours per clinic and weekday (0 = Sunday), in minutes after midnight; no row or
-- nulls mean closed.
create table public.clinic_hours (
  clinic_id text not null references public.clinics (id) on delete cascade,
  weekday smallint not null check (weekday between 0 and 6),
  opens smallint check (opens between 0 and 1439),
  closes smallint check (closes between 1 and 1440),
  primary key (clinic_id, weekday),
  check ((opens is null) = (closes is null)),
  check (closes > opens)
);
insert into public.clinic_hours (clinic_id, weekday, opens, closes)
select 'steeles', d, case when d = 0 then null else 540 end, case when d = 0 then null when d = 6 then 1020 else 1140 end
from generate_series(0, 6) d;
insert into public.clinic_hours (clinic_id, weekday, opens, closes)
select 'goreway', d, case when d = 0 then null else 660 end, case when d = 0 then null when d = 6 then 1020 else 1080 end
from generate_series(0, 6) d;

-- Optometrists and opticians. Languages are codes from content/staff-languages.ts; services
-- are the booking form's (content/schedule.ts). Opticians are never booked for exams.
create table public.staff (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 120),
  title text not null check (length(btrim(title)) between 1 and 160),
  role text not null default 'optometrist' check (role in ('optometrist', 'optician')),
  registration_number text not null default '' check (length(registration_number) <= 40),
  languages text[] not null default '{}' check (cardinality(languages) <= 20),
  services text[] not null default '{}' check (cardinality(services) <= 10),
  bio text not null default '' check (length(bio) <= 1000),
  active boolean not null default true,
  position smallint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by text check (length(updated_by) <= 254)
);

-- Weekly shifts: one or more blocks per person, clinic and weekday, optionally from and to a date.
create table public.staff_shifts (
  id uuid primary key default gen_random_uuid(),
  staff_id uuid not null references public.staff (id) on delete cascade,
  clinic_id text not null references public.clinics (id) on delete cascade,
  weekday smallint not null check (weekday between 0 and 6),
  starts smallint not null check (starts between 0 and 1439),
  ends smallint not null check (ends between 1 and 1440),
  first_date date,
  last_date date,
  created_at timestamptz not null default now(),
  updated_by text check (length(updated_by) <= 254),
  check (ends > starts),
  check (last_date is null or first_date is null or last_date >= first_date)
);
create index staff_shifts_staff_idx on public.staff_shifts (staff_id);
create index staff_shifts_clinic_idx on public.staff_shifts (clinic_id, weekday);

-- Closures and special hours over a date range: for one clinic, for every clinic (clinic_id
-- null), or one person's time off (staff_id set). opens/closes null: closed all day; set: the
-- special hours of those days.
create table public.closures (
  id uuid primary key default gen_random_uuid(),
  clinic_id text references public.clinics (id) on delete cascade,
  staff_id uuid references public.staff (id) on delete cascade,
  first_date date not null,
  last_date date not null,
  opens smallint check (opens between 0 and 1439),
  closes smallint check (closes between 1 and 1440),
  note text not null default '' check (length(note) <= 200),
  created_at timestamptz not null default now(),
  created_by text check (length(created_by) <= 254),
  check (last_date >= first_date and last_date - first_date <= 366),
  check ((opens is null) = (closes is null)),
  check (closes > opens)
);
create index closures_dates_idx on public.closures (last_date, first_date);
create index closures_clinic_idx on public.closures (clinic_id);
create index closures_staff_idx on public.closures (staff_id);

-- The old one-day closures become one-day ranges.
insert into public.closures (clinic_id, first_date, last_date, note, created_at)
select location, closed_on, closed_on, coalesce(reason, ''), created_at from public.clinic_closures;
drop table public.clinic_closures;

-- Statutory holidays are computed (content/schedule.ts) and closed by default; a row here
-- opens one clinic on one of them.
create table public.holiday_openings (
  clinic_id text not null references public.clinics (id) on delete cascade,
  holiday date not null,
  created_at timestamptz not null default now(),
  created_by text check (length(created_by) <= 254),
  primary key (clinic_id, holiday)
);

-- Booking rules: one row.
create table public.booking_rules (
  id boolean primary key default true check (id),
  lead_minutes smallint not null default 120 check (lead_minutes between 0 and 10080),
  horizon_days smallint not null default 60 check (horizon_days between 1 and 366),
  step_minutes smallint not null default 15 check (step_minutes in (5, 10, 15, 20, 30, 60)),
  updated_at timestamptz not null default now(),
  updated_by text check (length(updated_by) <= 254)
);
insert into public.booking_rules default values;

create table public.service_lengths (
  service text primary key check (service in (
    'Comprehensive Eye Exam', 'Contact Lens Fitting', 'Dry Eye Treatment', 'LASIK Consultation'
  )),
  minutes smallint not null check (minutes between 5 and 480),
  updated_at timestamptz not null default now(),
  updated_by text check (length(updated_by) <= 254)
);
insert into public.service_lengths (service, minutes) values
  ('Comprehensive Eye Exam', 60), ('Contact Lens Fitting', 60), ('Dry Eye Treatment', 45), ('LASIK Consultation', 120);

-- Who changed the schedule, what and when (admins only).
create table public.schedule_changes (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor text not null check (length(actor) <= 254),
  what text not null check (length(what) <= 80),
  detail jsonb not null default '{}'::jsonb
);
create index schedule_changes_at_idx on public.schedule_changes (at desc);

-- The clinic's starting team (fictitious names) and their rota: Steeles has two optometrists
-- on every open day (two rooms), Goreway one.
insert into public.staff (id, name, title, role, registration_number, languages, services, bio, position) values
  ('5b0a51b6-1d3e-4c6b-9f10-000000000001', 'Harleen Sandhu', 'Dr. Harleen Sandhu, OD', 'optometrist', 'OD-10432', '{en,pa,hi}',
   '{"Comprehensive Eye Exam","Contact Lens Fitting","Dry Eye Treatment","LASIK Consultation"}',
   'Founded Brightview in 2009. Special interests in ocular disease, glaucoma co-management and multilingual family care; sees patients at both clinics.', 1),
  ('5b0a51b6-1d3e-4c6b-9f10-000000000002', 'Amira Qureshi', 'Dr. Amira Qureshi, OD', 'optometrist', 'OD-11587', '{en,ur,hi}',
   '{"Comprehensive Eye Exam","Contact Lens Fitting","Dry Eye Treatment"}',
   'Dry eye and specialty contact lenses, including scleral lenses, and first eye exams for children.', 2),
  ('5b0a51b6-1d3e-4c6b-9f10-000000000003', 'Marcus Bell', 'Dr. Marcus Bell, OD', 'optometrist', 'OD-12290', '{en,es}',
   '{"Comprehensive Eye Exam","Contact Lens Fitting","Dry Eye Treatment","LASIK Consultation"}',
   'Leads the contact lens, dry eye and myopia control programs, and co-manages LASIK.', 3),
  ('5b0a51b6-1d3e-4c6b-9f10-000000000004', 'Priya Nair', 'Priya Nair, RO', 'optician', 'RO-20981', '{en}',
   '{}', 'Licensed optician: fits progressives and specialty lenses and runs the frame styling appointments.', 4);

insert into public.staff_shifts (staff_id, clinic_id, weekday, starts, ends)
select s.staff_id::uuid, s.clinic_id, s.weekday, h.opens, h.closes
from (values
  ('5b0a51b6-1d3e-4c6b-9f10-000000000001', 'steeles', 1), ('5b0a51b6-1d3e-4c6b-9f10-000000000001', 'goreway', 2),
  ('5b0a51b6-1d3e-4c6b-9f10-000000000001', 'steeles', 3), ('5b0a51b6-1d3e-4c6b-9f10-000000000001', 'goreway', 4),
  ('5b0a51b6-1d3e-4c6b-9f10-000000000001', 'steeles', 5), ('5b0a51b6-1d3e-4c6b-9f10-000000000001', 'goreway', 6),
  ('5b0a51b6-1d3e-4c6b-9f10-000000000002', 'goreway', 1), ('5b0a51b6-1d3e-4c6b-9f10-000000000002', 'steeles', 2),
  ('5b0a51b6-1d3e-4c6b-9f10-000000000002', 'goreway', 3), ('5b0a51b6-1d3e-4c6b-9f10-000000000002', 'steeles', 4),
  ('5b0a51b6-1d3e-4c6b-9f10-000000000002', 'goreway', 5), ('5b0a51b6-1d3e-4c6b-9f10-000000000002', 'steeles', 6),
  ('5b0a51b6-1d3e-4c6b-9f10-000000000003', 'steeles', 1), ('5b0a51b6-1d3e-4c6b-9f10-000000000003', 'steeles', 2),
  ('5b0a51b6-1d3e-4c6b-9f10-000000000003', 'steeles', 3), ('5b0a51b6-1d3e-4c6b-9f10-000000000003', 'steeles', 4),
  ('5b0a51b6-1d3e-4c6b-9f10-000000000003', 'steeles', 5), ('5b0a51b6-1d3e-4c6b-9f10-000000000003', 'steeles', 6)
) as s (staff_id, clinic_id, weekday)
join public.clinic_hours h on h.clinic_id = s.clinic_id and h.weekday = s.weekday;

-- Bookings name their optometrist; one optometrist sees one patient at a time.
alter table public.bookings
  add column optometrist_id uuid references public.staff (id) on delete set null,
  -- Whether the patient chose this optometrist (a move keeps them) or the site assigned one.
  add column optometrist_chosen boolean not null default false,
  add constraint bookings_one_per_optometrist exclude using gist (
    optometrist_id with =, tstzrange(starts_at, ends_at, '[)') with &&
  ) where (starts_at is not null and status <> 'cancelled' and optometrist_id is not null);
create index bookings_optometrist_idx on public.bookings (optometrist_id, starts_at) where optometrist_id is not null;

-- Existing bookings keep their time and get an optometrist who was on shift then, free, and
-- performs the service (fewest that day first); one left without stays unassigned.
do $$
declare
  b record;
  pick uuid;
begin
  for b in
    select id, location, service_type, starts_at, ends_at from public.bookings
    where starts_at is not null and status <> 'cancelled' order by starts_at, id
  loop
    select s.id into pick
    from public.staff s
    join public.staff_shifts sh on sh.staff_id = s.id
    where s.role = 'optometrist' and s.active and b.service_type = any (s.services)
      and sh.clinic_id = b.location
      and sh.weekday = extract(dow from (b.starts_at at time zone 'America/Toronto'))
      and sh.starts <= extract(hour from (b.starts_at at time zone 'America/Toronto')) * 60 + extract(minute from (b.starts_at at time zone 'America/Toronto'))
      and sh.ends >= extract(hour from (b.ends_at at time zone 'America/Toronto')) * 60 + extract(minute from (b.ends_at at time zone 'America/Toronto'))
      and not exists (
        select 1 from public.bookings o
        where o.optometrist_id = s.id and o.status <> 'cancelled' and o.starts_at < b.ends_at and o.ends_at > b.starts_at
      )
    order by (select count(*) from public.bookings o where o.optometrist_id = s.id
              and (o.starts_at at time zone 'America/Toronto')::date = (b.starts_at at time zone 'America/Toronto')::date), s.position, s.id
    limit 1;
    if pick is not null then
      update public.bookings set optometrist_id = pick where id = b.id;
    end if;
  end loop;
end $$;

-- Read by anyone (the booking page and clinic pages show them); written by admins only.
alter table public.clinics enable row level security;
alter table public.clinic_hours enable row level security;
alter table public.staff enable row level security;
alter table public.staff_shifts enable row level security;
alter table public.closures enable row level security;
alter table public.holiday_openings enable row level security;
alter table public.booking_rules enable row level security;
alter table public.service_lengths enable row level security;
alter table public.schedule_changes enable row level security;

grant select on public.clinics, public.clinic_hours, public.staff_shifts, public.closures, public.holiday_openings,
  public.booking_rules, public.service_lengths to anon, authenticated;
grant insert, update, delete on public.clinics, public.clinic_hours, public.staff, public.staff_shifts, public.closures,
  public.holiday_openings, public.booking_rules, public.service_lengths to authenticated;
-- Staff: the public fields only for visitors (registration numbers are public in Ontario's
-- registers); the audit columns are for admins.
grant select (id, name, title, role, registration_number, languages, services, bio, active, position) on public.staff to anon;
grant select on public.staff to authenticated;
grant select, insert on public.schedule_changes to authenticated;

create policy clinics_read on public.clinics for select to anon, authenticated using (true);
create policy clinic_hours_read on public.clinic_hours for select to anon, authenticated using (true);
create policy staff_read on public.staff for select to anon, authenticated using (true);
create policy staff_shifts_read on public.staff_shifts for select to anon, authenticated using (true);
create policy closures_read on public.closures for select to anon, authenticated using (true);
create policy holiday_openings_read on public.holiday_openings for select to anon, authenticated using (true);
create policy booking_rules_read on public.booking_rules for select to anon, authenticated using (true);
create policy service_lengths_read on public.service_lengths for select to anon, authenticated using (true);
create policy schedule_changes_admin_read on public.schedule_changes for select to authenticated using ((select private.is_admin()));
create policy schedule_changes_admin_insert on public.schedule_changes for insert to authenticated with check ((select private.is_admin()));

do $$
declare
  t text;
begin
  foreach t in array array['clinics', 'clinic_hours', 'staff', 'staff_shifts', 'closures', 'holiday_openings', 'booking_rules', 'service_lengths'] loop
    execute format('create policy %1$s_admin_insert on public.%1$s for insert to authenticated with check ((select private.is_admin()))', t);
    execute format('create policy %1$s_admin_update on public.%1$s for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()))', t);
    execute format('create policy %1$s_admin_delete on public.%1$s for delete to authenticated using ((select private.is_admin()))', t);
  end loop;
end $$;

-- Busy intervals now say whose time they take (still never who the patient is).
drop function private.busy_times(timestamptz, timestamptz);
create function private.busy_times(p_from timestamptz, p_to timestamptz)
returns table (location text, room smallint, starts_at timestamptz, ends_at timestamptz, optometrist_id uuid)
language sql stable security definer set search_path = '' as $$
  select b.location, b.room, b.starts_at, b.ends_at, b.optometrist_id
  from public.bookings b
  where b.starts_at is not null and b.status <> 'cancelled' and b.starts_at < p_to and b.ends_at > p_from
$$;
revoke all on function private.busy_times(timestamptz, timestamptz) from public;
grant execute on function private.busy_times(timestamptz, timestamptz) to anon, authenticated, service_role;

-- take_appointment: the same, with the optometrist. A clash on the optometrist is final
-- (null: the time is taken); a clash on a room tries the next room.
create or replace function private.take_appointment(p jsonb, p_rooms integer)
returns smallint
language plpgsql security definer set search_path = '' as $$
declare
  r smallint;
  c text;
begin
  if (p->>'starts_at')::timestamptz < now() then
    raise exception 'appointment in the past' using errcode = '22023';
  end if;
  -- Two exclusion constraints (room, optometrist) checked by concurrent inserts can wait on each
  -- other; bookings at one clinic take its lock first (then the optometrist's), so they queue
  -- instead of deadlocking. Held to the end of the booking's transaction.
  perform pg_advisory_xact_lock(hashtextextended('booking-clinic:' || (p->>'location'), 0));
  perform pg_advisory_xact_lock(hashtextextended('booking-optometrist:' || coalesce(p->>'optometrist_id', ''), 0));
  for r in 1 .. least(p_rooms, 9) loop
    begin
      insert into public.bookings (
        id, group_id, first_name, last_name, email, phone, date_of_birth, preferred_date, service_type,
        location, notes, starts_at, ends_at, room, manage_token_hash, language, optometrist_id, optometrist_chosen
      ) values (
        (p->>'id')::uuid, (p->>'group_id')::uuid, p->>'first_name', p->>'last_name', lower(p->>'email'), p->>'phone',
        (p->>'date_of_birth')::date, (p->>'preferred_date')::date, p->>'service_type', p->>'location', nullif(p->>'notes', ''),
        (p->>'starts_at')::timestamptz, (p->>'ends_at')::timestamptz, r, p->>'manage_token_hash', coalesce(p->>'language', 'en'),
        (p->>'optometrist_id')::uuid, coalesce((p->>'optometrist_chosen')::boolean, false)
      );
      return r;
    exception when exclusion_violation then
      get stacked diagnostics c = constraint_name;
      if c = 'bookings_one_per_optometrist' then
        return null;
      end if;
    end;
  end loop;
  return null;
end $$;

-- move_appointment gains the optometrist who sees the patient at the new time.
create function private.move_appointment(p_token_hash text, p_id uuid, p_starts timestamptz, p_ends timestamptz, p_rooms integer, p_optometrist uuid)
returns smallint
language plpgsql security definer set search_path = '' as $$
declare
  r smallint;
  c text;
  g uuid := private.token_group(p_token_hash);
begin
  if p_starts < now() then
    raise exception 'appointment in the past' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('booking-clinic:' || (select b.location from public.bookings b where b.id = p_id), 0));
  perform pg_advisory_xact_lock(hashtextextended('booking-optometrist:' || coalesce(p_optometrist::text, ''), 0));
  for r in 1 .. least(p_rooms, 9) loop
    begin
      update public.bookings
      set starts_at = p_starts, ends_at = p_ends, room = r, slot_set_at = now(), optometrist_id = p_optometrist,
          preferred_date = (p_starts at time zone 'America/Toronto')::date
      where group_id = g and id = p_id and status <> 'cancelled' and starts_at > now();
      if not found then
        return 0;
      end if;
      return r;
    exception when exclusion_violation then
      get stacked diagnostics c = constraint_name;
      if c = 'bookings_one_per_optometrist' then
        return null;
      end if;
    end;
  end loop;
  return null;
end $$;
revoke all on function private.move_appointment(text, uuid, timestamptz, timestamptz, integer, uuid) from public;
grant execute on function private.move_appointment(text, uuid, timestamptz, timestamptz, integer, uuid) to anon, authenticated, service_role;

-- Who sees each appointment behind a manage link (and whether the patient chose them).
create function private.group_optometrists(p_token_hash text)
returns table (id uuid, optometrist_id uuid, optometrist_chosen boolean, optometrist_title text)
language sql stable security definer set search_path = '' as $$
  select b.id, b.optometrist_id, b.optometrist_chosen, s.title
  from public.bookings b left join public.staff s on s.id = b.optometrist_id
  where b.group_id = private.token_group(p_token_hash) and b.starts_at is not null
$$;
revoke all on function private.group_optometrists(text) from public;
grant execute on function private.group_optometrists(text) to anon, authenticated, service_role;
drop function private.move_appointment(text, uuid, timestamptz, timestamptz, integer);

-- Who sees each of the signed-in patient's own appointments.
create function private.own_booking_optometrists()
returns table (id uuid, optometrist_title text)
language sql stable security definer set search_path = '' as $$
  select o.id, s.title from private.own_bookings() o join public.bookings b on b.id = o.id join public.staff s on s.id = b.optometrist_id
$$;
revoke all on function private.own_booking_optometrists() from public;
grant execute on function private.own_booking_optometrists() to authenticated, service_role;
