-- Issue 44, the waitlist (second part): freed times are noticed by the database itself, offered to
-- matching entries in batches, and taken through the booking path. docs/waitlist.md tells the rules.

-- The Owner's "Waitlist" rules: how many are asked at once, and how long each batch holds the time.
alter table public.booking_rules
  add column waitlist_batch smallint not null default 3 check (waitlist_batch between 1 and 20),
  add column waitlist_hold_minutes smallint not null default 15 check (waitlist_hold_minutes between 1 and 240);

-- "Offer me an earlier time": the entry names the booking it would move. Such an entry ends when the
-- booking is moved to an offered time, or when the booking is cancelled.
alter table public.waitlist_entries add column booking_id uuid references public.bookings (id) on delete cascade;
create index waitlist_booking_idx on public.waitlist_entries (booking_id);
-- One live "earlier time" entry per booking.
create unique index waitlist_booking_live_idx on public.waitlist_entries (booking_id) where ended_at is null and booking_id is not null;

-- Windows in which times may have come free; the sender turns them into offers and marks them done.
-- clinic_id null: every clinic (one person's time off ended, which may free them anywhere).
create table private.waitlist_freed (
  id bigint generated always as identity primary key,
  clinic_id text,
  from_at timestamptz not null,
  to_at timestamptz not null,
  reason text not null check (reason in ('cancelled', 'moved', 'shift', 'closure', 'room', 'hours', 'holiday')),
  created_at timestamptz not null default now(),
  done_at timestamptz
);
create index waitlist_freed_pending_idx on private.waitlist_freed (id) where done_at is null;
alter table private.waitlist_freed enable row level security;

create function private.note_freed(p_clinic text, p_from timestamptz, p_to timestamptz, p_reason text) returns void
language sql security definer set search_path = '' as $$
  insert into private.waitlist_freed (clinic_id, from_at, to_at, reason)
  select p_clinic, greatest(p_from, now()), p_to, p_reason where p_to > now() and p_to > p_from;
$$;
revoke all on function private.note_freed(text, timestamptz, timestamptz, text) from public;

-- A day in the clinics' zone, as the instants it spans.
create function private.zoned_day_start(p_day date) returns timestamptz
language sql immutable set search_path = '' as $$ select (p_day::timestamp) at time zone 'America/Toronto' $$;

-- A live appointment cancelled, moved or deleted frees the interval it held.
create function private.bookings_freed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.starts_at is null or old.status = 'cancelled' then return null; end if;
  if tg_op = 'DELETE' then
    perform private.note_freed(old.location, old.starts_at, old.ends_at, 'cancelled');
  elsif new.status = 'cancelled' then
    perform private.note_freed(old.location, old.starts_at, old.ends_at, 'cancelled');
    -- Its "earlier time" entry has nothing left to move.
    update public.waitlist_entries set ended_at = now(), end_reason = 'left' where booking_id = old.id and ended_at is null;
  elsif new.starts_at is distinct from old.starts_at or new.ends_at is distinct from old.ends_at
     or new.location is distinct from old.location or new.optometrist_id is distinct from old.optometrist_id then
    perform private.note_freed(old.location, old.starts_at, old.ends_at, 'moved');
  end if;
  return null;
end;
$$;
create trigger bookings_waitlist_freed after update of status, starts_at, ends_at, location, optometrist_id or delete on public.bookings
  for each row execute function private.bookings_freed();

-- "An entry ends when the patient books": a booking for the same person (address and name) and
-- service ends their waiting entries, however it was made (the form, an offer, the front desk).
create function private.booking_ends_waiting() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.waitlist_entries set ended_at = now(), end_reason = 'booked'
  where ended_at is null and booking_id is null and email = lower(new.email) and service_type = new.service_type
    and lower(first_name) = lower(new.first_name) and lower(last_name) = lower(new.last_name);
  return null;
end;
$$;
create trigger bookings_end_waiting after insert on public.bookings for each row when (new.starts_at is not null)
  execute function private.booking_ends_waiting();

-- A shift added or lengthened, hours widened or a room added may free any day of the booking window.
create function private.schedule_freed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  horizon interval := make_interval(days => coalesce((select horizon_days from public.booking_rules), 60) + 1);
begin
  if tg_table_name = 'staff_shifts' then
    perform private.note_freed(new.clinic_id, now(), now() + horizon, 'shift');
  elsif tg_table_name = 'clinic_hours' then
    perform private.note_freed(new.clinic_id, now(), now() + horizon, 'hours');
  elsif tg_table_name = 'clinics' then
    if new.rooms > old.rooms then perform private.note_freed(new.id, now(), now() + horizon, 'room'); end if;
  elsif tg_table_name = 'holiday_openings' then
    perform private.note_freed(new.clinic_id, private.zoned_day_start(new.holiday), private.zoned_day_start(new.holiday + 1), 'holiday');
  end if;
  return null;
end;
$$;
create trigger staff_shifts_waitlist_freed after insert or update on public.staff_shifts for each row execute function private.schedule_freed();
create trigger clinic_hours_waitlist_freed after insert or update on public.clinic_hours for each row execute function private.schedule_freed();
create trigger clinics_waitlist_freed after update of rooms on public.clinics for each row execute function private.schedule_freed();
create trigger holiday_openings_waitlist_freed after insert on public.holiday_openings for each row execute function private.schedule_freed();

-- A closure (or special hours, or time off) removed or shortened frees the days it covered.
create function private.closures_freed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.note_freed(case when old.staff_id is null then old.clinic_id end,
    private.zoned_day_start(old.first_date), private.zoned_day_start(old.last_date + 1), 'closure');
  return null;
end;
$$;
create trigger closures_waitlist_freed after update or delete on public.closures for each row execute function private.closures_freed();

-- A freed time offered to the waitlist: one clinic, service and start. Open until someone takes it
-- or it is gone (re-booked by the front desk, closed, past, or nobody left to ask).
create table public.waitlist_offers (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  clinic_id text not null references public.clinics (id) on delete cascade,
  service_type text not null check (service_type in ('Comprehensive Eye Exam', 'Contact Lens Fitting', 'Dry Eye Treatment', 'LASIK Consultation')),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  -- The optometrists free for it when it was found (the booking assigns one again when taken).
  optometrist_ids uuid[] not null default '{}',
  reason text not null check (reason in ('cancelled', 'moved', 'shift', 'closure', 'room', 'hours', 'holiday')),
  -- Less than 24 hours away when found: every match was asked at once.
  urgent boolean not null default false,
  batch_size smallint not null check (batch_size between 1 and 20),
  hold_minutes smallint not null check (hold_minutes between 1 and 240),
  status text not null default 'open' check (status in ('open', 'taken', 'gone')),
  gone_reason text check (gone_reason in ('booked', 'closed', 'past', 'unmatched')),
  taken_entry_id uuid references public.waitlist_entries (id) on delete set null,
  closed_at timestamptz,
  check ((status = 'open') = (closed_at is null))
);
create unique index waitlist_offers_open_idx on public.waitlist_offers (clinic_id, service_type, starts_at) where status = 'open';
create index waitlist_offers_clinic_idx on public.waitlist_offers (clinic_id);
create index waitlist_offers_taken_idx on public.waitlist_offers (taken_entry_id);
create index waitlist_offers_created_idx on public.waitlist_offers (created_at);

-- Who was asked about an offer, in which batch and when; the "See this time" link's hash.
create table public.waitlist_asks (
  offer_id uuid not null references public.waitlist_offers (id) on delete cascade,
  entry_id uuid not null references public.waitlist_entries (id) on delete cascade,
  batch smallint not null check (batch >= 1),
  -- The optometrist the e-mail named to this entry (free, and the one or the language it asked for).
  optometrist_id uuid references public.staff (id) on delete set null,
  asked_at timestamptz not null default now(),
  token_hash text not null unique check (length(token_hash) = 64),
  primary key (offer_id, entry_id)
);
create index waitlist_asks_entry_idx on public.waitlist_asks (entry_id);
create index waitlist_asks_optometrist_idx on public.waitlist_asks (optometrist_id);

alter table public.waitlist_offers enable row level security;
alter table public.waitlist_asks enable row level security;
grant select on public.waitlist_offers, public.waitlist_asks to authenticated;
-- The clinic's view: Owner and Front desk. The sender and the offer page work as the system.
create policy waitlist_offers_staff_read on public.waitlist_offers for select to authenticated using ((select private.has_permission('patients')));
create policy waitlist_asks_staff_read on public.waitlist_asks for select to authenticated using ((select private.has_permission('patients')));

-- "Offer me an earlier time" from the manage page: the manage link's hash must open the booking,
-- which must be live and later than the entry's dates. The entry takes the booking's person,
-- service and clinic; the three-per-address limit counts it. Returns the entry, or null.
create function private.join_waitlist_earlier(p jsonb, p_manage_hash text, p_token_hash text, p_max int) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  b public.bookings;
  made uuid;
begin
  select * into b from public.bookings
  where id = (p->>'booking_id')::uuid and group_id = private.token_group(p_manage_hash)
    and status <> 'cancelled' and starts_at is not null and starts_at > now();
  if not found then return null; end if;
  if (p->>'latest')::date >= (b.starts_at at time zone 'America/Toronto')::date then return null; end if;
  perform pg_advisory_xact_lock(hashtextextended('waitlist:' || lower(b.email), 0));
  if exists (select 1 from public.waitlist_entries where booking_id = b.id and ended_at is null) then return null; end if;
  if (select count(*) from public.waitlist_entries where email = lower(b.email) and ended_at is null
      and latest >= (now() at time zone 'America/Toronto')::date) >= p_max then return null; end if;
  insert into public.waitlist_entries (patient_id, first_name, last_name, email, phone, date_of_birth, service_type, clinic_id,
    optometrist_id, language, earliest, latest, times, locale, leave_token_hash, booking_id)
  values (b.patient_id, b.first_name, b.last_name, lower(b.email), b.phone, b.date_of_birth, b.service_type, b.location,
    nullif(p->>'optometrist_id', '')::uuid, nullif(p->>'language', ''), (p->>'earliest')::date, (p->>'latest')::date,
    array(select jsonb_array_elements_text(p->'times')), coalesce(nullif(p->>'locale', ''), 'en'), p_token_hash, b.id)
  returning id into made;
  return made;
end;
$$;
revoke all on function private.join_waitlist_earlier(jsonb, text, text, int) from public;
grant execute on function private.join_waitlist_earlier(jsonb, text, text, int) to anon, authenticated, service_role;

-- The manage page: the live "earlier time" entry of a booking behind a manage link, if any.
create function private.earlier_entry(p_manage_hash text, p_booking uuid) returns table (id uuid, latest date)
language sql stable security definer set search_path = '' as $$
  select w.id, w.latest from public.waitlist_entries w join public.bookings b on b.id = w.booking_id
  where w.booking_id = p_booking and b.group_id = private.token_group(p_manage_hash) and w.ended_at is null;
$$;
revoke all on function private.earlier_entry(text, uuid) from public;
grant execute on function private.earlier_entry(text, uuid) to anon, authenticated, service_role;
