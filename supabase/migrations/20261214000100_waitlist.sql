-- Issue 44, the waitlist (first part: joining and leaving). docs/waitlist.md tells the rules.

create table public.waitlist_entries (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  patient_id uuid references public.patients (id) on delete set null,
  first_name text not null check (length(btrim(first_name)) between 1 and 80),
  last_name text not null check (length(btrim(last_name)) between 1 and 80),
  email text not null check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 254 and email = lower(email)),
  phone text not null check (length(btrim(phone)) between 7 and 30),
  date_of_birth date check (date_of_birth >= date '1900-01-01'),
  service_type text not null check (service_type in ('Comprehensive Eye Exam', 'Contact Lens Fitting', 'Dry Eye Treatment', 'LASIK Consultation')),
  -- Null: either clinic, any optometrist, any language.
  clinic_id text references public.clinics (id) on delete cascade,
  optometrist_id uuid references public.staff (id) on delete set null,
  language text check (language ~ '^[a-z]{2,3}$'),
  earliest date not null,
  latest date not null,
  -- None ticked: any time.
  times text[] not null default '{}' check (times <@ array['mornings', 'afternoons', 'evenings', 'saturdays']::text[]),
  -- The language of the page it was made on: its e-mails and pages use it.
  locale text not null default 'en' check (locale in ('en', 'pa', 'hi')),
  leave_token_hash text not null unique check (length(leave_token_hash) = 64),
  ended_at timestamptz,
  end_reason text check (end_reason in ('booked', 'left', 'expired', 'removed')),
  removed_reason text check (length(removed_reason) <= 300),
  check (latest >= earliest),
  check ((ended_at is null) = (end_reason is null))
);
create index waitlist_live_email_idx on public.waitlist_entries (email) where ended_at is null;
create index waitlist_live_idx on public.waitlist_entries (created_at, id) where ended_at is null;
create index waitlist_patient_idx on public.waitlist_entries (patient_id);
create index waitlist_clinic_idx on public.waitlist_entries (clinic_id);
create index waitlist_optometrist_idx on public.waitlist_entries (optometrist_id);
alter table public.waitlist_entries enable row level security;
grant select on public.waitlist_entries to authenticated;
-- The clinic's view: Owner and Front desk. Visitors write and leave only through the functions below.
create policy waitlist_staff_read on public.waitlist_entries for select to authenticated using ((select private.has_permission('patients')));

-- Joining: at most three live entries per address (the lock makes two joins at once count each other);
-- the patient's record is found or made as a booking's is. Returns the entry, or null over the limit.
create function private.join_waitlist(p jsonb, p_token_hash text, p_max int) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  mail text := lower(btrim(p->>'email'));
  made uuid;
begin
  perform pg_advisory_xact_lock(hashtextextended('waitlist:' || mail, 0));
  -- An entry past its latest date has ended by itself.
  if (select count(*) from public.waitlist_entries where email = mail and ended_at is null
      and latest >= (now() at time zone 'America/Toronto')::date) >= p_max then return null; end if;
  insert into public.waitlist_entries (patient_id, first_name, last_name, email, phone, date_of_birth, service_type, clinic_id,
    optometrist_id, language, earliest, latest, times, locale, leave_token_hash)
  values (
    private.patient_for(jsonb_build_object('first_name', p->>'first_name', 'last_name', p->>'last_name', 'email', mail,
      'phone', p->>'phone', 'date_of_birth', nullif(p->>'date_of_birth', ''), 'language', p->>'locale')),
    btrim(p->>'first_name'), btrim(p->>'last_name'), mail, btrim(p->>'phone'), nullif(p->>'date_of_birth', '')::date,
    p->>'service_type', nullif(p->>'clinic_id', ''), nullif(p->>'optometrist_id', '')::uuid, nullif(p->>'language', ''),
    (p->>'earliest')::date, (p->>'latest')::date, array(select jsonb_array_elements_text(p->'times')), p->>'locale', p_token_hash)
  returning id into made;
  return made;
end;
$$;
revoke all on function private.join_waitlist(jsonb, text, int) from public;
grant execute on function private.join_waitlist(jsonb, text, int) to anon, authenticated, service_role;

-- The leave link's page: what the entry is, without changing anything (a mail scanner may open it).
create function private.waitlist_entry_view(p_hash text)
returns table (id uuid, first_name text, service_type text, clinic_id text, earliest date, latest date, times text[], locale text, ended boolean)
language sql stable security definer set search_path = '' as $$
  select w.id, w.first_name, w.service_type, w.clinic_id, w.earliest, w.latest, w.times, w.locale, w.ended_at is not null
  from public.waitlist_entries w where w.leave_token_hash = p_hash;
$$;
revoke all on function private.waitlist_entry_view(text) from public;
grant execute on function private.waitlist_entry_view(text) to anon, authenticated, service_role;

-- "Leave the waitlist": the page's button. Leaving twice changes nothing more.
create function private.leave_waitlist(p_hash text) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  update public.waitlist_entries set ended_at = now(), end_reason = 'left' where leave_token_hash = p_hash and ended_at is null;
  return exists (select 1 from public.waitlist_entries where leave_token_hash = p_hash);
end;
$$;
revoke all on function private.leave_waitlist(text) from public;
grant execute on function private.leave_waitlist(text) to anon, authenticated, service_role;

-- Staff remove an entry with a reason (the `patients` permission).
create function private.remove_waitlist_entry(p_id uuid, p_reason text) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  if not (select private.has_permission('patients')) then return false; end if;
  update public.waitlist_entries set ended_at = now(), end_reason = 'removed', removed_reason = left(btrim(p_reason), 300)
  where id = p_id and ended_at is null;
  return found;
end;
$$;
revoke all on function private.remove_waitlist_entry(uuid, text) from public;
grant execute on function private.remove_waitlist_entry(uuid, text) to authenticated, service_role;
