-- Issue 42: the patient is a record. Every booking (each member of a family booking too), order,
-- prescription, receipt and message names one; a household groups the people one person books for.
--
-- Matching, when a booking or order arrives (private.patient_for): the same name (case, accents
-- and spaces ignored), a date of birth that agrees (the same, or not known on one side), and the
-- same e-mail or phone is the same person. Anything less certain makes a new record and lists
-- the pair in public.patient_duplicates for staff. Nothing is merged without a person choosing to.

create extension if not exists pg_trgm with schema extensions;

-- "Łukasz Nowak", "lukasz  NOWAK" and "Lukasz Nowak" share a key. Only the Latin combining marks
-- go: Gurmukhi and Devanagari vowel signs are letters of the name.
create function private.name_key(value text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select lower(regexp_replace(normalize(coalesce(value, ''), NFD), '[\s\u0300-\u036f.''’-]', '', 'g'));
$$;

-- Digits only, without North America's leading 1: "(905) 555-0123", "905.555.0123" and
-- "+1 905 555 0123" share a key. Fewer than 7 digits is no key at all.
create function private.phone_key(value text) returns text
language sql immutable parallel safe set search_path = '' as $$
  select case when length(d) < 7 then null when length(d) = 11 and d like '1%' then substr(d, 2) else d end
  from (select regexp_replace(coalesce(value, ''), '[^0-9]', '', 'g') as d) s;
$$;

create table public.households (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now()
);

create table public.patients (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  first_name text not null check (length(btrim(first_name)) between 1 and 80),
  last_name text not null check (length(btrim(last_name)) between 1 and 80),
  date_of_birth date check (date_of_birth >= date '1900-01-01'),
  email text check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 254 and email = lower(email)),
  phone text check (length(btrim(phone)) between 7 and 30),
  language text not null default 'en' check (language in ('en', 'pa', 'hi')),
  address text check (length(address) <= 300),
  user_id uuid references auth.users (id) on delete set null,
  household_id uuid references public.households (id) on delete set null,
  clinic_id text references public.clinics (id) on delete set null,
  notes text check (length(notes) <= 2000),
  status text not null default 'active' check (status in ('active', 'do-not-contact')),
  status_reason text check (status_reason in ('moved', 'deceased', 'asked')),
  merged_into uuid references public.patients (id),
  merged_at timestamptz,
  first_key text generated always as (private.name_key(first_name)) stored,
  last_key text generated always as (private.name_key(last_name)) stored,
  phone_key text generated always as (private.phone_key(phone)) stored,
  -- What the front desk's search box looks in: both names (as typed and as keys), the e-mail.
  search_text text generated always as (
    lower(first_name || ' ' || last_name) || ' ' || private.name_key(first_name) || ' ' || private.name_key(last_name) || ' ' || coalesce(email, '')
  ) stored,
  check ((status = 'do-not-contact') = (status_reason is not null)),
  check ((merged_into is null) = (merged_at is null)),
  check (merged_into is distinct from id)
);
create index patients_match_idx on public.patients (last_key, first_key) where merged_into is null;
create index patients_birth_idx on public.patients (date_of_birth) where merged_into is null;

-- Who created, edited or merged a record, and when: the record's own history.
create table public.patient_history (
  id bigint generated always as identity primary key,
  patient_id uuid not null references public.patients (id) on delete cascade,
  at timestamptz not null default now(),
  actor_email text check (length(actor_email) <= 254),
  action text not null check (action in ('created', 'edited', 'merged-in', 'merged-away', 'not-duplicate')),
  detail text check (length(detail) <= 2000)
);
create index patient_history_patient_idx on public.patient_history (patient_id, at desc);

-- Pairs that may be one person; a ("Not the same person") dismissal keeps the pair from returning.
create table public.patient_duplicates (
  a uuid not null references public.patients (id) on delete cascade,
  b uuid not null references public.patients (id) on delete cascade,
  reason text not null check (reason in ('same-name-and-contact', 'same-birth-and-contact')),
  created_at timestamptz not null default now(),
  dismissed_at timestamptz,
  dismissed_by text check (length(dismissed_by) <= 254),
  primary key (a, b),
  check (a < b)
);
create index patient_duplicates_open_idx on public.patient_duplicates (created_at desc) where dismissed_at is null;
create index patient_duplicates_b_idx on public.patient_duplicates (b);

alter table public.bookings add column patient_id uuid references public.patients (id);
alter table public.orders add column patient_id uuid references public.patients (id);
alter table public.order_lens add column patient_id uuid references public.patients (id);
alter table public.receipts add column patient_id uuid references public.patients (id);
alter table private.mail_outbox add column patient_id uuid references public.patients (id);
create index bookings_patient_idx on public.bookings (patient_id, starts_at);
create index orders_patient_idx on public.orders (patient_id, created_at desc);
create index order_lens_patient_idx on public.order_lens (patient_id);
create index receipts_patient_idx on public.receipts (patient_id, issued_at desc);
create index mail_outbox_patient_idx on private.mail_outbox (patient_id, created_at desc);

-- Finds the patient the details describe, or makes one (listing any less certain look-alike).
-- p: first_name, last_name, date_of_birth, email, phone, language, clinic, user_id, household_id.
-- Planned afresh on each call: a plan cached while the table was small scanned it whole ever after
-- (the carry-over of 100,000 bookings grew quadratic).
create function private.patient_for(p jsonb) returns uuid
language plpgsql security definer set search_path = '' set plan_cache_mode = force_custom_plan as $$
declare
  fk text := private.name_key(p->>'first_name');
  lk text := private.name_key(p->>'last_name');
  dob date := nullif(p->>'date_of_birth', '')::date;
  mail text := lower(nullif(btrim(p->>'email'), ''));
  ph text := private.phone_key(p->>'phone');
  phone_in text := case when length(btrim(p->>'phone')) between 7 and 30 then btrim(p->>'phone') end;
  found public.patients;
  made uuid;
begin
  -- Two bookings for one new person at once make one record: they queue on the name. (Not in the
  -- carry-over, which runs alone and would hold one lock per name to its end: "out of shared memory".)
  if not coalesce((p->>'quiet')::boolean, false) then
    perform pg_advisory_xact_lock(hashtextextended('patient:' || lk || '|' || fk, 0));
  end if;
  select * into found from public.patients x
  where x.merged_into is null and x.last_key = lk and x.first_key = fk
    and (x.date_of_birth = dob or x.date_of_birth is null or dob is null)
    and (x.email = mail or x.phone_key = ph)
  order by (x.date_of_birth is not distinct from dob) desc, x.created_at, x.id
  limit 1;
  if found.id is not null then
    -- What the arrival adds to what was known (never overwriting it).
    update public.patients set
      date_of_birth = coalesce(date_of_birth, dob),
      email = coalesce(email, mail),
      phone = coalesce(phone, phone_in),
      user_id = coalesce(user_id, nullif(p->>'user_id', '')::uuid),
      household_id = coalesce(household_id, nullif(p->>'household_id', '')::uuid),
      clinic_id = coalesce(clinic_id, nullif(p->>'clinic', ''))
    where id = found.id
      and (date_of_birth is null and dob is not null or email is null and mail is not null or phone is null and ph is not null
           or user_id is null and p ? 'user_id' or household_id is null and p ? 'household_id' or clinic_id is null and p ? 'clinic');
    return found.id;
  end if;
  insert into public.patients (first_name, last_name, date_of_birth, email, phone, language, user_id, household_id, clinic_id, created_at)
  values (left(btrim(p->>'first_name'), 80), left(btrim(p->>'last_name'), 80), dob, mail, phone_in, coalesce(p->>'language', 'en'),
          nullif(p->>'user_id', '')::uuid, nullif(p->>'household_id', '')::uuid, nullif(p->>'clinic', ''),
          coalesce(nullif(p->>'created_at', '')::timestamptz, now()))
  returning id into made;
  -- The carry-over writes its "created" lines in one statement afterwards.
  if not coalesce((p->>'quiet')::boolean, false) then
    insert into public.patient_history (patient_id, at, actor_email, action, detail)
    values (made, coalesce(nullif(p->>'created_at', '')::timestamptz, now()), null, 'created', p->>'source');
  end if;
  -- Look-alikes, each part by an index of its own (the name; the date of birth).
  insert into public.patient_duplicates (a, b, reason)
  select least(made, x.id), greatest(made, x.id), 'same-name-and-contact' from public.patients x
  where x.merged_into is null and x.last_key = lk and x.first_key = fk and x.id <> made and (x.email = mail or x.phone_key = ph)
  union all
  select least(made, x.id), greatest(made, x.id), 'same-birth-and-contact' from public.patients x
  where x.merged_into is null and x.date_of_birth = dob and x.id <> made and (x.email = mail or x.phone_key = ph)
    and (x.last_key = lk or x.first_key = fk) and not (x.last_key = lk and x.first_key = fk)
  on conflict do nothing;
  return made;
end;
$$;
revoke all on function private.patient_for(jsonb) from public;

-- A patient's household, made for them when they have none yet (the first time they book for
-- someone, or someone's prescription names another wearer).
create function private.household_of(p_patient uuid) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  household uuid;
begin
  select household_id into household from public.patients where id = p_patient;
  if household is null and p_patient is not null then
    insert into public.households default values returning id into household;
    update public.patients set household_id = household where id = p_patient;
  end if;
  return household;
end;
$$;
revoke all on function private.household_of(uuid) from public;

-- A booking names its patient. Members of one family booking share the first member's household.
create function private.booking_patient_for(b public.bookings) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  first_patient uuid;
  household uuid;
begin
  select x.patient_id into first_patient from public.bookings x
  where x.group_id = b.group_id and x.id <> b.id and x.patient_id is not null
  order by x.starts_at, x.created_at limit 1;
  if first_patient is not null then household := private.household_of(first_patient); end if;
  return private.patient_for(jsonb_build_object(
    'first_name', b.first_name, 'last_name', b.last_name, 'date_of_birth', b.date_of_birth,
    'email', b.email, 'phone', b.phone, 'language', b.language, 'clinic', b.location,
    'household_id', household, 'created_at', b.created_at, 'source', 'booking'));
end;
$$;
revoke all on function private.booking_patient_for(public.bookings) from public;

create function private.booking_patient() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.patient_id is null then new.patient_id := private.booking_patient_for(new); end if;
  return new;
end;
$$;
create trigger bookings_patient before insert on public.bookings
  for each row execute function private.booking_patient();

-- An order names the buyer until a prescription names its wearer.
create function private.order_patient() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.patient_id is null then
    new.patient_id := private.patient_for(jsonb_build_object(
      'first_name', new.first_name, 'last_name', new.last_name, 'email', new.email, 'phone', new.phone,
      'user_id', new.user_id, 'created_at', new.created_at, 'source', 'order'));
  end if;
  return new;
end;
$$;
create trigger orders_patient before insert on public.orders
  for each row execute function private.order_patient();

-- "Asha Kaur" on the prescription of an order Raj Kaur paid for: Asha is its patient, in Raj's
-- household; the order names her (its first such line), and Raj stays its buyer.
create function private.wearer_patient(order_id uuid, wearer text, dob date) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  o public.orders;
  parts text[] := regexp_split_to_array(btrim(wearer), '\s+');
  household uuid;
  buyer_key text;
begin
  select * into o from public.orders where id = wearer_patient.order_id;
  if o.id is null or coalesce(btrim(wearer), '') = '' then return o.patient_id; end if;
  buyer_key := private.name_key(o.first_name) || '|' || private.name_key(o.last_name);
  if array_length(parts, 1) < 2
     or private.name_key(array_to_string(parts[1:array_length(parts, 1) - 1], ' ')) || '|' || private.name_key(parts[array_length(parts, 1)]) = buyer_key then
    return o.patient_id;
  end if;
  household := private.household_of(o.patient_id);
  return private.patient_for(jsonb_build_object(
    'first_name', array_to_string(parts[1:array_length(parts, 1) - 1], ' '), 'last_name', parts[array_length(parts, 1)],
    'date_of_birth', dob, 'email', o.email, 'phone', o.phone, 'household_id', household, 'created_at', o.created_at,
    'source', 'prescription'));
end;
$$;
revoke all on function private.wearer_patient(uuid, text, date) from public;

create function private.order_lens_patient() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  buyer uuid;
begin
  if new.patient_id is not null then return new; end if;
  select patient_id into buyer from public.orders where id = new.order_id;
  new.patient_id := private.wearer_patient(new.order_id, new.rx_patient_name,
    case when new.prescription_source = 'exam' then nullif(new.prescription->>'dateOfBirth', '')::date end);
  if new.patient_id is distinct from buyer
     and not exists (select 1 from public.order_lens l where l.order_id = new.order_id and l.patient_id is distinct from buyer) then
    update public.orders set patient_id = new.patient_id where id = new.order_id;
  end if;
  return new;
end;
$$;
create trigger order_lens_patient before insert on public.order_lens
  for each row execute function private.order_lens_patient();

-- A receipt names the patient of its order or visit.
create function private.receipt_patient() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.patient_id is null then
    new.patient_id := coalesce(
      (select patient_id from public.orders where id = new.order_id),
      (select patient_id from public.bookings where id = new.booking_id));
  end if;
  return new;
end;
$$;
create trigger receipts_patient before insert on public.receipts
  for each row execute function private.receipt_patient();

-- Receipts stay as issued; a merge may move one to the surviving record (its patient_id only).
create or replace function private.receipts_immutable() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'receipts are never deleted' using errcode = '42501';
  end if;
  if (to_jsonb(new) - 'user_id' - 'patient_id') = (to_jsonb(old) - 'user_id' - 'patient_id')
     and (new.user_id is null or new.user_id is not distinct from old.user_id) then
    return new;
  end if;
  raise exception 'receipts are never edited' using errcode = '42501';
end;
$$;

-- The permission: details, visits, orders, receipts and messages of every patient.
create or replace function private.role_has_permission(role text, permission text) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce(role_has_permission.permission = any (case role_has_permission.role
    when 'admin' then array['catalogue', 'clinic', 'shifts', 'shifts.own', 'day-sheet', 'day-sheet.own', 'orders',
                            'prescriptions', 'analytics', 'analytics.contact', 'staff', 'patients']
    when 'front_desk' then array['clinic', 'shifts', 'shifts.own', 'day-sheet', 'day-sheet.own', 'orders', 'analytics.contact', 'patients']
    when 'optometrist' then array['shifts.own', 'day-sheet.own', 'prescriptions']
    when 'optician' then array['catalogue', 'orders', 'prescriptions']
  end), false);
$$;

-- A signed-in customer's own records: the one their account is linked to, those booked or ordered
-- under their confirmed address (a parent books for children with one address), and the
-- households of those. The same reach as private.own_bookings().
create function private.own_patient_ids() returns setof uuid
language sql stable security definer set search_path = '' as $$
  with me as (
    select p.id, p.household_id from auth.users u
    join public.patients p on p.merged_into is null
      and (p.user_id = u.id or (u.email_confirmed_at is not null and p.email = lower(u.email)))
    where u.id = (select auth.uid())
  )
  select id from me
  union
  select x.id from public.patients x join me on x.household_id = me.household_id where x.merged_into is null;
$$;
revoke all on function private.own_patient_ids() from public;
grant execute on function private.own_patient_ids() to authenticated, service_role;

-- "Your family": each of the customer's own records with its next visit.
create function private.own_family()
returns table (id uuid, first_name text, last_name text, is_self boolean, next_visit timestamptz, location text, service_type text)
language sql stable security definer set search_path = '' as $$
  select p.id, p.first_name, p.last_name,
         coalesce(p.user_id = (select auth.uid()), false) or exists (
           select 1 from public.profiles pr where pr.id = (select auth.uid())
             and private.name_key(pr.first_name) = p.first_key and private.name_key(pr.last_name) = p.last_key),
         n.starts_at, n.location, n.service_type
  from public.patients p
  left join lateral (
    select b.starts_at, b.location, b.service_type from public.bookings b
    where b.patient_id = p.id and b.starts_at > now() and b.status <> 'cancelled'
    order by b.starts_at limit 1
  ) n on true
  where p.id in (select private.own_patient_ids())
  order by 4 desc, p.first_name, p.last_name;
$$;
revoke all on function private.own_family() from public;
grant execute on function private.own_family() to authenticated, service_role;

-- Whether the caller may open this patient's record: the `patients` permission; an Optometrist
-- for the patients on their own day sheet; an Optician for the patients of the orders they handle;
-- a signed-in customer for their own records (above).
create function private.may_see_patient(p_patient uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select (select private.has_permission('patients'))
    or ((select private.has_permission('day-sheet.own')) and exists (
          select 1 from public.bookings b join public.staff s on s.id = b.optometrist_id
          where b.patient_id = p_patient and s.user_id = (select auth.uid())))
    or ((select private.has_permission('orders')) and exists (select 1 from public.orders o where o.patient_id = p_patient))
    or p_patient in (select private.own_patient_ids());
$$;
revoke all on function private.may_see_patient(uuid) from public;
grant execute on function private.may_see_patient(uuid) to authenticated, service_role;

alter table public.households enable row level security;
alter table public.patients enable row level security;
alter table public.patient_history enable row level security;
alter table public.patient_duplicates enable row level security;
grant select on public.patients, public.patient_history, public.households to authenticated;
grant select, update (dismissed_at, dismissed_by) on public.patient_duplicates to authenticated;
grant insert (first_name, last_name, date_of_birth, email, phone, language, address, clinic_id, notes, status, status_reason, household_id),
      update (first_name, last_name, date_of_birth, email, phone, language, address, clinic_id, notes, status, status_reason, household_id, updated_at)
  on public.patients to authenticated;
grant insert on public.households to authenticated;

-- The permission is asked once per statement; the narrower rules per row only without it.
create policy patients_read on public.patients for select to authenticated
  using ((select private.has_permission('patients')) or private.may_see_patient(id));
create policy patients_staff_insert on public.patients for insert to authenticated with check ((select private.has_permission('patients')));
create policy patients_staff_update on public.patients for update to authenticated
  using ((select private.has_permission('patients'))) with check ((select private.has_permission('patients')));
create policy households_read on public.households for select to authenticated using (true);
create policy households_staff_insert on public.households for insert to authenticated with check ((select private.has_permission('patients')));
create policy patient_history_read on public.patient_history for select to authenticated using ((select private.has_permission('patients')));
create policy patient_duplicates_read on public.patient_duplicates for select to authenticated using ((select private.has_permission('patients')));
create policy patient_duplicates_dismiss on public.patient_duplicates for update to authenticated
  using ((select private.has_permission('patients'))) with check ((select private.has_permission('patients')));

-- The front desk's search box: name fragments in any order, phone digits in any formatting, an
-- e-mail, or a date of birth. A security-definer function because under RLS the planner may not
-- take a LIKE (not leakproof) into the trigram index: only the `patients` permission may search.
create function private.search_patients(p_terms text[], p_digits text, p_birth date, max_rows integer default 50)
returns table (id uuid, first_name text, last_name text, date_of_birth date, phone text, email text, clinic_id text,
               status text, last_visit timestamptz, next_visit timestamptz)
language plpgsql stable security definer set search_path = '' as $$
declare
  pats text[];
  longest text;
begin
  if not (select private.has_permission('patients')) then return; end if;
  select array_agg('%' || replace(replace(replace(t, '\', '\\'), '%', '\%'), '_', '\_') || '%' order by length(t) desc)
  into pats from unnest(p_terms) t where t <> '';
  longest := pats[1];
  return query
  select x.id, x.first_name, x.last_name, x.date_of_birth, x.phone, x.email, x.clinic_id, x.status,
         (select max(b.starts_at) from public.bookings b where b.patient_id = x.id and b.starts_at <= now() and b.status <> 'cancelled'),
         (select min(b.starts_at) from public.bookings b where b.patient_id = x.id and b.starts_at > now() and b.status <> 'cancelled')
  from public.patients x
  where x.merged_into is null
    and (longest is null or x.search_text like longest)
    and (pats is null or x.search_text like all (pats))
    and (p_digits is null or x.phone_key like '%' || p_digits || '%')
    and (p_birth is null or x.date_of_birth = p_birth)
    and (longest is not null or p_digits is not null or p_birth is not null)
  order by x.last_key, x.first_key, x.id
  limit least(greatest(max_rows, 1), 200);
end;
$$;
revoke all on function private.search_patients(text[], text, date, integer) from public;
grant execute on function private.search_patients(text[], text, date, integer) to authenticated, service_role;

-- The front desk's messages view reads the outbox through this (the outbox itself stays closed).
create function private.patient_messages(p_patient uuid, max_rows integer default 100)
returns table (created_at timestamptz, kind text, status text, sent_at timestamptz, subject text)
language sql stable security definer set search_path = '' as $$
  select m.created_at, m.kind, m.status, m.sent_at, m.subject from private.mail_outbox m
  where m.patient_id = p_patient and (select private.has_permission('patients'))
  order by m.created_at desc limit least(greatest(max_rows, 1), 500);
$$;
revoke all on function private.patient_messages(uuid, integer) from public;
grant execute on function private.patient_messages(uuid, integer) to authenticated, service_role;

-- "Merge into…": everything of `p_from` moves to `p_into`; both records keep a line saying so.
-- Two staff merging the same pair at once: the second finds it merged and is told so.
create function private.merge_patients(p_from uuid, p_into uuid, p_reason text, p_actor text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  gone public.patients;
  kept public.patients;
begin
  if not (select private.has_permission('patients')) then return 'not-allowed'; end if;
  if p_from = p_into then return 'same'; end if;
  -- Both rows locked in one order, so two merges of one pair queue instead of deadlocking.
  perform 1 from public.patients where id in (p_from, p_into) order by id for update;
  select * into gone from public.patients where id = p_from;
  select * into kept from public.patients where id = p_into;
  if gone.id is null or kept.id is null then return 'missing'; end if;
  if gone.merged_into is not null or kept.merged_into is not null then return 'merged'; end if;
  if gone.date_of_birth is distinct from kept.date_of_birth and gone.date_of_birth is not null and kept.date_of_birth is not null
     and coalesce(btrim(p_reason), '') = '' then
    return 'reason-needed';
  end if;
  update public.bookings set patient_id = p_into where patient_id = p_from;
  update public.orders set patient_id = p_into where patient_id = p_from;
  update public.order_lens set patient_id = p_into where patient_id = p_from;
  update public.receipts set patient_id = p_into where patient_id = p_from;
  update private.mail_outbox set patient_id = p_into where patient_id = p_from;
  update public.patients set
    date_of_birth = coalesce(date_of_birth, gone.date_of_birth), email = coalesce(email, gone.email), phone = coalesce(phone, gone.phone),
    address = coalesce(address, gone.address), user_id = coalesce(user_id, gone.user_id), household_id = coalesce(household_id, gone.household_id),
    clinic_id = coalesce(clinic_id, gone.clinic_id), updated_at = now()
  where id = p_into;
  update public.patients set merged_into = p_into, merged_at = now(), user_id = null, updated_at = now() where id = p_from;
  update public.patient_duplicates set dismissed_at = now(), dismissed_by = p_actor
  where dismissed_at is null and (patient_duplicates.a = p_from or patient_duplicates.b = p_from);
  insert into public.patient_history (patient_id, actor_email, action, detail) values
    (p_into, p_actor, 'merged-in', format('%s %s (%s) merged into this record%s', gone.first_name, gone.last_name, gone.id,
                                          case when coalesce(btrim(p_reason), '') <> '' then ': ' || btrim(p_reason) else '' end)),
    (p_from, p_actor, 'merged-away', format('Merged into %s %s (%s)', kept.first_name, kept.last_name, kept.id));
  return 'merged-ok';
end;
$$;
revoke all on function private.merge_patients(uuid, uuid, text, text) from public;
grant execute on function private.merge_patients(uuid, uuid, text, text) to authenticated, service_role;

-- The access log learns the patient's record as a thing one opens.
alter table public.access_log drop constraint access_log_kind_check;
alter table public.access_log add constraint access_log_kind_check check (kind in ('prescription', 'prescription-file', 'exam-reference',
  'upload-file', 'birth-date', 'family', 'receipt', 'data-download', 'patient-record'));

-- The past is carried over by the same rules, oldest first; the count is kept for `db:migrate` to print.
create table private.carry_overs (
  name text primary key,
  made integer not null,
  detail text not null,
  at timestamptz not null default now()
);
alter table private.carry_overs enable row level security;
revoke all on private.carry_overs from anon, authenticated;

-- Set aside, then written in one statement each: 100,000 single-row updates of bookings (each
-- checking the exclusion constraints) took minutes; the matching itself stays row by row, in order.
create temp table carried_bookings (booking_id uuid primary key, patient_id uuid not null) on commit drop;

-- Most people who booked share their name with nobody else who booked and have no look-alike: they
-- can be neither matched to nor confused with anyone, so their records are made in one statement.
-- Everyone else (a shared name, a look-alike, a family booking) goes through private.patient_for, in
-- the order they booked. The outcome is the same as sending every booking through it.
create temp table carry_people on commit drop as
select b.id as booking_id, b.created_at, b.first_name, b.last_name, b.date_of_birth as dob, lower(b.email) as mail, b.phone,
       private.phone_key(b.phone) as ph, b.language, b.location,
       private.name_key(b.first_name) as fk, private.name_key(b.last_name) as lk,
       count(*) over (partition by b.group_id) > 1 as in_family
from public.bookings b where b.patient_id is null;
create temp table carry_identities on commit drop as
select fk, lk, dob, mail, ph, bool_or(in_family) as in_family, gen_random_uuid() as patient_id
from carry_people group by fk, lk, dob, mail, ph;
create index on carry_identities (lk, fk);
create index on carry_identities (dob);
analyze carry_identities;
delete from carry_identities i
where i.in_family
   or exists (select 1 from carry_identities j where j.lk = i.lk and j.fk = i.fk
              and (j.dob, j.mail, j.ph) is distinct from (i.dob, i.mail, i.ph))
   or exists (select 1 from carry_identities j where j.dob = i.dob and (j.lk = i.lk or j.fk = i.fk)
              and (j.mail = i.mail or j.ph = i.ph) and (j.lk, j.fk) is distinct from (i.lk, i.fk));
insert into public.patients (id, first_name, last_name, date_of_birth, email, phone, language, clinic_id, created_at)
select distinct on (i.patient_id) i.patient_id, left(btrim(p.first_name), 80), left(btrim(p.last_name), 80), i.dob, i.mail,
       case when length(btrim(p.phone)) between 7 and 30 then btrim(p.phone) end, p.language, p.location, p.created_at
from carry_identities i
join carry_people p on p.fk = i.fk and p.lk = i.lk and p.dob is not distinct from i.dob and p.mail = i.mail and p.ph is not distinct from i.ph
order by i.patient_id, p.created_at, p.booking_id;
insert into carried_bookings
select p.booking_id, i.patient_id from carry_people p
join carry_identities i on p.fk = i.fk and p.lk = i.lk and p.dob is not distinct from i.dob and p.mail = i.mail and p.ph is not distinct from i.ph;

do $$
declare
  r public.bookings;
  this_group uuid;
  first_patient uuid;
  made uuid;
  household uuid;
  bookings_n integer := (select count(*) from carried_bookings);
  orders_n integer := 0;
  before_n integer := (select count(*) from public.patients) - (select count(*) from carry_identities);
begin
  -- The temp tables start empty: a plan cached then would scan them whole ever after.
  perform set_config('plan_cache_mode', 'force_custom_plan', true);
  -- A family booking's rows share their group and their moment, so they arrive one after another.
  for r in select b.* from public.bookings b where b.patient_id is null and not exists (select 1 from carried_bookings c where c.booking_id = b.id)
           order by b.created_at, b.group_id, b.starts_at nulls last, b.id loop
    household := null;
    if r.group_id is distinct from this_group then
      this_group := r.group_id;
      first_patient := null;
    end if;
    if first_patient is not null then household := private.household_of(first_patient); end if;
    made := private.patient_for(jsonb_build_object(
      'first_name', r.first_name, 'last_name', r.last_name, 'date_of_birth', r.date_of_birth,
      'email', r.email, 'phone', r.phone, 'language', r.language, 'clinic', r.location,
      'household_id', household, 'created_at', r.created_at, 'source', 'booking', 'quiet', true));
    first_patient := coalesce(first_patient, made);
    insert into carried_bookings values (r.id, made);
    bookings_n := bookings_n + 1;
  end loop;
  update public.bookings b set patient_id = c.patient_id from carried_bookings c where b.id = c.booking_id;
  perform set_config('plan_cache_mode', 'auto', true);

  create temp table carried_orders (order_id uuid primary key, patient_id uuid not null) on commit drop;
  insert into carried_orders
  select o.id, private.patient_for(jsonb_build_object(
      'first_name', o.first_name, 'last_name', o.last_name, 'email', o.email, 'phone', o.phone, 'user_id', o.user_id,
      'created_at', o.created_at, 'source', 'order', 'quiet', true))
  from (select * from public.orders where patient_id is null order by created_at, id) o;
  get diagnostics orders_n = row_count;
  update public.orders o set patient_id = c.patient_id from carried_orders c where o.id = c.order_id;

  update public.order_lens l set patient_id = private.wearer_patient(l.order_id, l.rx_patient_name,
    case when l.prescription_source = 'exam' then nullif(l.prescription->>'dateOfBirth', '')::date end)
  where l.patient_id is null;
  update public.orders o set patient_id = w.patient_id
  from (select distinct on (l.order_id) l.order_id, l.patient_id from public.order_lens l
        join public.orders oo on oo.id = l.order_id where l.patient_id is distinct from oo.patient_id order by l.order_id, l.created_at) w
  where o.id = w.order_id;
  update public.receipts rc set patient_id = coalesce(
    (select o.patient_id from public.orders o where o.id = rc.order_id), (select b.patient_id from public.bookings b where b.id = rc.booking_id))
  where rc.patient_id is null;
  insert into public.patient_history (patient_id, at, action, detail)
  select id, created_at, 'created', 'Carried over from past bookings and orders' from public.patients
  where not exists (select 1 from public.patient_history h where h.patient_id = patients.id);
  insert into private.carry_overs (name, made, detail) values ('patients', (select count(*) from public.patients) - before_n,
    format('from %s bookings and %s orders', bookings_n, orders_n));
end;
$$;

-- The rest of the indexes, and the search box's trigram indexes, built once over the carried-over
-- records (kept up row by row, they were most of the carry-over's time).
create index patients_email_idx on public.patients (email) where merged_into is null;
create index patients_phone_idx on public.patients (phone_key) where merged_into is null;
create index patients_user_idx on public.patients (user_id);
create index patients_household_idx on public.patients (household_id);
create index patients_clinic_idx on public.patients (clinic_id);
create index patients_merged_into_idx on public.patients (merged_into);
create index patients_search_idx on public.patients using gin (search_text extensions.gin_trgm_ops) where merged_into is null;
create index patients_phone_search_idx on public.patients using gin (phone_key extensions.gin_trgm_ops) where merged_into is null;
